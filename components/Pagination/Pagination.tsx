import { pagination, type PaginationItem } from '../../domain/lists';
import styles from './Pagination.module.css';

const ARROWS: Record<'first' | 'prev' | 'next' | 'last', { text: string; label: string }> = {
  first: { text: '«', label: 'Első oldal' },
  prev: { text: '‹', label: 'Előző oldal' },
  next: { text: '›', label: 'Következő oldal' },
  last: { text: '»', label: 'Utolsó oldal' },
};

/** Page links with `oldal` (page 1 has no query); nothing when there is one page. */
export function Pagination({ current, total, href }: { current: number; total: number; href: (page: number) => string }) {
  const items = pagination(current, total);
  if (items.length === 0) return null;
  const render = (item: PaginationItem, i: number) => {
    if (item.kind === 'ellipsis')
      return (
        <li key={`e${i}`} aria-hidden="true">
          …
        </li>
      );
    if (item.kind === 'page') {
      return <li key={`p${item.page}`}>{item.current ? <span aria-current="page">{item.page}</span> : <a href={href(item.page)}>{item.page}</a>}</li>;
    }
    const arrow = ARROWS[item.kind];
    return (
      <li key={item.kind}>
        {item.disabled ? (
          <span aria-hidden="true" className={styles.disabled}>
            {arrow.text}
          </span>
        ) : (
          <a href={href(item.page)} aria-label={arrow.label}>
            {arrow.text}
          </a>
        )}
      </li>
    );
  };
  return (
    <nav aria-label="Lapozó" className={styles.pager}>
      <ul>{items.map(render)}</ul>
    </nav>
  );
}

export function pageHref(path: string, page: number): string {
  return page > 1 ? `${path}?oldal=${page}` : path;
}
