import { SITES } from '../../domain/sites';
import type { MenuItem } from '../../domain/types';
import type { Shell } from '../../renderer/shell';
import { ExchangeStrip } from '../ExchangeStrip/ExchangeStrip';
import { PushControl } from '../PushControl/PushControl';
import styles from './Footer.module.css';

function Links({ label, items }: { label: string; items: MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.group}>
      <ul>
        {items.map((i) => (
          <li key={i.url}>
            <a href={i.url}>{i.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ shell }: { shell: Shell }) {
  const m = shell.menus;
  const site = SITES[shell.site];
  return (
    <footer className={styles.footer}>
      {m && (
        <div className={styles.columns}>
          <Links label="Kiemelt" items={m.footerHighlight} />
          <Links label="Tudnivalók" items={m.footerNormal} />
          <Links label="Alkalmazások" items={m.footerApp} />
          <Links label="Közösségi oldalaink" items={m.footerSocial} />
        </div>
      )}
      <ExchangeStrip site={shell.site} rates={shell.exchangeRates} />
      <PushControl />
      <p className={styles.copy}>© {site.publisherName}</p>
    </footer>
  );
}
