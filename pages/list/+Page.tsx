import { usePageData } from '../../renderer/usePageData';
import { ArticleCard } from '../../components/ArticleCard/ArticleCard';
import { Pagination, pageHref } from '../../components/Pagination/Pagination';
import { TITLE_LIST } from '../../domain/lists';
import type { ListPageData } from './+data';
import styles from './ListPage.module.css';

export default function Page() {
  const d = usePageData<ListPageData>();
  return (
    <section className={styles.list} aria-labelledby="list-title">
      <header className={styles.header}>
        <h1 id="list-title">{d.title}</h1>
        {d.rss && (
          <a className={styles.rss} href={d.rss}>
            RSS
          </a>
        )}
      </header>
      {d.items.map((a) => (
        <ArticleCard key={a.id} article={a} titleMax={TITLE_LIST} />
      ))}
      <Pagination current={d.page} total={d.totalPages} href={(p) => pageHref(d.list.path, p)} />
    </section>
  );
}
