// A render worker thread: vike's renderPage() over the production build, one page per task, the HTML
// compressed here so compression uses every core. Plain JavaScript, so the thread runs without the tsx
// loader, whose hooks cost a millisecond on every dynamic import vike makes per page. Its task and result
// types are in render.ts.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

/** @type {Promise<typeof import('vike/server').renderPage> | null} */
let loading = null;

/** @param {string} distDir */
function load(distDir) {
  loading ??= (async () => {
    await import(pathToFileURL(join(resolve(distDir), 'server', 'entry.mjs')).href);
    return (await import('vike/server')).renderPage;
  })();
  return loading;
}

/** Socket errors of node:http (renderer/httpGetJson.ts) that mean the content API cannot be reached. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT']);

/**
 * Why a render failed because of the content API (unreachable, timed out, 5xx, not JSON), or null when it
 * failed for another reason (a bad article): the first stops the batch, the second skips one page.
 * @param {unknown} err
 * @returns {string | null}
 */
function apiFailure(err) {
  if (!err || typeof err !== 'object') return null;
  const e = /** @type {{ name?: string, message?: string, response?: { status?: number } }} */ (err);
  if (e.name === 'HTTPError') {
    const status = e.response?.status ?? 0;
    return status >= 500 || status === 408 || status === 429 ? `content API answered ${status}` : null;
  }
  if (e.name === 'TimeoutError') return 'content API timed out';
  if (e.name === 'SyntaxError') return 'content API answered something that is not JSON';
  if (e.name === 'TypeError' && /fetch failed/i.test(e.message ?? '')) return 'content API unreachable';
  if (UNREACHABLE.has(/** @type {{ code?: string }} */ (err).code ?? '')) return 'content API unreachable';
  return null;
}

/**
 * gzip 6 and brotli 5: within a few per cent of the smallest files, at about half the CPU of gzip 9 and
 * brotli 7 (measured: compression was a tenth of a full build's CPU at the higher levels). Synchronous: the
 * thread has nothing better to do, and the async API's streams and thread hand-off cost nearly as much
 * again as the compression (measured 2.2 against 1.25 ms of CPU for a page).
 * @param {string} html
 */
function compress(html) {
  const buf = Buffer.from(html);
  return {
    gz: gzipSync(buf, { level: 6 }),
    br: brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length } }),
  };
}

/**
 * @param {import('./render').RenderTask} task
 * @returns {Promise<import('./render').RenderResult>}
 */
export default async function render(task) {
  const renderPage = await load(task.distDir);
  const pageContext = await renderPage({
    urlOriginal: task.url,
    host: task.host,
    siteSlug: task.site,
    contentApiUrl: task.contentApiUrl,
    dataGeneration: task.dataGeneration,
    ...(task.previewToken ? { previewToken: task.previewToken } : {}),
  });
  const res = pageContext.httpResponse;
  const headers = new Map((res?.headers ?? []).map(([k, v]) => [k.toLowerCase(), v]));
  const data = /** @type {{ data?: { deps?: import('../domain/dependencies').PageDeps, shell?: { degraded?: true } } }} */ (pageContext).data;
  const status = res?.statusCode ?? 500;
  const failure = status >= 500 ? apiFailure(pageContext.errorWhileRendering) : data?.shell?.degraded ? 'content API gave no shell (menus)' : null;
  const html = typeof res?.body === 'string' ? res.body : '';
  const packed = (status === 200 || status === 404) && html ? compress(html) : null;
  return {
    url: task.url,
    site: task.site,
    status,
    html,
    location: headers.get('location') ?? null,
    deps: data?.deps ?? null,
    apiFailure: failure,
    gz: packed?.gz ?? null,
    br: packed?.br ?? null,
  };
}

/**
 * Several pages in one task, rendered concurrently: a task costs the pool a message each way and a heap
 * measurement, which at prerender rates was a few per cent of the worker's time.
 * @param {import('./render').RenderTask[]} tasks
 * @returns {Promise<import('./render').RenderResult[]>}
 */
export function renderMany(tasks) {
  return Promise.all(tasks.map(render));
}
