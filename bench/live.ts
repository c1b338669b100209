// `npm run bench -- live [runs] [timeout]`: the live layer's and the publisher's latencies on a test world
// (testing/world/), in Chromium, against the goals the browser tests asserted until D-304 (e2e/live.spec.ts,
// e2e/serviceWorker.spec.ts and e2e/publish.spec.ts at f26133a), median [min–max] of at least 3 runs each:
//   - an edit of an open live blog (the editor's `update`, on the world's store) until the open page shows it
//     without a reload: the world's cron job publishes it (testing/world/world.ts WORLD_CRON), the page's version
//     poll (every 15 s, the first one interval after its live layer starts) finds it; each run opens the blog in
//     a fresh context and edits as soon as its live layer has started, as the test did (goal 20 s);
//   - a page read before, loaded again while its network hangs (e2e/badNetwork.ts's proxy): how long into the load
//     the service worker's copy is shown (the product's network timeout, 3 s; the test accepted 2.7–5 s);
//   - an edited title until the static origin answers with it (goal 7 s: production's 5-s tick and a render; a
//     world's tick is shorter, its figure printed beside); the edits are spread over the tick (edit i waits
//     i/runs of it after the last one was seen), or each would meet the tick at the same phase;
//   - a poll forwarded to a content API that takes the connection and never answers, until each server answers it
//     504 (testing/hungUpstream.ts; no world): the render server, the origin, the preview and nginx on the default
//     POLL_TIMEOUT_MS (goal 5 s, D-313; it was 30 s on the Node servers and nginx's 60 s). `timeout` runs this row alone.
import { chromium, expect, type Browser } from '@playwright/test';
import { worldSession } from '../testing/world/session';
import { worldSecrets } from '../testing/world/secrets';
import { WORLD_CRON } from '../testing/world/world';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/browser';
import { findArticle } from '../e2e/corpus';
import { e2eEnv } from '../e2e/env';
import { cronHasRun, originShows, type PollOptions } from '../e2e/publishing';
import { badNetwork, readOnce, underWorker } from '../e2e/badNetwork';
import { runEditor } from '../services/editor/cli';
import { NETWORK_TIMEOUT_SECONDS } from '../sw/rules';
import { DEFAULT_POLL_TIMEOUT_MS, REFRESH_INTERVAL_MS } from '../domain/constants';
import { askEdge, startHungEdge, type EdgeServer } from '../testing/hungUpstream';
import { median, summary } from './stats';

/** A ceiling against a hang, never a goal (outside the test runner Playwright's own is 5 s for expect). */
const CEILING_MS = 120_000;
/** The waits the timings end with: the ceiling, and a 100 ms step. */
const POLL: PollOptions = { timeout: CEILING_MS, intervals: [100] };
// The world's cron job's tick, from its expression's seconds field: a star is every second, a star over n every n.
const TICK_MS = 1000 * (Number(/^\*\/(\d+) /.exec(WORLD_CRON)?.[1]) || 1);

const GOALS = { liveEditMs: 20_000, workerCopyMs: NETWORK_TIMEOUT_SECONDS * 1000, originEditMs: 7_000 };

const LIVE_BLOG = "a.visible = 1 AND a.type = 'liveblog' AND a.site_slug = 'main' AND a.doc LIKE '%\"live\":true%'";
const PLAIN_ARTICLE = "a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main' AND a.doc NOT LIKE '%\"live\":true%'";

/** Runs an editor command on the world's store. */
function edit(args: string[]): void {
  const r = runEditor(args, e2eEnv().contentDb);
  if (r.code !== 0) throw new Error(`editor ${args.join(' ')}: ${r.out}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Edit → the open live blog shows it, ms per run; when the origin had it (its page holds the new title: the rest
 * is the wait for the page's poll); and how many runs reloaded the page instead.
 */
async function liveEdits(browser: Browser, runs: number): Promise<{ ms: number[]; onOrigin: number[]; reloaded: number }> {
  const blog = await findArticle(LIVE_BLOG);
  const url = `${e2eEnv().originUrl}${blog.path}`;
  const stamp = Date.now().toString(36);
  const ms: number[] = [];
  const onOrigin: number[] = [];
  let reloaded = 0;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(CEILING_MS);
    const page = await context.newPage();
    await page.goto(url);
    // The live layer loads as its own chunk; its first version check is one interval after it starts.
    await page.locator('html[data-live-layer]').waitFor({ state: 'attached' });
    // A mark on the document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const title = `Élő: új cím ${stamp} ${i}`;
    const edited = performance.now();
    edit(['update', blog.slug, '--title', title, '--body', `Friss bekezdés ${stamp} ${i}.`]);
    const published = originShows(blog.path, title, { timeout: CEILING_MS, intervals: [250] }).then(
      () => performance.now() - edited,
      () => NaN,
    );
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() === t, title, { polling: 100 });
    ms.push(performance.now() - edited);
    onOrigin.push(await published);
    if (!(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument))) reloaded++;
    await context.close();
  }
  return { ms, onOrigin, reloaded };
}

/**
 * A page read before, loaded while the network hangs: ms until its copy shows; and whether each load asked the
 * network once, by the navigation preload.
 */
async function workerCopy(browser: Browser, runs: number): Promise<{ ms: number[]; preloadOnly: boolean }> {
  const net = await badNetwork(e2eEnv().originUrl);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(CEILING_MS);
  try {
    const a = await findArticle(PLAIN_ARTICLE);
    const url = `${net.url}${a.path}`;
    const page = await context.newPage();
    await underWorker(page, url, POLL);
    await readOnce(context, url, a.title, POLL);
    const ms: number[] = [];
    let preloadOnly = true;
    for (let i = 0; i < runs; i++) {
      net.hang.add(a.path);
      const before = net.seen(a.path).length;
      const tab = await context.newPage();
      const started = performance.now();
      await tab.goto(url, { waitUntil: 'domcontentloaded' });
      await expect(tab.locator('h1')).toHaveText(a.title, { timeout: CEILING_MS });
      ms.push(performance.now() - started);
      const asked = net.seen(a.path).slice(before);
      if (asked.length !== 1 || asked[0]!['service-worker-navigation-preload'] !== 'true') preloadOnly = false;
      await tab.close();
      net.release();
    }
    return { ms, preloadOnly };
  } finally {
    await context.close();
    net.release();
    await net.close();
  }
}

/** Edit → the origin answers with the new title, ms per run. */
async function originEdits(runs: number): Promise<number[]> {
  const a = await findArticle(PLAIN_ARTICLE);
  const stamp = Date.now().toString(36);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    await sleep((i * TICK_MS) / runs);
    const title = `Friss cím ${stamp} ${i}`;
    const edited = performance.now();
    edit(['update', a.slug, '--title', title]);
    await originShows(a.path, title, POLL);
    ms.push(performance.now() - edited);
  }
  return ms;
}

/**
 * A version poll (the preview: a media read, its /api needs a session) to a content API that never answers, on
 * each server at once, run after run: ms until its 504, with the default POLL_TIMEOUT_MS.
 */
async function gatewayTimeouts(runs: number): Promise<Map<EdgeServer, number[]>> {
  const edge = await startHungEdge();
  const ms = new Map<EdgeServer, number[]>();
  try {
    for (let i = 0; i < runs; i++) {
      await Promise.all(
        (Object.entries(edge.servers) as [EdgeServer, string][]).map(async ([name, base]) => {
          const path = name === 'preview' ? `/media/audio/bench-${i}.wav` : `/api/articles/bench-${i}/version`;
          const started = performance.now();
          const res = await askEdge(base, path);
          if (res.status !== 504) throw new Error(`${name} ${path}: ${res.status}, not 504`);
          ms.set(name, [...(ms.get(name) ?? []), performance.now() - started]);
        }),
      );
    }
  } finally {
    await edge.close();
  }
  return ms;
}

async function measureTimeouts(runs: number): Promise<void> {
  console.log(`a poll to a content API that never answers, POLL_TIMEOUT_MS ${DEFAULT_POLL_TIMEOUT_MS} ms, ${runs} runs, median [min–max]`);
  for (const [name, ms] of await gatewayTimeouts(runs)) {
    console.log(line(`hung content API → 504 (${name})`, ms, DEFAULT_POLL_TIMEOUT_MS, `${DEFAULT_POLL_TIMEOUT_MS / 1000} s`));
  }
}

function line(name: string, ms: number[], goalMs: number, goal: string, note = ''): string {
  const s = ms.map((x) => x / 1000);
  return `${name.padEnd(34)} ${summary(s, 2)} s (goal ${goal}: ×${(median(ms) / goalMs).toFixed(2)})${note ? `; ${note}` : ''}`;
}

/** The three figures, one line each. */
async function measure(browser: Browser, runs: number): Promise<void> {
  await cronHasRun(POLL);
  console.log(`live layer and publishing on a test world, ${runs} runs each, median [min–max]`);
  const live = await liveEdits(browser, runs);
  console.log(
    line(
      'edit → the open live blog shows it',
      live.ms,
      GOALS.liveEditMs,
      '20 s',
      `on the origin after ${summary(
        live.onOrigin.map((x) => x / 1000),
        2,
      )} s, then the page's next version poll (every ${REFRESH_INTERVAL_MS / 1000} s from its live layer's start); ` +
        (live.reloaded ? `${live.reloaded} run(s) reloaded the page (they must not)` : 'no reload'),
    ),
  );
  const copy = await workerCopy(browser, runs);
  console.log(
    line(
      "hanging load → the worker's copy",
      copy.ms,
      GOALS.workerCopyMs,
      `the ${NETWORK_TIMEOUT_SECONDS} s network timeout; the test accepted 2.7–5 s`,
      copy.preloadOnly ? 'the network asked once a load, by the navigation preload' : 'the network was not asked once by the preload alone',
    ),
  );
  console.log(
    line(
      'edit → the origin answers with it',
      await originEdits(runs),
      GOALS.originEditMs,
      '7 s, for a 5-s tick',
      `the world's cron ticks every ${TICK_MS / 1000} s (${WORLD_CRON})`,
    ),
  );
}

export async function run(args: string[] = []): Promise<void> {
  const runs = Math.max(3, Number(args[0]) || 3);
  if (args.includes('timeout')) return measureTimeouts(runs);
  const world = await worldSession({ name: 'bench' });
  try {
    worldSecrets();
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      await measure(browser, runs);
    } finally {
      await browser.close();
    }
  } finally {
    await world.stop();
  }
  await measureTimeouts(runs);
}
