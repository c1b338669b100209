import type { SiteSlug, SubArticle } from '../../domain/types';
import { LIVE_CHILD_ARTICLES_SHOWN } from '../../domain/constants';
import { formatClock, formatLongDate } from '../../domain/dates';
import { SITES } from '../../domain/sites';
import { postBodyHtml } from '../../domain/articleBody/postBody';
import { ArticleCard } from '../ArticleCard/ArticleCard';
import styles from './LiveBlog.module.css';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import { LIVE_BLOG_ATTR } from '../../live/attrs';

/** Posts drawn with the first paint; the ones below are laid out as they near the screen (D-299). */
const POSTS_DRAWN_FIRST = 3;

/** One post; `zone` is the clock of the page's site. */
function Post({ item, now, pinned, zone, later }: { item: SubArticle; now: number; pinned: boolean; zone: string; later: boolean }) {
  const p = item.document;
  return (
    <article className={later ? `${styles.post} render-later` : styles.post} id={p.slug} data-pinned={pinned ? '' : undefined}>
      <header>
        <p className={styles.stamp}>
          {pinned && <span className={styles.pin}>Kiemelt</span>}
          <span className={styles.clock} data-post-clock="">
            {formatClock(p.pubDate, zone)}
          </span>
          <RelativeTime unix={p.pubDate} now={now} zone={zone} title={formatLongDate(p.pubDate, zone)} />
        </p>
        <h2 className={styles.postTitle}>{p.title}</h2>
      </header>
      <div className={`${styles.postBody} prose`} dangerouslySetInnerHTML={{ __html: postBodyHtml(p) }} />
    </article>
  );
}

/**
 * A live blog's posts, pinned ones first, then the page's posts newest first; articles attached to the
 * live blog show as at most four teasers.
 */
export function LiveBlog({
  pinned,
  items,
  site,
  now,
  currentSlug,
}: {
  pinned: SubArticle[];
  items: SubArticle[];
  /** The page's site: an attached article of the other domain is linked there. */
  site: SiteSlug;
  now: number;
  currentSlug?: string;
}) {
  const pinnedPosts = pinned.filter((i) => i.type === 'post');
  const shown = [...pinnedPosts, ...items.filter((i) => i.type === 'post')];
  const zone = SITES[site].timeZone;
  const children = [...pinned, ...items].filter((i) => i.type === 'article').slice(0, LIVE_CHILD_ARTICLES_SHOWN);
  return (
    <section className={styles.blog} aria-label="Percről percre" {...{ [LIVE_BLOG_ATTR]: true }}>
      {children.length > 0 && (
        <div className={styles.children}>
          <h2 className={styles.heading}>Kapcsolódó cikkek</h2>
          {children.map((c) => (
            <ArticleCard key={c.document.id} article={c.document} site={site} />
          ))}
        </div>
      )}
      {shown.map((i, n) => (
        <Post key={i.document.id} item={i} now={now} pinned={n < pinnedPosts.length} zone={zone} later={n >= POSTS_DRAWN_FIRST} />
      ))}
      {currentSlug && <p className="visually-hidden">Kiemelt bejegyzés: {currentSlug}</p>}
    </section>
  );
}
