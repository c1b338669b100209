import type { ExchangeRates, SiteSlug } from '../../domain/types';
import { SITES } from '../../domain/sites';
import { formatFixed } from '../../domain/dates';
import styles from './ExchangeStrip.module.css';

const SHOWN = ['EUR', 'USD', 'CHF'];
/** Every rate of the strip with two decimals, as the rates page writes them. */
const DECIMALS = 2;

/** Today's main rates in the site's currency (Ft on the Hungarian sites, Lei on the Romanian edition). */
export function ExchangeStrip({ site, rates }: { site: SiteSlug; rates: ExchangeRates | null }) {
  if (!rates || rates.rates.length === 0) return null;
  const sign = SITES[site].currency.sign;
  const shown = rates.rates.filter((r) => SHOWN.includes(r.code));
  return (
    <p className={styles.strip}>
      <a href="/arfolyam">Árfolyamok</a>
      {shown.map((r) => (
        <span key={r.code} data-currency={r.code}>
          {`${r.code} ${formatFixed(r.rate, DECIMALS)} ${sign}`}
        </span>
      ))}
    </p>
  );
}
