import type { CommonData, ExchangeHistory, ExchangeRange, ExchangeRates, FrontendInit, Menus, SiteSlug } from '../../domain/types';
import { SITE_SLUGS } from '../../domain/sites';
import { PINNED_TRENDING_KEY, type CommonSettings, type PinnedTrending } from '../../domain/sharedData';
import type { ContentReader } from '../store/read';

export const CURRENCY_NAMES: Record<string, string> = {
  EUR: 'euró',
  USD: 'amerikai dollár',
  CHF: 'svájci frank',
  GBP: 'angol font',
  RON: 'román lej',
  HUF: 'magyar forint',
  CZK: 'cseh korona',
  PLN: 'lengyel zloty',
};

export function baseCurrency(site: SiteSlug): 'HUF' | 'RON' {
  return site === 'ro' ? 'RON' : 'HUF';
}

const RANGE_DAYS: Record<ExchangeRange, number> = { day: 1, week: 7, month: 31, year: 366 };

function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** The rates quoted in `base` over `range`: of one currency, or (null) of every one. */
export function exchange(reader: ContentReader, base: 'HUF' | 'RON', range: ExchangeRange, currency: string | null = null): ExchangeHistory {
  const latest = reader.latestExchangeDate(base);
  if (!latest) return { base, date: '', range, rates: [], history: [] };
  const points = reader.exchangeRates(base, daysBefore(latest, RANGE_DAYS[range])).filter((p) => currency === null || p.code === currency);
  const byCode = new Map<string, { date: string; rate: number }[]>();
  for (const p of points) {
    let list = byCode.get(p.code);
    if (!list) byCode.set(p.code, (list = []));
    list.push({ date: p.date, rate: p.rate });
  }
  const rates = [...byCode].map(([code, list]) => {
    const last = list[list.length - 1]!;
    const prev = list.length > 1 ? list[list.length - 2]! : last;
    return {
      code,
      name: CURRENCY_NAMES[code] ?? code,
      rate: last.rate,
      change: Math.round(((last.rate - prev.rate) / prev.rate) * 10000) / 100,
    };
  });
  return { base, date: latest, range, rates, history: [...byCode].map(([code, pts]) => ({ code, points: pts })) };
}

export function latestRates(reader: ContentReader, site: SiteSlug): ExchangeRates {
  const { base, date, rates } = exchange(reader, baseCurrency(site), 'week');
  return { base, date, rates };
}

/** What /api/frontend/refresh answers: shared data that changes during the day. */
export function commonData(reader: ContentReader, site: SiteSlug, counted: { slug: string; name: string }[]): CommonData {
  const settings = reader.setting<CommonSettings>('common');
  if (!settings) throw new Error('settings(common) missing: the store was not seeded');
  const trending = reader.setting<PinnedTrending>(PINNED_TRENDING_KEY)?.tags ?? counted;
  return {
    ...settings,
    frontendSetup: { siteSlug: site },
    exchangeRates: latestRates(reader, site),
    latestPrArticles: reader.latestPr(3),
    trendingTags: trending.map((t) => ({ ...t, url: `/cimke/${t.slug}` })),
  };
}

export function frontendInit(reader: ContentReader, site: SiteSlug, trending: { slug: string; name: string }[]): FrontendInit {
  const menus = Object.fromEntries(SITE_SLUGS.map((s) => [s, reader.menus(s) as Menus])) as Record<SiteSlug, Menus>;
  return { ...commonData(reader, site, trending), menus };
}
