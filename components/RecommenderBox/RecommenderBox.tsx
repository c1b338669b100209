import type { Article, SiteSlug } from '../../domain/types';
import { RECOMMENDER_TITLE_MAX } from '../../domain/recommender';
import { ArticleCard, TEXT_ONLY_CLASS } from '../ArticleCard/ArticleCard';
import styles from './RecommenderBox.module.css';
import { RECOMMENDER_BOX_ATTR, RECOMMENDER_EXCLUDE_ATTR, RECOMMENDER_GROUP_ATTR, RECOMMENDER_SITE_ATTR, RECOMMENDER_TEXT_ONLY_ATTR } from './attrs';

/**
 * Sidebar recommendations: the newest and the most important articles of this version of the lists. The
 * browser then shows the reader's own version (components/RecommenderBox/recommender.ts), so it names its version, site,
 * groups and the article it leaves out.
 */
export function RecommenderBox({
  version,
  site,
  newest,
  important,
  exclude,
}: {
  version: number;
  site: SiteSlug;
  newest: Article[];
  important: Article[];
  exclude: number;
}) {
  const groups = [
    { key: 'newest', title: 'Legfrissebb', items: newest.filter((a) => a.id !== exclude) },
    { key: 'important', title: 'Legfontosabb', items: important.filter((a) => a.id !== exclude) },
  ].filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <aside
      className={styles.box}
      aria-label="Ajánló"
      {...{ [RECOMMENDER_BOX_ATTR]: version }}
      {...{ [RECOMMENDER_SITE_ATTR]: site }}
      {...{ [RECOMMENDER_EXCLUDE_ATTR]: exclude }}
      {...{ [RECOMMENDER_TEXT_ONLY_ATTR]: TEXT_ONLY_CLASS }}
    >
      {groups.map((g) => (
        <section key={g.title} {...{ [RECOMMENDER_GROUP_ATTR]: g.key }}>
          <h2 className={styles.heading}>{g.title}</h2>
          {g.items.map((a) => (
            <ArticleCard key={a.id} article={a} site={site} titleMax={RECOMMENDER_TITLE_MAX} />
          ))}
        </section>
      ))}
    </aside>
  );
}
