import { usePageData } from '../../renderer/usePageData';
import { ArticleCard } from '../../components/ArticleCard/ArticleCard';
import { TITLE_OTHER } from '../../domain/lists';
import type { AppWidgetPageData } from './+data';
import styles from '../static/Screen.module.css';

export default function Page() {
  const d = usePageData<AppWidgetPageData>();
  return (
    <section className={styles.screen} aria-labelledby="widget-title" data-app-widget>
      <h1 id="widget-title">Friss hírek</h1>
      {/* The cards' titles are h3 (their place in a list page): the outline needs the level between. */}
      <h2 className="visually-hidden">A legújabb cikkek</h2>
      {d.items.map((a) => (
        <ArticleCard key={a.id} article={a} site={d.shell.site} titleMax={TITLE_OTHER} image={false} />
      ))}
      <p>
        <a href="/legfrissebb">További friss hírek</a>
      </p>
    </section>
  );
}
