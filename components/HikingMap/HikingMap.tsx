import { HIKING_MAP } from '../../domain/listViews';
import styles from './HikingMap.module.css';
import { EMBED_HEIGHT_ATTR, EMBED_KIND_ATTR, EMBED_SRC_ATTR, EMBED_TITLE_ATTR } from '../../domain/embedAttributes';

/**
 * The hiking map: a placeholder with its space reserved and a plain link; the embed script puts a load
 * button naming the provider in it, and the map only on its press (components/ArticleBody/embeds.ts).
 */
export function HikingMap() {
  return (
    <figure
      className={styles.map}
      {...{ [EMBED_KIND_ATTR]: 'map' }}
      {...{ [EMBED_SRC_ATTR]: HIKING_MAP.src }}
      {...{ [EMBED_TITLE_ATTR]: 'Szép kilátás túratérkép' }}
      {...{ [EMBED_HEIGHT_ATTR]: HIKING_MAP.height }}
    >
      <div className={styles.frame} style={{ height: HIKING_MAP.height }}>
        <a className="embed__link" href={HIKING_MAP.openUrl}>
          A túratérkép megnyitása
        </a>
      </div>
      <figcaption className={styles.caption}>{HIKING_MAP.caption}</figcaption>
    </figure>
  );
}
