import type { NamedSlug } from '../../domain/types';
import styles from './TagList.module.css';

export function TagList({ tags }: { tags: NamedSlug[] }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Címkék" className={styles.tags}>
      <ul>
        {tags.map((t) => (
          <li key={t.slug}>
            <a href={`/cimke/${t.slug}`}>{t.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
