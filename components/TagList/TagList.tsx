import type { NamedSlug } from '../../domain/types';
import { tagPath } from '../../domain/listLinks';
import styles from './TagList.module.css';
import { TAG_LIST_SLUGS_ATTR } from './attrs';

// Every domain lists every tag (a tag spans the domains), so a tag link stays on the page's own domain.
export function TagList({ tags }: { tags: NamedSlug[] }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Címkék" className={styles.tags} {...{ [TAG_LIST_SLUGS_ATTR]: tags.map((t) => t.slug).join(' ') }}>
      <ul>
        {tags.map((t) => (
          <li key={t.slug}>
            <a href={tagPath(t.slug)}>{t.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
