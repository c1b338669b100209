import type { ListLogo } from '../../domain/listViews';
import styles from './SubBrandLogo.module.css';

/**
 * A sub-brand's logo, drawn locally (a mark and the brand's name as a wordmark): no image is fetched, and
 * the name is real text for readers and search engines. The latest-news logo has a pulsing "live" dot.
 */
export function SubBrandLogo({ logo }: { logo: ListLogo }) {
  const key = logo.kind === 'latest' ? 'legfrissebb' : logo.slug;
  return (
    <span className={styles.logo} data-logo={key}>
      <svg className={styles.mark} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        {logo.kind === 'latest' ? (
          <>
            <circle cx="10" cy="10" r="9" className={styles.ring} />
            <circle cx="10" cy="10" r="5" className={styles.dot} />
          </>
        ) : (
          <rect x="2" y="2" width="16" height="16" rx="3" className={styles.square} />
        )}
      </svg>
      <span className={styles.name}>{logo.name}</span>
    </span>
  );
}
