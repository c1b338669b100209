import type { PodcastEpisode } from '../../domain/podcast/types';
import { episodeHref, playable } from '../../domain/podcast/links';
import { playLabel, PODCAST_TEXTS } from '../../domain/podcast/texts';
import { formatDuration, isoDuration, spokenDuration } from '../../domain/duration';
import { PlayIcon } from '../PlayIcon/PlayIcon';
import styles from './EpisodeCard.module.css';
import { EPISODE_EPISODE_ATTR, EPISODE_PLAY_ATTR, EPISODE_STATE_ATTR } from '../../live/player/attrs';

/**
 * The play button of an episode (specialised-features.md §2): a link to the episode's page (its native player
 * when scripts are off) that the page's script turns into the global player's button (components/EpisodeCard/podcast.ts),
 * which then shows the pause state while the player plays this episode. It carries what the player needs.
 */
export function PlayButton({ episode, className, withText = true }: { episode: PodcastEpisode; className?: string; withText?: boolean }) {
  return (
    <a
      className={`${styles.play} ${className ?? ''}`}
      href={episodeHref(episode)}
      {...{ [EPISODE_PLAY_ATTR]: episode.slug }}
      {...{ [EPISODE_EPISODE_ATTR]: JSON.stringify(playable(episode)) }}
      {...{ [EPISODE_STATE_ATTR]: 'idle' }}
      aria-label={playLabel(false, episode.title)}
    >
      <PlayIcon className={styles.icon} />
      {withText && (
        <span className={styles.text} aria-hidden="true">
          {PODCAST_TEXTS.play}
        </span>
      )}
    </a>
  );
}

/**
 * An episode card (§2): image, title, podcast name, duration as mm:ss or hh:mm:ss, and the play button. Server
 * HTML; the button is the only thing the browser touches, and it loads the player on the first press.
 */
export function EpisodeCard({ episode, heading = 'h3' }: { episode: PodcastEpisode; heading?: 'h2' | 'h3' }) {
  const Title = heading;
  return (
    <article className={styles.card} data-episode-card={episode.slug}>
      {/* The base picture is already twice the thumbnail's size: no srcset needed (and the cards' code stays small). */}
      {episode.image && <img className={styles.image} src={episode.image.src} width={72} height={72} alt="" loading="lazy" decoding="async" />}
      <div className={styles.body}>
        <p className={styles.podcast}>
          <a href={episode.podcast.page}>{episode.podcast.name}</a>
        </p>
        <Title className={`${styles.title} headline`}>
          <a href={episodeHref(episode)}>{episode.title}</a>
        </Title>
        <p className={styles.meta}>
          <time dateTime={isoDuration(episode.duration)}>
            {/* mm:ss for the eye, in words for a screen reader (which would read 01:40 as a time of day). */}
            <span aria-hidden="true">{formatDuration(episode.duration)}</span>
            <span className="visually-hidden">{spokenDuration(episode.duration)}</span>
          </time>
        </p>
      </div>
      <PlayButton episode={episode} className={styles.button} withText={false} />
    </article>
  );
}
