// A render worker thread: a page of the production build by vike's renderPage(), or, for a page kind vike
// has rendered once here, by the direct path (directRender.mjs, D-402); the HTML compressed here so
// compression uses every core. Plain JavaScript, so the thread runs without the tsx
// loader, whose hooks cost a millisecond on every dynamic import vike makes per page. Its task and result
// types are in render.ts.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFileSync, unlinkSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { stageFile, stagingMtime } from './tempFile.mjs';
import { failureOutcome } from '../contentClient/outcome.mjs';
import { withoutEntryTag } from '../domain/entryTag.mjs';
import { learn, renderDirect } from './directRender.mjs';

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

/**
 * Loads the build in this thread ahead of the first page (it takes about half a second), while the job
 * asks the content API what to render.
 * @param {string} distDir
 */
export async function warm(distDir) {
  await load(distDir);
}

/**
 * Why a render that answered 5xx failed: the content API's failure (the batch stops) or the page's own (the
 * page is skipped), by the one mapping of contentClient/outcome.mjs.
 * @param {unknown} err
 * @returns {import('./render').RenderFailure}
 */
function failureOf(err) {
  const reason = err instanceof Error ? err.message : String(err ?? 'no error reported');
  return { kind: failureOutcome(err) === 'content-api' ? 'content-api' : 'page', reason };
}

/**
 * brotli 3, and no gzip copy (D-404): every browser takes brotli, and the edge gzips a page on the fly for the
 * few clients that do not (nginx `gzip on`, server/staticFile.ts). Inside a render loop (caches cold after React
 * and JSON) brotli 5 cost several times brotli 3, for files 9 % smaller; a gzip 1 copy and its file were 9 % of
 * a full build's CPU. Synchronous: the thread has nothing better to do, and the async API's streams and thread
 * hand-off cost nearly as much again as the compression.
 * @param {string} html
 */
function compress(html) {
  const buf = Buffer.from(html);
  return {
    raw: buf,
    br: brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 3, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length } }),
  };
}

/**
 * @param {import('./render').RenderTask} task
 * @returns {Promise<import('./render').RenderResult>}
 */
export default async function render(task) {
  const { status, location, body, pageContext } = (await renderDirectly(task)) ?? (await renderByVike(task));
  const data = /** @type {{ data?: { deps?: import('../domain/dependencies').PageDeps, shell?: { degraded?: true } } }} */ (pageContext).data;
  /** @type {import('./render').RenderFailure | null} */
  const failure =
    status >= 500
      ? failureOf(pageContext.errorWhileRendering)
      : data?.shell?.degraded
        ? { kind: 'content-api', reason: 'content API gave no shell (menus)' }
        : null;
  const times = /** @type {{ renderTimes?: { reactMs: number, postMs: number } }} */ (pageContext).renderTimes;
  /** @type {import('./render').RenderCost} */
  const cost = { reactMs: times?.reactMs ?? 0, postMs: times?.postMs ?? 0, compressMs: 0, writeMs: 0 };
  const html = body === null ? '' : body.direct ? body.html : timed(cost, 'postMs', () => withoutEntryTag(body.html));
  const stylesheet = /** @type {{ stylesheet?: { href: string, text: string } | null }} */ (pageContext).stylesheet ?? null;
  const base = { url: task.url, site: task.site, status, location, deps: data?.deps ?? null, stylesheet, cost };
  if (failure) return { ...base, outcome: 'failed', failure, html, br: null, staged: null };
  if (status === 200 && html && task.file) return { ...base, outcome: 'rendered', html: '', br: null, staged: stage(task.file, html, cost) };
  // Unstaged: the 404 page the job writes itself. A batch's 404s are only removed, so they need no copies.
  const packed = !task.file && (status === 200 || status === 404) && html ? timed(cost, 'compressMs', () => compress(html)) : null;
  return { ...base, outcome: 'rendered', html, br: packed?.br ?? null, staged: null };
}

/**
 * @typedef {{ status: number, location: string | null, body: { html: string, direct: boolean } | null, pageContext: Record<string, any> }} Rendered
 */

/**
 * The page by the direct path, or null where vike must render it.
 * @param {import('./render').RenderTask} task
 * @returns {Promise<Rendered | null>}
 */
async function renderDirectly(task) {
  await load(task.distDir);
  const r = await renderDirect(task);
  return r && { status: 200, location: null, body: { html: r.body, direct: true }, pageContext: r.pageContext };
}

/**
 * The page by vike's renderPage, its functions learnt for the direct path when it rendered.
 * @param {import('./render').RenderTask} task
 * @returns {Promise<Rendered>}
 */
export async function renderByVike(task) {
  const renderPage = await load(task.distDir);
  const pageContext = await renderPage({
    urlOriginal: task.url,
    host: task.host,
    siteSlug: task.site,
    contentApiUrl: task.contentApiUrl,
    dataGeneration: task.dataGeneration,
    build: task.build,
    publishesStylesheet: Boolean(task.file),
  });
  learn(pageContext);
  const res = pageContext.httpResponse;
  const location = (res?.headers ?? []).find(([k]) => k.toLowerCase() === 'location')?.[1] ?? null;
  return { status: res?.statusCode ?? 500, location, body: typeof res?.body === 'string' ? { html: res.body, direct: false } : null, pageContext };
}

/**
 * `fn()`, its time added to `cost[key]`: the synchronous stages' wall time is their CPU time (a thread
 * runs nothing else meanwhile), bar the machine's other processes.
 * @template T
 * @param {import('./render').RenderCost} cost
 * @param {'postMs' | 'compressMs' | 'writeMs'} key
 * @param {() => T} fn
 * @returns {T}
 */
function timed(cost, key, fn) {
  const started = performance.now();
  try {
    return fn();
  } finally {
    cost[key] += performance.now() - started;
  }
}

/**
 * This thread's CPU time since it started, in ms (Linux: utime + stime of /proc/thread-self/stat, in
 * clock ticks of 10 ms), or null where the system does not tell. Summed over a run's tasks it is exact;
 * the stages timed above are subtracted from it to give what the data loading and the rest cost.
 * @returns {number | null}
 */
function threadCpuMs() {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * The page and its brotli copy as temp files next to `file`: written here, in parallel on every core
 * and without sending the page to the job's thread, whose only part is then two renames per page. Not
 * fsync'd: the job makes the batch durable with one flush before its renames (D-425).
 * @param {string} file
 * @param {string} html
 * @param {import('./render').RenderCost} cost
 * @returns {import('./render').StagedPage}
 */
function stage(file, html, cost) {
  const { raw, br } = timed(cost, 'compressMs', () => compress(html));
  const mtime = stagingMtime();
  return timed(cost, 'writeMs', () => {
    const brTmp = stageFile(`${file}.br`, br, mtime);
    try {
      return { br: brTmp, html: stageFile(file, raw, mtime) };
    } catch (err) {
      discard([brTmp]);
      throw err;
    }
  });
}

/** @param {Iterable<string>} temps */
function discard(temps) {
  for (const t of temps) {
    try {
      unlinkSync(t);
    } catch {
      // Gone already; anything else the next start's repair removes (the batch's files are in the write journal, D-401).
    }
  }
}

/**
 * Several pages in one task, rendered concurrently: a task costs the pool a message each way and a heap
 * measurement, which at prerender rates was a few per cent of the worker's time.
 * @param {import('./render').RenderTask[]} tasks
 * @returns {Promise<import('./render').RenderResult[]>}
 */
export async function renderMany(tasks) {
  const settled = await Promise.allSettled(tasks.map(render));
  const failed = settled.find((s) => s.status === 'rejected');
  if (!failed) {
    const results = settled.map((s) => /** @type {PromiseFulfilledResult<import('./render').RenderResult>} */ (s).value);
    // A stylesheet's text goes back once per message, with its first page: the job writes it from there.
    const sent = new Set();
    for (const r of results) {
      if (!r.stylesheet) continue;
      if (sent.has(r.stylesheet.href)) r.stylesheet = { href: r.stylesheet.href };
      else sent.add(r.stylesheet.href);
    }
    const cpuMs = threadCpuMs();
    if (cpuMs !== null && results.length) results[results.length - 1].thread = { id: threadId, cpuMs };
    return results;
  }
  // The job gets no results from a failed message, so nothing of it may stay on disk.
  for (const s of settled) if (s.status === 'fulfilled' && s.value.staged) discard(Object.values(s.value.staged));
  throw failed.reason;
}
