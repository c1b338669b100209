import type { Article } from '../../domain/types';
import { ArticleCard } from '../ArticleCard/ArticleCard';
import styles from './RecommenderBox.module.css';

/** Sidebar recommendations: the newest and the most important articles of this version of the lists. */
export function RecommenderBox({ newest, important, exclude }: { newest: Article[]; important: Article[]; exclude: number }) {
  const groups = [
    { title: 'Legfrissebb', items: newest.filter((a) => a.id !== exclude) },
    { title: 'Legfontosabb', items: important.filter((a) => a.id !== exclude) },
  ].filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <aside className={styles.box} aria-label="Ajánló">
      {groups.map((g) => (
        <section key={g.title}>
          <h2 className={styles.heading}>{g.title}</h2>
          {g.items.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </section>
      ))}
    </aside>
  );
}
