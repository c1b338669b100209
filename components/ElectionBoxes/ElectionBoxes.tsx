// The sidebar's election boxes on the election supplements' pages (reader-site.md §2 "Sidebar varies";
// whether they show is domain/listViews.ts sidebarFor's rule): every election with its articles and its
// data and map page, newest first.
import { ELECTION_BOX_LINKS } from '../../domain/listViews';
import { dataPagePath, electionMapOf } from '../../domain/electionMap';
import styles from './ElectionBoxes.module.css';

export function ElectionBoxes({ current }: { current: string }) {
  return (
    <aside className={styles.boxes} aria-labelledby="box-elections" data-box="election">
      <h2 id="box-elections" className={styles.heading}>
        Választások
      </h2>
      <ul className={styles.list}>
        {ELECTION_BOX_LINKS.map((l) => {
          const map = electionMapOf(l.href.split('/').pop()!);
          const data = map ? dataPagePath(map.election) : null;
          return (
            <li key={l.href}>
              <a href={l.href} aria-current={current === l.href ? 'page' : undefined}>
                {l.label}
              </a>
              {data && (
                <>
                  {' · '}
                  <a href={data} aria-current={current === data ? 'page' : undefined} aria-label={`${l.label}: adatok és térkép`}>
                    adatok és térkép
                  </a>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
