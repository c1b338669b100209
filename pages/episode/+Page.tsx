import { usePageData } from '../../renderer/usePageData';
import { PODCAST_TEXTS } from '../../domain/podcast/texts';
import { formatDuration, isoDuration, spokenDuration } from '../../domain/duration';
import { PlayButton } from '../../components/EpisodeCard/EpisodeCard';
import type { EpisodePageData } from './+data';
import styles from './Episode.module.css';
import { EPISODE_NATIVE_ATTR, EPISODE_SCRIPTED_ATTR } from '../../live/player/attrs';

export default function Page() {
  const d = usePageData<EpisodePageData>();
  const e = d.episode;
  return (
    <article className={styles.episode} data-episode-page={e.slug}>
      <p className={styles.podcast}>
        <a href={e.podcast.page}>{e.podcast.name}</a>
      </p>
      <h1 className={styles.title}>{e.title}</h1>
      <p className={styles.meta}>
        <time dateTime={d.published.iso}>{d.published.text}</time>
        {' · '}
        <time dateTime={isoDuration(e.duration)}>
          {/* mm:ss for the eye, in words for a screen reader (which would read 01:40 as a time of day). */}
          <span aria-hidden="true">{formatDuration(e.duration)}</span>
          <span className="visually-hidden">{spokenDuration(e.duration)}</span>
        </time>
      </p>
      <div className={styles.player}>
        {e.image && <img className={styles.image} src={e.image.src} width={96} height={96} alt="" />}
        {/* With scripts: the global player's button (it keeps playing while the reader browses on). */}
        <div {...{ [EPISODE_SCRIPTED_ATTR]: true }} hidden>
          <PlayButton episode={e} className={styles.play} />
        </div>
        {/* Without scripts: the browser's own player. */}
        <figure className={styles.native}>
          {/* No caption track: what an episode says is written in its article, linked below. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <audio controls preload="none" src={e.sourceUrl} {...{ [EPISODE_NATIVE_ATTR]: true }}>
            <a href={e.sourceUrl}>{PODCAST_TEXTS.listen}</a>
          </audio>
          <figcaption className="visually-hidden">{`${PODCAST_TEXTS.listen}: ${e.title}`}</figcaption>
        </figure>
      </div>
      {e.description && <p className={styles.description}>{e.description}</p>}
      {e.article && d.articleHref && (
        <p className={styles.article}>
          {`${PODCAST_TEXTS.article}: `}
          <a href={d.articleHref}>{e.article.title}</a>
        </p>
      )}
      <p>
        <a href={e.podcast.page}>{PODCAST_TEXTS.allEpisodes}</a>
      </p>
    </article>
  );
}
