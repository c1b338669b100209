import { usePageData } from '../../renderer/usePageData';
import { PODCAST_TEXTS } from '../../domain/podcast/texts';
import { EpisodeCard } from '../../components/EpisodeCard/EpisodeCard';
import type { PodcastPageData } from './+data';
import styles from './Podcast.module.css';

export default function Page() {
  const d = usePageData<PodcastPageData>();
  return (
    <div className={styles.podcast} data-podcast-page={d.podcast.slug}>
      <p className={styles.kicker}>{PODCAST_TEXTS.blockTitle}</p>
      <h1 className={styles.name}>{d.podcast.name}</h1>
      {d.podcast.description && <p className={styles.description}>{d.podcast.description}</p>}
      <h2 className={styles.heading}>{PODCAST_TEXTS.episodes}</h2>
      {d.episodes.length === 0 ? (
        <p>{PODCAST_TEXTS.noEpisodes}</p>
      ) : (
        <ul className={styles.episodes}>
          {d.episodes.map((e) => (
            <li key={e.id}>
              <EpisodeCard episode={e} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
