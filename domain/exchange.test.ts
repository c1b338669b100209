import { describe, expect, it } from 'vitest';
import { exchangeQuery, exchangeRows, formatChange } from './exchange';
import type { ExchangeHistory } from './types';

describe('formatChange', () => {
  it.each([
    [0.25, '+0,25%'],
    [-1.1, '−1,1%'],
    [0, '0%'],
    [0.001, '0%'],
    [-0.004, '0%'],
    [12.345, '+12,35%'],
    [Number.NaN, '–'],
  ])('%s → %s', (n, text) => {
    expect(formatChange(n)).toBe(text);
  });
});

const day: ExchangeHistory = {
  base: 'HUF',
  date: '2026-11-22',
  range: 'day',
  rates: [
    { code: 'EUR', name: 'euró', rate: 395.123, change: 0.5 },
    { code: 'USD', name: 'amerikai dollár', rate: 1365.5, change: -0.2 },
    { code: 'RON', name: 'román lej', rate: 0.0126, change: 0 },
  ],
  history: [],
};
const month: ExchangeHistory = {
  ...day,
  range: 'month',
  history: [
    {
      code: 'EUR',
      points: [
        { date: '2026-10-22', rate: 400 },
        { date: '2026-11-22', rate: 395.123 },
      ],
    },
    { code: 'USD', points: [{ date: '2026-11-22', rate: 1365.5 }] },
  ],
};

describe('exchangeRows', () => {
  it('gives each rate in the site currency with the day and range change', () => {
    expect(exchangeRows(day, month, 'Ft')).toEqual([
      { code: 'EUR', name: 'euró', rate: '395,12 Ft', day: '+0,5%', range: '−1,22%', trend: 'up' },
      { code: 'USD', name: 'amerikai dollár', rate: '1 365,50 Ft', day: '−0,2%', range: '–', trend: 'down' },
      { code: 'RON', name: 'román lej', rate: '0,0126 Ft', day: '0%', range: '–', trend: 'flat' },
    ]);
  });

  it('shows the Romanian edition’s rates in Lei, and no range change without history', () => {
    const rows = exchangeRows({ ...day, base: 'RON', rates: [{ code: 'EUR', name: 'euró', rate: 4.7, change: 0 }] }, null, 'Lei');
    expect(rows).toEqual([{ code: 'EUR', name: 'euró', rate: '4,70 Lei', day: '0%', range: '–', trend: 'flat' }]);
  });
});

describe('exchangeQuery', () => {
  it('names a currency quoted against the site’s base, and a range', () => {
    expect(exchangeQuery('HUF', { currency: 'EUR', range: 'month' })).toEqual({ currency: 'EUR', range: 'month' });
    expect(exchangeQuery('RON', { currency: 'EUR' })).toEqual({ currency: 'EUR', range: 'day' });
    expect(exchangeQuery('RON', { currency: 'HUF', range: 'year' })).toEqual({ currency: 'HUF', range: 'year' });
    expect(exchangeQuery('HUF', {})).toEqual({ currency: null, range: 'day' });
  });

  it.each([
    ['HUF', { currency: 'HUF' }, "Invalid parameter 'currency': expected one of EUR, USD, CHF, GBP, RON, CZK, PLN (quoted in HUF), got 'HUF'"],
    ['RON', { currency: 'PLN' }, "Invalid parameter 'currency': expected one of EUR, USD, CHF, GBP, HUF (quoted in RON), got 'PLN'"],
    ['HUF', { currency: 'eur' }, "Invalid parameter 'currency': expected one of EUR, USD, CHF, GBP, RON, CZK, PLN (quoted in HUF), got 'eur'"],
    ['HUF', { currency: 'EUR', range: 'decade' }, "Invalid parameter 'range': expected one of day, week, month, year, got 'decade'"],
  ] as const)('%s %j is refused with a message', (base, params, error) => {
    expect(exchangeQuery(base, params)).toEqual({ error });
  });
});
