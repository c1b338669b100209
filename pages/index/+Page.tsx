import { usePageData } from '../../renderer/usePageData';
import { SITES } from '../../domain/sites';
import { FrontBlock } from '../../components/FrontBlock/FrontBlock';
import { AutoBlock } from '../../components/AutoBlock/AutoBlock';
import type { IndexPageData } from './+data';

export default function Page() {
  const d = usePageData<IndexPageData>();
  const site = d.shell.site;
  return (
    <div data-front-page={site}>
      <h1 className="visually-hidden">{SITES[site].name} – címlap</h1>
      {d.breaking && <FrontBlock block={d.breaking} site={site} now={d.now} />}
      {d.above.map((b) => (
        <FrontBlock key={b.id} block={b} site={site} now={d.now} />
      ))}
      <AutoBlock versions={d.autoBlocks} site={site} now={d.now} />
      {d.below.map((b) => (
        <FrontBlock key={b.id} block={b} site={site} now={d.now} />
      ))}
    </div>
  );
}
