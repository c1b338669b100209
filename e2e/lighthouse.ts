// Lighthouse 12 (mobile, simulated throttling) in Debian's Chromium against the static origin: the pages the
// gates of issue #24 measure, one run, and the median of several. Used by e2e/lighthouse.spec.ts (the gates in
// `npm test`) and bench/lighthouse.ts (`npm run bench -- lighthouse`, the table).
// Each run gathers once and audits twice: the trace as observed (every figure Lighthouse reports) and the same
// trace with the page's main-thread tasks at their thread time, for the blocking time the page itself causes
// on a machine whose two cores its browser shares (D-302, testing/threadTimeTrace.ts).
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
  /** The same run with the main thread's tasks at their thread time (D-302). */
  threadTime: { performance: number; lcp: number; fcp: number; tbt: number };
  /** Audits of a category below 1 that failed, for a gate's message. */
  failing: string[];
}

/** The gates of issue #24 on the median of the runs; performance, LCP and TBT on thread time (D-302). */
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

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Lighthouse's audit of the artifacts gathered into `dir` (with the settings they were gathered with). */
async function auditOf(url: string, dir: string): Promise<Lhr> {
  const result = await lighthouse(url, { ...SETTINGS, auditMode: dir });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
  return lhr;
}

/** One Lighthouse run of `url` in a fresh Chromium (its own profile: no cache, no service worker of an earlier run). */
export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  try {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
    try {
      await lighthouse(url, { ...SETTINGS, port: chrome.port, gatherMode: dir });
    } finally {
      chrome.kill();
    }
    const lhr = await auditOf(url, dir);
    const traceFile = join(dir, 'defaultPass.trace.json');
    const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
    writeFileSync(traceFile, JSON.stringify({ ...trace, traceEvents: withThreadTime(trace.traceEvents) }));
    const threadLhr = await auditOf(url, dir);
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
      threadTime: {
        performance: threadLhr.categories.performance?.score ?? 0,
        lcp: audit(threadLhr, 'largest-contentful-paint'),
        fcp: audit(threadLhr, 'first-contentful-paint'),
        tbt: audit(threadLhr, 'total-blocking-time'),
      },
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

/**
 * The gates a median run misses, one line each (empty when it passes). Performance, LCP and TBT are those of
 * the thread-time audit (D-302): Lighthouse's own, on the wall time of this machine, are printed beside them.
 */
export function gateFailures(m: LighthouseRun): string[] {
  const out: string[] = [];
  if (m.threadTime.performance < GATES.performance) out.push(`performance (thread time) ${m.threadTime.performance} < ${GATES.performance}`);
  for (const c of CATEGORIES) if (c !== 'performance' && m.scores[c] < GATES[c]) out.push(`${c} ${m.scores[c]} < ${GATES[c]}`);
  if (m.threadTime.lcp > GATES.lcpMs) out.push(`LCP (thread time) ${Math.round(m.threadTime.lcp)} ms > ${GATES.lcpMs} ms`);
  if (m.threadTime.tbt > GATES.tbtMs) out.push(`TBT (thread time) ${Math.round(m.threadTime.tbt)} ms > ${GATES.tbtMs} ms`);
  if (m.cls > GATES.cls) out.push(`CLS ${m.cls.toFixed(3)} > ${GATES.cls}`);
  return out;
}
