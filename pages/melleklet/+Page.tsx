import { usePageData } from '../../renderer/usePageData';
import { ArticleCard } from '../../components/ArticleCard/ArticleCard';
import { Pagination, pageHref } from '../../components/Pagination/Pagination';
import { Football } from '../../components/Football/Football';
import { SupplementData } from '../../components/SupplementData/SupplementData';
import { PredictionGameTab } from '../../components/PredictionGame/PredictionGame';
import { LEAD, TITLE_BLOCK, TITLE_LIST } from '../../domain/lists';
import { ListSidebar } from '../../components/ListSidebar/ListSidebar';
import type { SupplementPageData, TabLink } from './+data';
import { ElectionMap } from '../../components/ElectionMap/ElectionMap';
import { ElectionBoxes } from '../../components/ElectionBoxes/ElectionBoxes';
import styles from './SupplementPage.module.css';

function Tabs({ links, label, sub = false }: { links: TabLink[]; label: string; sub?: boolean }) {
  if (links.length < 2) return null;
  return (
    <nav aria-label={label} className={sub ? styles.subTabs : styles.tabs}>
      <ul>
        {links.map((t) => (
          <li key={t.href}>
            <a href={t.href} aria-current={t.current ? 'page' : undefined}>
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Page() {
  const d = usePageData<SupplementPageData>();
  const main = (
    <section className={styles.supplement} aria-labelledby="supplement-title" data-supplement-view={d.kind}>
      <header className={styles.header}>
        <p className={styles.kicker}>Melléklet</p>
        <h1 id="supplement-title">{d.title}</h1>
      </header>
      <Tabs links={d.tabs} label="A melléklet rovatai" />
      <Tabs links={d.subTabs} label={`${d.tabLabel}: szűrés`} sub />
      {d.electionMap && d.kind === 'articles' && <ElectionMap {...d.electionMap} />}
      {d.electionMap && d.kind === 'data' ? (
        <div data-map-page>
          <h2>{d.mapHeading}</h2>
          <ElectionMap {...d.electionMap} />
        </div>
      ) : d.kind === 'articles' ? (
        <div className={styles.list} data-supplement-list>
          <h2 className="visually-hidden">{d.viewTitle}</h2>
          {d.items.length === 0 ? (
            <p className={styles.empty}>Ebben a mellékletben még nincs cikk.</p>
          ) : (
            // The first page opens with its newest article large, with its lead; every article has its date and lead.
            d.items.map((a, i) =>
              d.page === 1 && i === 0 ? (
                <ArticleCard key={a.id} article={a} site={d.shell.site} size="large" titleMax={TITLE_BLOCK} leadMax={LEAD} now={d.now} leadPicture />
              ) : (
                <ArticleCard key={a.id} article={a} site={d.shell.site} size="list" titleMax={TITLE_LIST} leadMax={LEAD} now={d.now} />
              ),
            )
          )}
          <Pagination current={d.page} total={d.totalPages} href={(p) => pageHref(d.path, p)} />
        </div>
      ) : d.kind === 'football' && d.football ? (
        <Football view={d.football} heading="h2" title={d.viewTitle} />
      ) : d.dataset ? (
        <SupplementData dataset={d.dataset} title={d.viewTitle} search={d.search} path={d.path} />
      ) : (
        d.game && <PredictionGameTab slug={d.game} />
      )}
      {d.electionBoxes && !d.sidebar && <ElectionBoxes current={d.path} />}
      {d.euCofinanced && (
        <p className={styles.notice}>
          Az oldal az Európai Unió társfinanszírozásával készült. A kifejtett nézetek és vélemények a szerzők sajátjai, és nem feltétlenül tükrözik az Európai
          Unió álláspontját.
        </p>
      )}
    </section>
  );
  if (!d.sidebar) return main;
  // An articles view beside the list pages' sidebar, the election boxes on top of it on an election's pages.
  return (
    <div className={styles.frame}>
      {main}
      <div className={styles.aside}>
        {d.electionBoxes && <ElectionBoxes current={d.path} />}
        <ListSidebar data={d.sidebar} />
      </div>
    </div>
  );
}
