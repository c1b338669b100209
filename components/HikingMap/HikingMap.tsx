import { HIKING_MAP } from '../../domain/listViews';
import styles from './HikingMap.module.css';

/**
 * The hiking map: a placeholder with its space reserved and a plain link; the embed script puts a load
 * button naming the provider in it, and the map only on its press (renderer/embeds.ts).
 */
export function HikingMap() {
  return (
    <figure className={styles.map} data-embed="map" data-src={HIKING_MAP.src} data-title="Szép kilátás túratérkép" data-height={HIKING_MAP.height}>
      <div className={styles.frame} style={{ height: HIKING_MAP.height }}>
        <a className="embed__link" href={HIKING_MAP.openUrl}>
          A túratérkép megnyitása
        </a>
      </div>
      <figcaption className={styles.caption}>{HIKING_MAP.caption}</figcaption>
    </figure>
  );
}
