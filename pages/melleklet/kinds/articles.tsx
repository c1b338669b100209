import { ArticleCard } from '../../../components/ArticleCard/ArticleCard';
import { Pagination, pageHref } from '../../../components/Pagination/Pagination';
import { ElectionMap } from '../../../components/ElectionMap/ElectionMap';
import { LEAD, TITLE_BLOCK, TITLE_LIST } from '../../../domain/lists';
import type { ArticlesTabData } from './articles.load';
import type { TabView } from './types';
import styles from '../SupplementPage.module.css';

export const articlesView: TabView<ArticlesTabData> = {
  render: (d, page) => (
    <>
      {d.electionMap && <ElectionMap {...d.electionMap} />}
      <div className={styles.list} data-supplement-list>
        <h2 className="visually-hidden">{page.viewTitle}</h2>
        {d.items.length === 0 ? (
          <p className={styles.empty}>Ebben a mellékletben még nincs cikk.</p>
        ) : (
          // The first page opens with its newest article large, with its lead; every article has its date and lead.
          d.items.map((a, i) =>
            d.page === 1 && i === 0 ? (
              <ArticleCard key={a.id} article={a} site={page.shell.site} size="large" titleMax={TITLE_BLOCK} leadMax={LEAD} now={d.now} leadPicture />
            ) : (
              <ArticleCard key={a.id} article={a} site={page.shell.site} size="list" titleMax={TITLE_LIST} leadMax={LEAD} now={d.now} />
            ),
          )
        )}
        <Pagination current={d.page} total={d.totalPages} href={(p) => pageHref(page.path, p)} />
      </div>
    </>
  ),
};
