import type { PodcastEpisode } from '../../domain/podcast/types';
import { episodeHref } from '../../domain/podcast/links';
import { PODCAST_TEXTS } from '../../domain/podcast/texts';
import { EpisodeCard } from '../EpisodeCard/EpisodeCard';
import styles from './EpisodeBlock.module.css';
import { EPISODE_BLOCK_POSITION_ATTR } from './attrs';

/**
 * A block of episode cards (the front page's podcast block, a sub-site front's, the G7 podcast tab's), with the
 * block's further episodes as plain links (G7 shows 3 of its 5 as cards, reader-site.md §9) and a link to all beside
 * its heading.
 */
export function EpisodeBlock({
  id,
  title,
  episodes,
  more = [],
  all,
  position,
}: {
  id: string;
  title: string;
  episodes: PodcastEpisode[];
  more?: PodcastEpisode[];
  all?: { href: string; label: string };
  /** The front page's position of the block (the unique item), as data for tests and the CMS. */
  position?: number;
}) {
  if (episodes.length === 0) return null;
  return (
    <section
      className={`${styles.block} render-later`}
      aria-labelledby={id}
      data-episode-block={id}
      {...(position !== undefined ? { [EPISODE_BLOCK_POSITION_ATTR]: position } : {})}
    >
      <div className={styles.head}>
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
        {/* Beside the heading, as a front block's more link: not a row of its own under the block. */}
        {all && (
          <a className={styles.all} href={all.href}>
            {all.label}
          </a>
        )}
      </div>
      <ul className={styles.cards}>
        {episodes.map((e) => (
          <li key={e.id}>
            <EpisodeCard episode={e} />
          </li>
        ))}
      </ul>
      {more.length > 0 && (
        <>
          <h3 className={styles.moreHeading}>{PODCAST_TEXTS.moreEpisodes}</h3>
          <ul className={styles.more}>
            {more.map((e) => (
              <li key={e.id} data-episode-more={e.slug}>
                <a href={episodeHref(e)}>{e.title}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
