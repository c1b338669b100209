// The prerender job (prerender/cli.ts, run as a child process in a world of its own, e2e/faults/world.ts) when
// the content API fails (issue #4): stopped, answering 500 or answering garbage in the middle of a run, through
// a fault proxy. The run fails and says why, the output stays (byte-identical when the fault came before the
// batch was complete, else every file whole), the cursor stays, and the next run catches up. An edit whose
// article alone fails is not lost; one bad article (its stored JSON breaks its page) is skipped and the rest
// published.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SITE_HEADER } from '../../../domain/sites';
import { pageUrl } from '../../../prerender/outputPath';
import { NOT_CONTENT, expectFailed, expectOk, expectWhole } from '../checks';
import { log, openWorld } from '../corpus';
import { Edits } from '../edits';
import { hashTree, tempFiles, treeDiff } from '../output';
import type { Fault } from '../proxy';
import { describeRun, type Article, type Corpus, type World } from '../world';

/** Requests of the job's own process (it sends its service token), and of its render workers (they do not). */
const fromJob = (req: IncomingMessage) => Boolean(req.headers.authorization);
const fromWorker = (req: IncomingMessage) => !req.headers.authorization;
/** The job's list reads after the pages are rendered: feeds and the news sitemap. */
const listReadOfJob = (req: IncomingMessage) => fromJob(req) && (req.url ?? '').startsWith('/internal/api/articles?');

interface Arming {
  after: number;
  fault: Fault;
  counts?: (req: IncomingMessage) => boolean;
}

/**
 * An incremental run with edits pending and a fault switched on once it is under way. It must fail, say
 * why and keep the cursor; with `untouched`, the output must be byte-identical (the fault came before the
 * batch was complete), else every file must be whole (old or fully new).
 */
async function failingIncremental(w: World, edits: Edits, articles: Article[], label: string, arm: Arming, untouched: boolean) {
  // One edit a run (the old tests made two): the cursor stays, so every run replays all of them, and the
  // catch-up run must publish each.
  edits.title(w.rng.pick(articles), label);
  const before = hashTree(w.outDir);
  const cursor = w.readCursor();
  const faultedBefore = w.proxy!.faulted;
  w.proxy!.armAfter(arm.after, arm.fault, arm.counts);
  const r = await w.run('--incremental');
  const requests = `\nlast requests:\n${w.proxy!.recent().slice(-30).join('\n')}`;
  log(w, `${label}: ${arm.fault.mode} after ${arm.after} → ${r.signal ?? `exit ${r.code}`} in ${(r.ms / 1000).toFixed(1)} s`);
  await w.proxy!.set({ mode: 'pass' });
  expect(w.proxy!.faulted, `${label}: the fault hit the run${requests}`).toBeGreaterThan(faultedBefore);
  expectFailed(r);
  expect(w.readCursor(), `${label}: cursor`).toBe(cursor);
  if (untouched) expect(treeDiff(before, hashTree(w.outDir), NOT_CONTENT), `${label}: output changed by a failed run${requests}`).toEqual([]);
  expectWhole(w, `after ${label}`);
  expect(tempFiles(w.outDir), `${label}: temp files left by a run that failed (not killed)`).toEqual([]);
}

/** A full run with a fault switched on mid-way: fails, the cursor stays, what it already published is whole. */
async function failingFull(w: World, edits: Edits, articles: Article[], label: string, arm: Arming) {
  edits.title(w.rng.pick(articles), label);
  const cursor = w.readCursor();
  const faultedBefore = w.proxy!.faulted;
  w.proxy!.armAfter(arm.after, arm.fault, arm.counts);
  const r = await w.run('--full');
  log(w, `${label}: ${arm.fault.mode} after ${arm.after} → ${r.signal ?? `exit ${r.code}`} in ${(r.ms / 1000).toFixed(1)} s`);
  await w.proxy!.set({ mode: 'pass' });
  expect(w.proxy!.faulted, `${label}: the fault hit the run`).toBeGreaterThan(faultedBefore);
  expectFailed(r);
  expect(w.readCursor(), `${label}: cursor`).toBe(cursor);
  expectWhole(w, `after ${label}`);
  expect(tempFiles(w.outDir), `${label}: temp files left by a run that failed (not killed)`).toEqual([]);
}

/** After the faults: the next incremental run succeeds and publishes everything edited meanwhile. */
async function catchesUp(w: World, edits: Edits) {
  expectOk(await w.run('--incremental'));
  expect(edits.missing(), 'edits made while the content API was failing').toEqual([]);
  expectWhole(w, 'after the catch-up run', true);
}

// Bad articles (their stored JSON breaks the article page's render) while the content API is healthy: each
// such page is skipped with a log line and keeps its last good version, the rest of the batch is published
// and the cursor moves on, so one bad article cannot hold back every other edit.
const BAD_DOCS = [
  // An object where the page expects text: only the article page's header shows the subtitle (React cannot
  // render an object), so the article's list keys and list cards are still fine.
  { field: 'subtitle', value: { broken: true } },
  // Breaks the article page's head (authors in JSON-LD) and also what the job itself reads of the article to
  // plan the batch (domain/dependencies.ts articleListKeys: a.articleAuthors.map).
  { field: 'articleAuthors', value: 5 },
] as const;

/** The content API failing mid-run or for one article, and bad articles: tests on copies of `corpus`. */
export function contentApiCases(corpus: () => Corpus): void {
  describe('the content API failing', () => {
    // One world for the three kinds of failure (the old tests had one per kind, each with its own catch-up run):
    // the cursor stays the one before all of them, so the catch-up replays every edit made meanwhile. Each step
    // of a run meets one fault; the old tests' other pairs (12 failing runs, now 6) were the same code meeting
    // another fault:
    // - the job's own planning reads go through one wrapper (prerender/jobApi.ts `must`) that fails the run on
    //   any error, so a 500, a reset or garbage there prove one thing (dropped: 500 and stopped while planning,
    //   the garbage changes feed of an incremental run, the garbage changes head of a full run); its health
    //   check (stopped from the first request) and its read of an article by id (its own error handling: a
    //   404 is "no such article") stay;
    // - after the pages, the list reads of the feeds fail alike (dropped: 500 there);
    // - a full run's batch stops alike whatever failed, the render workers having told the content API's
    //   failure from a bad page (dropped: 500 during a full run; it stays while an incremental run renders).
    // The render workers' telling apart is by kind of failure: there all three stay (500 and stopped here,
    // garbage in the next test).
    it('stopped, answering 500 or garbage mid-run: the run fails, the output and the cursor stay, the next run catches up', async (ctx) => {
      const c = corpus();
      const w = await openWorld(ctx, c, { proxy: true });
      try {
        const articles = await w.articles();
        const edits = new Edits(w);
        const down: Fault = { mode: 'down' };
        const error500: Fault = { mode: 'error500' };

        // Before anything: the health check is refused.
        await failingIncremental(w, edits, articles, 'stopped from the first request', { after: 0, fault: down }, true);
        // While planning: the job reads the edited articles (after the health check, the rules, the changes feed).
        await failingIncremental(
          w,
          edits,
          articles,
          'garbage article',
          { after: 0, fault: { mode: 'garbage', match: (p) => p.startsWith('/internal/api/article/') } },
          true,
        );
        // While the workers render the batch (nothing of it written yet).
        await failingIncremental(w, edits, articles, '500 while rendering', { after: w.rng.int(0, 4), fault: error500, counts: fromWorker }, true);
        await failingIncremental(w, edits, articles, 'stopped while rendering', { after: w.rng.int(0, 4), fault: down, counts: fromWorker }, true);
        // After the pages, while it reads the lists of the feeds: pages may be out, whole, the cursor not.
        await failingIncremental(w, edits, articles, 'stopped while writing feeds', { after: 0, fault: down, counts: listReadOfJob }, false);

        // A full run, mid-way, where it publishes batch by batch: those before the fault may stay, but no cursor
        // move, nothing half-written.
        const after = w.rng.int(Math.floor(c.workerRequests * 0.2), Math.floor(c.workerRequests * 0.8));
        await failingFull(w, edits, articles, 'stopped during a full run', { after, fault: down, counts: fromWorker });
        await catchesUp(w, edits);
      } finally {
        await w.close();
      }
    });

    // The API as a whole answers (its health check passes), but reading one edited article fails: the job must
    // not count the batch as published, or that edit is never rendered again.
    it('only for an edited article (500, then garbage): the run fails and the edit is not lost', async (ctx) => {
      const w = await openWorld(ctx, corpus(), { proxy: true });
      try {
        const articles = await w.articles();
        const edits = new Edits(w);
        for (const [i, mode] of (['error500', 'garbage'] as const).entries()) {
          const a = articles[w.rng.int(0, articles.length - 1)]!;
          edits.title(a, `${mode}-one-article`);
          const before = hashTree(w.outDir);
          const cursor = w.readCursor();
          const faultedBefore = w.proxy!.faulted;
          // The article page's own read (/api/articles/<slug>); the job's read of the article by id still works.
          await w.proxy!.set({ mode, match: (p) => p.startsWith(`/api/articles/${a.slug}`) });
          const r = await w.run('--incremental');
          await w.proxy!.set({ mode: 'pass' });
          log(w, `${mode} for ${a.slug} only → ${r.signal ?? `exit ${r.code}`}`);
          expect(w.proxy!.faulted, `${mode}: the fault hit the run`).toBeGreaterThan(faultedBefore);
          expect.soft(r.code, `${mode} #${i + 1}: a run that got ${mode} from the content API must fail\n${describeRun(r)}`).not.toBe(0);
          expect.soft(w.readCursor(), `${mode}: cursor after a run that could not render the edited article`).toBe(cursor);
          expect.soft(treeDiff(before, hashTree(w.outDir), NOT_CONTENT), `${mode}: output changed by a run that got a failure`).toEqual([]);
        }
        expectOk(await w.run('--incremental'));
        expect(edits.missing(), 'the edits, once the articles read again').toEqual([]);
      } finally {
        await w.close();
      }
    });
  });

  describe('a bad article', () => {
    // Both kinds of bad article in one batch (the old tests had a world and two runs for each): each is named
    // and skipped on its own, neither holds back the other or the good edits beside them.
    it('is skipped, the rest published (a broken subtitle; articleAuthors not an array)', async (ctx) => {
      const w = await openWorld(ctx, corpus());
      try {
        const articles = await w.articles();
        const picked = w.rng.sample(articles, BAD_DOCS.length + 2);
        const bads = BAD_DOCS.map((doc, i) => ({ ...doc, article: picked[i]! }));
        const edits = new Edits(w);
        // A page as the job writes it: the HTML and its brotli copy (D-404).
        const copies = (a: Article) => [a.file, `${a.file}.br`];
        const before = new Map(bads.map(({ article }) => [article.slug, copies(article).map((f) => readFileSync(f))]));

        for (const { article, field, value } of bads) {
          // A title change first: it gives the article a new change number, so the changes feed lists it…
          w.editTitle(article.slug, `Hibás cikk ${w.seed}-${field} árvíztűrő tükörfúrógép`);
          // …then its stored JSON is broken behind the editor's back (no new change number, no checks).
          w.corruptDoc(article.slug, `$.${field}`, value);
          for (const path of [`api/articles/${encodeURIComponent(article.slug)}`, `api/article/${article.id}`]) {
            const res = await fetch(`${w.api.url}/${path}`, { headers: { [SITE_HEADER]: article.site } });
            expect(res.status, `the content API still answers ${path}`).toBe(200);
            expect(((await res.json()) as Record<string, unknown>)[field], `${path} serves the broken ${field}`).toEqual(value);
          }
        }
        for (const a of picked.slice(bads.length)) edits.title(a, 'next-to-bad');

        const cursor = w.readCursor();
        const r = await w.run('--incremental');
        log(
          w,
          `bad articles ${bads.map((b) => `${b.article.slug} (${b.field})`).join(', ')} → ${r.signal ?? `exit ${r.code}`} in ${(r.ms / 1000).toFixed(1)} s`,
        );
        expectOk(r);
        const skipped = r.output.split('\n').filter((l) => /^skipped .*render failed/.test(l));
        expect(skipped.sort(), `the run names each page it could not render\n${describeRun(r)}`).toEqual(
          bads.map(({ article }) => `skipped ${pageUrl(article.site, article.path)}: render failed (500); the last good page stays`).sort(),
        );
        expect(r.output, 'the summary counts the skipped pages').toMatch(new RegExp(`published: \\d+ pages rendered, \\d+ removed, ${bads.length} skipped`));
        expect(edits.missing(), 'the edits next to the bad articles').toEqual([]);
        for (const { article } of bads) {
          copies(article).forEach((f, i) => {
            const now = existsSync(f) ? readFileSync(f) : null;
            expect(now?.equals(before.get(article.slug)![i]!), `${f}: the last good page, byte-identical`).toBe(true);
          });
        }
        expect(w.readCursor(), 'the cursor moved past the batch').not.toBe(cursor);
        expectWhole(w, 'after the run with bad articles', true);
        expect(tempFiles(w.outDir), 'temp files left').toEqual([]);

        // The bad articles are not retried for ever: the next run has nothing of them left to do.
        const again = await w.run('--incremental');
        expectOk(again);
        expect(again.output, `the next run does not render the bad articles again\n${describeRun(again)}`).toMatch(
          /published: 0 pages rendered, 0 removed, 0 skipped/,
        );
      } finally {
        await w.close();
      }
    });
  });
}
