// The exchange-rate page (/arfolyam): rows of today's rates in the site's currency with the day's and the
// range's change, from the content API's /api/exchange answers.
import type { ExchangeHistory, ExchangeRange } from './types';
import { formatNumber } from './dates';

/** A site's own currency, which every rate of its answers is quoted in. */
export type BaseCurrency = 'HUF' | 'RON';

/** The currencies quoted against each base: what /api/exchange?currency= may name (EUR in forints or in lei). */
export const QUOTED_CURRENCIES: Readonly<Record<BaseCurrency, readonly string[]>> = {
  HUF: ['EUR', 'USD', 'CHF', 'GBP', 'RON', 'CZK', 'PLN'],
  RON: ['EUR', 'USD', 'CHF', 'GBP', 'HUF'],
};

/** The spans /api/exchange?range= names, the day's quote by default. */
export const EXCHANGE_RANGES: readonly ExchangeRange[] = ['day', 'week', 'month', 'year'];

export type ExchangeQuery = { currency: string | null; range: ExchangeRange } | { error: string };

/**
 * /api/exchange's parameters (reader-site.md §7 `currency`, `range`): `currency` a currency quoted against the
 * site's base (none: all of them), `range` one of EXCHANGE_RANGES; anything else is the 400's message.
 */
export function exchangeQuery(base: BaseCurrency, params: { currency?: string; range?: string }): ExchangeQuery {
  const quoted = QUOTED_CURRENCIES[base];
  const currency = params.currency || null;
  if (currency !== null && !quoted.includes(currency))
    return { error: `Invalid parameter 'currency': expected one of ${quoted.join(', ')} (quoted in ${base}), got '${currency.slice(0, 20)}'` };
  const range = params.range || 'day';
  if (!(EXCHANGE_RANGES as readonly string[]).includes(range))
    return { error: `Invalid parameter 'range': expected one of ${EXCHANGE_RANGES.join(', ')}, got '${range.slice(0, 20)}'` };
  return { currency, range: range as ExchangeRange };
}

export interface ExchangeRow {
  code: string;
  name: string;
  /** '395,12 Ft' */
  rate: string;
  /** Change since the previous quote, '+0,25%' / '−1,1%' / '0%'. */
  day: string;
  /** Change over the longer range (from its first quote to today), or '–' without history. */
  range: string;
  /** 'up' | 'down' | 'flat' of the day's change, for colour and screen readers. */
  trend: 'up' | 'down' | 'flat';
}

/** A signed percentage with a Hungarian decimal comma and a true minus sign. */
export function formatChange(percent: number): string {
  if (!Number.isFinite(percent)) return '–';
  const rounded = Math.round(percent * 100) / 100;
  if (rounded === 0) return '0%';
  return `${rounded > 0 ? '+' : '−'}${formatNumber(Math.abs(rounded), 2)}%`;
}

/** Rate per unit with a fixed number of decimals (4,70, not 4,7); under 1 unit of the base (HUF in lei) four. */
function formatRate(rate: number, sign: string): string {
  const digits = rate < 1 ? 4 : 2;
  const text = formatNumber(rate, digits);
  const [int, frac = ''] = text.split(',');
  return `${int},${frac.padEnd(digits, '0')} ${sign}`;
}

export function exchangeRows(day: ExchangeHistory, longer: ExchangeHistory | null, sign: string): ExchangeRow[] {
  return day.rates.map((r) => {
    const points = longer?.history.find((h) => h.code === r.code)?.points ?? [];
    const first = points[0];
    const range = first && first.rate > 0 && points.length > 1 ? formatChange(((r.rate - first.rate) / first.rate) * 100) : '–';
    const rounded = Math.round(r.change * 100) / 100;
    return {
      code: r.code,
      name: r.name,
      rate: formatRate(r.rate, sign),
      day: formatChange(r.change),
      range,
      trend: rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat',
    };
  });
}
