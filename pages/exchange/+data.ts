import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../domain/head';
import { SITES } from '../../domain/sites';
import { exchangeRows, type ExchangeRow } from '../../domain/exchange';
import { exchangeKey } from '../../domain/screens';
import { formatCalendarDay } from '../../domain/dates';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';

export interface ExchangePageData extends PageData {
  currency: string;
  sign: string;
  /** 'YYYY-MM-DD' of the quotes, '' when there are none. */
  date: string;
  /** The same day as the spec writes dates ('2026. november 22.'). */
  dateText: string;
  rows: ExchangeRow[];
}

export async function data(pageContext: PageContextServer): Promise<ExchangePageData> {
  const site = siteOf(pageContext);
  const { code, sign } = SITES[site].currency;
  const api = apiOf(pageContext);
  const [shell, day, month] = await Promise.all([loadShell(pageContext), api.exchange(null, 'day'), api.exchange(null, 'month')]);
  return {
    head: pageHead(site, { title: 'Árfolyamok', path: '/arfolyam' }),
    shell,
    currency: code,
    sign,
    date: day.date,
    dateText: formatCalendarDay(day.date) ?? '',
    rows: exchangeRows(day, month, sign),
    deps: { articles: [], lists: [exchangeKey(code)] },
  };
}
