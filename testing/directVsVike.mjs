// Renders each page of a JSON list twice in this process, by vike's renderPage and by the prerender worker's
// direct path (workers/directRender.mjs), and prints one JSON line per page: both statuses and whether the
// two pages are one (clock-dependent text aside). A child process of e2e/site/directRender.test.ts: the worker
// module loads the build natively, as a render thread does, outside the test runner's module loader.
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
for (const p of pages) {
  const task = { ...p, contentApiUrl, distDir, build: 'b', dataGeneration: 'g' };
  const byVike = await renderByVike(task);
  const direct = await renderDirect(task);
  const vikeHtml = steady(withoutEntryTag(byVike.body?.html ?? ''));
  console.log(
    JSON.stringify({ url: p.url, site: p.site, vikeStatus: byVike.status, direct: direct !== null, same: direct !== null && steady(direct.body) === vikeHtml }),
  );
}
