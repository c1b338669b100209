// The exchange-rate page (/arfolyam): rows of today's rates in the site's currency with the day's and the
// range's change, from the content API's /api/exchange answers.
import type { ExchangeHistory } from './types';
import { formatNumber } from './dates';

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
