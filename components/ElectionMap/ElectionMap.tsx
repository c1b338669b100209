// The election map on an election page (specialised-features.md §2 "Election pages"): the same-origin map
// page in a frame whose src is in the HTML (domain/electionMap.ts mapFrameSrc), so it shows without
// JavaScript; a link to open it on its own, and the regions' data pages as plain links (what a reader without
// frames, or a crawler, follows). The frame's messages are components/ElectionMap/electionMap.ts's business (an island
// without React).
import { FRAME_HEIGHT, dataPagePath, mapFrameSrc, type ElectionMap as Map, type MapView } from '../../domain/electionMap';
import { withDefiniteArticle } from '../../domain/definiteArticle';
import { Island } from '../Island/Island';
import type { ElectionMapProps } from './electionMap';
import styles from './ElectionMap.module.css';

export interface ElectionMapViewProps extends ElectionMapProps {
  src: string;
  title: string;
  regionsLabel: string;
  regions: { key: string; name: string; href: string; current: boolean }[];
  /** On a region's page: each party's view of it (/adatok/{a}/{b}), the pages the map's rows lead to. */
  parties: { region: string; links: { key: string; name: string; href: string; current: boolean }[] } | null;
}

/** What the component needs for a map view: on a data page (hide-more set) or an attachment page (the national view). */
export function electionMapProps(view: MapView, onDataPage: boolean): ElectionMapViewProps {
  const m: Map = view.map;
  const hideMore = onDataPage;
  return {
    election: m.election,
    src: mapFrameSrc(m.type, view.region?.key ?? null, view.party?.key ?? null, hideMore),
    title: m.title,
    regionsLabel: m.regionsLabel,
    regions: m.regions.map((r) => ({ key: r.key, name: r.name, href: dataPagePath(m.election, r.key), current: r.key === view.region?.key })),
    parties: view.region
      ? {
          region: view.region.name,
          links: m.parties.map((x) => ({
            key: x.key,
            name: x.name,
            href: dataPagePath(m.election, view.region!.key, x.key),
            current: x.key === view.party?.key,
          })),
        }
      : null,
  };
}

export function ElectionMapView(p: ElectionMapViewProps) {
  return (
    // The figure is the map and its caption; the regions' lists follow it (a figure's caption comes first or
    // last, so the lists cannot sit inside it after the caption: the HTML checker's error).
    <div className={styles.map} data-election-map={p.election}>
      <figure className={styles.figure}>
        <iframe className={styles.frame} src={p.src} title={p.title} style={{ height: FRAME_HEIGHT.initial }} />
        <figcaption className={styles.caption}>
          {p.title}.{' '}
          <a href={p.src} data-map-open>
            A térkép és az eredmények megnyitása külön oldalon
          </a>
        </figcaption>
      </figure>
      <details className={styles.regions}>
        <summary>{withDefiniteArticle(`${p.regionsLabel} eredményei`, { capital: true })}</summary>
        <ul>
          {p.regions.map((r) => (
            <li key={r.key}>
              <a href={r.href} aria-current={r.current ? 'page' : undefined}>
                {r.name}
              </a>
            </li>
          ))}
        </ul>
      </details>
      {p.parties && (
        <details className={styles.regions} open>
          <summary>
            {p.parties.region}: {withDefiniteArticle('pártok eredményei')}
          </summary>
          <ul>
            {p.parties.links.map((x) => (
              <li key={x.key}>
                <a href={x.href} aria-current={x.current ? 'page' : undefined}>
                  {x.name}
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

export function ElectionMap(props: ElectionMapViewProps) {
  return <Island name="ElectionMap" component={ElectionMapView} props={props} hydrate="load" />;
}
