// Renders each page of a JSON list in this process by vike's renderPage, by the prerender worker's direct path
// (workers/directRender.mjs) and by vike again, and prints one JSON line per page: both statuses and whether the
// two pages are one (clock-dependent text aside), from a try in which the content held still. A child process of
// e2e/site/directRender.test.ts: the worker module loads the build natively, as a render thread does, outside the
// test runner's module loader.
// argv: DIST_DIR CONTENT_API_URL; stdin: [{ url, site, host }].
import { text } from 'node:stream/consumers';
import { renderByVike } from '../workers/render-worker.mjs';
import { withoutEntryTag } from '../domain/entryTag.mjs';
import { renderDirect } from '../workers/directRender.mjs';

const [distDir, contentApiUrl] = process.argv.slice(2);
/** @type {{ url: string, site: string, host: string }[]} */
const pages = JSON.parse(await text(process.stdin));
/** What moves with the clock between two renders a moment apart: the render's time and a live race's lap. */
/** @param {string} html */
const steady = (html) => html.replace(/ data-told="\d+"/g, '').replace(/(&quot;current&quot;:)\d+/g, '$1');
/** The text around the first place two pages part. @param {string} a @param {string} b */
function partingAt(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return { vike: a.slice(Math.max(0, i - 80), i + 120), direct: b.slice(Math.max(0, i - 80), i + 120) };
}

/** Tries of a page before its content is called moving: each renders it by vike, directly, and by vike again. */
const TRIES = 20;
for (const p of pages) {
  const task = { ...p, contentApiUrl, distDir, build: 'b', dataGeneration: 'g' };
  const vike = async () => {
    const r = await renderByVike(task);
    return { status: r.status, html: steady(withoutEntryTag(r.body?.html ?? '')) };
  };
  let result;
  for (let i = 0; i < TRIES && !result; i++) {
    const before = await vike();
    const direct = await renderDirect(task);
    const after = await vike();
    // The world's content moved between the two vike renders (a live score, a run of the cron job): the direct one
    // between them proves nothing, so the page is rendered again. Steady, the direct render must be the same page.
    if (before.html !== after.html && i < TRIES - 1) continue;
    const directHtml = direct === null ? null : steady(direct.body);
    result = { url: p.url, site: p.site, vikeStatus: before.status, direct: direct !== null, same: directHtml === before.html };
    if (directHtml !== null && !result.same) result.difference = partingAt(before.html, directHtml);
  }
  console.log(JSON.stringify(result));
}
