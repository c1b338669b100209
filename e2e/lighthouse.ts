// Lighthouse 12 (mobile, simulated throttling) in Debian's Chromium against the static origin: the page types
// of issue #24, one run, and the median of several. Two uses (D-304): e2e/site/lighthouse.test.ts holds each
// page type to the figures no timing changes (accessibility, best practices and SEO 1, CLS ≤ 0.01) in one run;
// bench/lighthouse.ts (`npm run bench -- lighthouse`) prints the speed figures against their goals. For the bench
// a run gathers once and audits twice: the trace as observed (every figure Lighthouse reports) and the same
// trace with the page's main-thread tasks at their thread time, the blocking time the page itself causes on a
// machine whose two cores its browser shares (D-302, testing/threadTimeTrace.ts).
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withThreadTime, type TraceEvent } from '../testing/threadTimeTrace';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/browser';
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
  /** The same run with the main thread's tasks at their thread time (D-302); only when asked for. */
  threadTime: { performance: number; lcp: number; fcp: number; tbt: number };
  /** Audits of a category below 1 that failed, for a gate's message. */
  failing: string[];
}

/** What `npm test` holds every page type to, in one run: figures no machine's speed changes (D-304). */
export const QUALITY_GATES = { accessibility: 1, 'best-practices': 1, seo: 1, cls: 0.01 } as const;

/** Issue #24's speed goals on the median of several runs, on thread time (D-302): `npm run bench -- lighthouse`. */
export const SPEED_GOALS = { performance: 0.98, lcpMs: 1200, tbtMs: 50 } as const;

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

const SETTINGS: NonNullable<Parameters<typeof lighthouse>[1]> = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
  // Mobile, simulated throttling: Lighthouse's defaults, named so that a default change shows here.
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  // The report's element thumbnails: no audit reads it, and it took 1.5 s of every run.
  disableFullPageScreenshot: true,
};

/**
 * For the quality gates alone: their three categories and CLS, without the performance category's other audits
 * (the speed figures are the bench's) and their gatherers; no back/forward-cache probe (a second navigation) and
 * no screenshots, which none of them reads.
 */
const QUALITY_ONLY: NonNullable<Parameters<typeof lighthouse>[1]> = {
  onlyCategories: CATEGORIES.filter((c) => c !== 'performance'),
  onlyAudits: ['cumulative-layout-shift'],
  skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Lighthouse's audit of the artifacts gathered into `dir` (with the settings they were gathered with). */
async function auditOf(url: string, dir: string, settings = SETTINGS): Promise<Lhr> {
  const result = await lighthouse(url, { ...settings, auditMode: dir });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
  return lhr;
}

/**
 * One Lighthouse run of `url` in a fresh Chromium (its own profile: no cache, no service worker of an earlier run);
 * with `threadTime`, the trace is audited a second time on the page's thread time (NaN figures otherwise).
 */
export async function lighthouseRun(url: string, o: { threadTime: boolean }): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  try {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
    try {
      await lighthouse(url, { ...SETTINGS, ...(o.threadTime ? {} : QUALITY_ONLY), port: chrome.port, gatherMode: dir });
    } finally {
      chrome.kill();
    }
    const lhr = await auditOf(url, dir, o.threadTime ? SETTINGS : { ...SETTINGS, ...QUALITY_ONLY });
    let threadLhr: Lhr | null = null;
    if (o.threadTime) {
      const traceFile = join(dir, 'defaultPass.trace.json');
      const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
      writeFileSync(traceFile, JSON.stringify({ ...trace, traceEvents: withThreadTime(trace.traceEvents) }));
      threadLhr = await auditOf(url, dir);
    }
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
      threadTime: threadLhr
        ? {
            performance: threadLhr.categories.performance?.score ?? 0,
            lcp: audit(threadLhr, 'largest-contentful-paint'),
            fcp: audit(threadLhr, 'first-contentful-paint'),
            tbt: audit(threadLhr, 'total-blocking-time'),
          }
        : { performance: Number.NaN, lcp: Number.NaN, fcp: Number.NaN, tbt: Number.NaN },
      failing,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
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
    threadTime: {
      performance: median(runs.map((r) => r.threadTime.performance)),
      lcp: median(runs.map((r) => r.threadTime.lcp)),
      fcp: median(runs.map((r) => r.threadTime.fcp)),
      tbt: median(runs.map((r) => r.threadTime.tbt)),
    },
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

/** The quality gates a run misses, one line each (empty when it passes). */
export function qualityFailures(r: LighthouseRun): string[] {
  const out: string[] = [];
  for (const c of ['accessibility', 'best-practices', 'seo'] as const)
    if (r.scores[c] < QUALITY_GATES[c]) out.push(`${c} ${r.scores[c]} < ${QUALITY_GATES[c]}`);
  // NaN (the audit missing from the run) is no pass.
  if (!(r.cls <= QUALITY_GATES.cls)) out.push(`CLS ${r.cls.toFixed(3)} > ${QUALITY_GATES.cls}`);
  return out;
}

/** The speed goals a median run (on thread time) misses, one line each: printed by the bench, never a test. */
export function speedMisses(m: LighthouseRun): string[] {
  const out: string[] = [];
  if (m.threadTime.performance < SPEED_GOALS.performance) out.push(`performance (thread time) ${m.threadTime.performance} < ${SPEED_GOALS.performance}`);
  if (m.threadTime.lcp > SPEED_GOALS.lcpMs) out.push(`LCP (thread time) ${Math.round(m.threadTime.lcp)} ms > ${SPEED_GOALS.lcpMs} ms`);
  if (m.threadTime.tbt > SPEED_GOALS.tbtMs) out.push(`TBT (thread time) ${Math.round(m.threadTime.tbt)} ms > ${SPEED_GOALS.tbtMs} ms`);
  return out;
}
