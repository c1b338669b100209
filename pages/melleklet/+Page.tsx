import { usePageData } from '../../renderer/usePageData';
import { ListSidebar } from '../../components/ListSidebar/ListSidebar';
import type { SupplementPageData, TabLink } from './+data';
import { renderTab } from './kinds/views';
import { ElectionBoxes } from '../../components/ElectionBoxes/ElectionBoxes';
import { SubBrandLogo } from '../../components/SubBrandLogo/SubBrandLogo';
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
    <section className={styles.supplement} aria-labelledby="supplement-title" data-supplement-view={d.group}>
      <header className={styles.header}>
        <p className={styles.kicker}>Melléklet</p>
        <h1 id="supplement-title">
          {d.logo ? (
            <>
              <SubBrandLogo logo={d.logo} />
              {d.logo.name !== d.title && <span className="visually-hidden"> – {d.title}</span>}
            </>
          ) : (
            d.title
          )}
        </h1>
      </header>
      <Tabs links={d.tabs} label="A melléklet rovatai" />
      <Tabs links={d.subTabs} label={`${d.tabLabel}: szűrés`} sub />
      {renderTab(d.view, d)}
      {d.euCofinanced && (
        <p className={styles.notice}>
          Az oldal az Európai Unió társfinanszírozásával készült. A kifejtett nézetek és vélemények a szerzők sajátjai, és nem feltétlenül tükrözik az Európai
          Unió álláspontját.
        </p>
      )}
    </section>
  );
  // A side column only when it has something to show (else the view takes the page's width): an articles view's
  // list pages' sidebar, an election's boxes (on top of that sidebar where there is one).
  if (!d.sidebar && !d.electionBoxes) return main;
  return (
    <div className={styles.frame}>
      {main}
      <div className={styles.aside}>
        {d.electionBoxes && <ElectionBoxes current={d.path} />}
        {d.sidebar && <ListSidebar data={d.sidebar} />}
      </div>
    </div>
  );
}
