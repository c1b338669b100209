import type { ListTab } from '../../domain/listViews';
import styles from './ListTabs.module.css';
import { SPONSORED_LINE_ATTR } from '../ListHeader/attrs';

/**
 * The tab bar of a list (sub-site sections, hiking difficulties, fact-check methodology): plain links. Where no header
 * group shows (the sub-sites), the bar takes its parts: `feed`, the list's RSS link, at the row's end rather than on
 * a row of its own, and `sponsoredLine`, the ad script's hook for the sponsor's line (ListHeader/attrs.ts).
 */
export function ListTabs({
  tabs,
  label,
  feed = null,
  sponsoredLine = false,
}: {
  tabs: readonly ListTab[];
  label: string;
  feed?: { href: string; title: string } | null;
  sponsoredLine?: boolean;
}) {
  if (tabs.length === 0) return null;
  return (
    <div className={styles.bar} {...(sponsoredLine ? { [SPONSORED_LINE_ATTR]: '' } : {})}>
      <nav className={styles.tabs} aria-label={label}>
        <ul>
          {tabs.map((t) => (
            <li key={t.href}>
              <a href={t.href} aria-current={t.active ? 'page' : undefined}>
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {feed && (
        <a className={styles.feed} href={feed.href} type="application/rss+xml">
          RSS<span className="visually-hidden"> – {feed.title}</span>
        </a>
      )}
    </div>
  );
}
