// The level of an access line (config/accessLog.ts). A reader's step is one line at info; what comes on a
// schedule is not: an orchestrator's probes, the cron job's look at the changes feed every 5 s, the live
// layer's polls of every open page (an article's version, the shared data, the live scores), and the prerender
// job's reads (a full build's thousands, the sweep's hundreds a minute; the run's own line tells what it did).
// They would bury the start banner and every line worth reading, so they go at debug, and one info line a
// minute counts them (domain/accessTally.ts). A failed one is still an error line.
import { isOverlongPath } from './overlong';
import { SHARED_DATA_PATH } from './sharedData';

export type AccessLevel = 'debug' | 'info' | 'error';

/** The User-Agent of the prerender job's reads (renderer/shell.ts apiOf in a prerender run). */
export const JOB_USER_AGENT = 'hirter-prerender';
/**
 * The User-Agent of the edge's health probe of each origin (prerender/varnish.ts), every 2 s: it asks a file of the
 * output, since nginx has no /healthz, so only its agent tells it from a reader's request.
 */
export const EDGE_PROBE_USER_AGENT = 'hirter-edge-probe';

/** Asked every few seconds by an orchestrator or a healthcheck: debug whatever the answer (503 until ready). */
const PROBES = new Set(['/healthz', '/readyz', '/api/health', '/internal/api/health']);

/** Polled on a timer, by path as the edge and the content API get them (the preview's polls under /internal). */
const POLLED = new Set([
  SHARED_DATA_PATH,
  '/api/minutes',
  '/builds/latest.json',
  // The cron job's tick (prerender/cron-main.ts): the feed's head, the redirect rules, the changes.
  '/api/changes',
  '/api/changes/head',
  '/api/route-rules',
]);
const POLLED_PATTERNS = [/^\/api\/articles\/[^/]+\/version$/, /^\/api\/livescore\//, /^\/livescore\//];

/** Whether `path` is an orchestrator's probe. */
export function isProbe(path: string): boolean {
  return PROBES.has(path);
}

/** Whether a request comes on a schedule: a probe, the cron job's or the live layer's poll, the prerender job's read. */
export function isPolled(path: string, userAgent?: string): boolean {
  if (isProbe(path) || userAgent === JOB_USER_AGENT || userAgent === EDGE_PROBE_USER_AGENT) return true;
  const p = path.startsWith('/internal/api/') ? path.slice('/internal'.length) : path;
  return POLLED.has(p) || POLLED_PATTERNS.some((re) => re.test(p));
}

/** The level of the access line of a request to `path` (by `userAgent`) answered `status`. */
export function accessLevel(path: string, status: number, userAgent?: string): AccessLevel {
  if (isProbe(path)) return 'debug';
  if (status >= 500) return 'error';
  // A fuzzer's paths: no page has one, and thousands of them would bury the log at info.
  if (isPolled(path, userAgent) || isOverlongPath(path)) return 'debug';
  return 'info';
}
