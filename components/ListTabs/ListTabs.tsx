import type { ListTab } from '../../domain/listViews';
import styles from './ListTabs.module.css';

/** The tab bar of a list (sub-site sections, hiking difficulties, fact-check methodology): plain links. */
export function ListTabs({ tabs, label }: { tabs: readonly ListTab[]; label: string }) {
  if (tabs.length === 0) return null;
  return (
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
  );
}
