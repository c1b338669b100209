import { SITES } from '../../domain/sites';
import { footerGroups, type MenuGroup } from '../../domain/menus';
import type { Shell } from '../../domain/shell';
import { ExchangeStrip } from '../ExchangeStrip/ExchangeStrip';
import { PushControl } from '../PushControl/PushControl';
import styles from './Footer.module.css';
import { CONSENT_TEXTS } from '../../domain/consentTexts';
import { CONSENT_OPEN_ATTR } from '../Consent/attrs';

function Links({ group }: { group: MenuGroup }) {
  const id = `footer-${group.id}`;
  return (
    <nav aria-labelledby={id} className={styles.group}>
      <p id={id} className="link-group-title">
        {group.title}
      </p>
      <ul>
        {group.items.map((i) => (
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
    <footer className={`${styles.footer} render-later`}>
      <div className={styles.inner}>
        {m && (
          <div className={styles.columns}>
            {footerGroups(m).map((g) => (
              <Links key={g.id} group={g} />
            ))}
          </div>
        )}
        <ExchangeStrip site={shell.site} rates={shell.exchangeRates} />
        <PushControl />
        {/* The consent manager shows it (consent/cmp.ts): without it nothing of a third party loads, so nothing to change. */}
        <button type="button" className={styles.consent} hidden {...{ [CONSENT_OPEN_ATTR]: '' }}>
          {CONSENT_TEXTS.settings}
        </button>
        <p className={styles.copy}>© {site.publisherName}</p>
      </div>
    </footer>
  );
}
