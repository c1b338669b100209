import type { Article } from '../../domain/types';
import { articlePath } from '../../domain/urls';
import { TITLE_OTHER, truncate } from '../../domain/lists';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import styles from './ArticleCard.module.css';

/** A small teaser: image, title (cut at `titleMax` with the full title as tooltip). */
export function ArticleCard({ article: a, titleMax = TITLE_OTHER, image = true }: { article: Article; titleMax?: number; image?: boolean }) {
  const title = truncate(a.title, titleMax);
  const href = a.url ?? articlePath(a);
  return (
    <article className={styles.card}>
      {image && a.coverImageSet && <ResponsiveImage set={a.coverImageSet} slot="thumb" alt="" />}
      <h3 className={styles.title}>
        <a href={href} title={title.truncated ? a.title : undefined}>
          {title.text}
        </a>
      </h3>
    </article>
  );
}
