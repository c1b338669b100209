import { usePageData } from '../../renderer/usePageData';
import { ArticleCard } from '../../components/ArticleCard/ArticleCard';
import { TITLE_BLOCK } from '../../domain/lists';
import type { IndexPageData } from './+data';

export default function Page() {
  const d = usePageData<IndexPageData>();
  return (
    <section aria-labelledby="friss">
      <h1 id="friss">Friss hírek</h1>
      {d.latest.map((a) => (
        <ArticleCard key={a.id} article={a} titleMax={TITLE_BLOCK} />
      ))}
    </section>
  );
}
