import type { Article, SiteSlug } from '../../domain/types';
import { showHighlightStrip, TITLE_OTHER } from '../../domain/lists';
import { ArticleCard } from '../ArticleCard/ArticleCard';
import styles from './HighlightStrip.module.css';

/** The editors' four picks above a list; nothing unless there are exactly four (spec §2, document 2 §5). */
/** `lead`: the strip's first picture is the page's largest (domain/leadImage.ts listLeadArticle). */
export function HighlightStrip({ items, site, lead = false }: { items: readonly Article[]; site: SiteSlug; lead?: boolean }) {
  if (!showHighlightStrip(items)) return null;
  return (
    <section className={styles.strip} aria-labelledby="highlights-title">
      <h2 id="highlights-title" className="visually-hidden">
        Kiemelt cikkek
      </h2>
      <div className={styles.grid}>
        {items.map((a, i) => (
          <ArticleCard key={a.id} article={a} site={site} size="large" imageSlot="strip" titleMax={TITLE_OTHER} leadPicture={lead && i === 0} />
        ))}
      </div>
    </section>
  );
}
