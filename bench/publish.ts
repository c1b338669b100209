// Publishing speed of the prerender job: full-build pages/s and peak RSS, and how long an editor's write
// takes to reach the article's HTML file, at two corpus sizes (default 2k and 20k articles), against the
// issue's goals (≥ 300 pages/s; incremental p95 ≤ 2 s; 20k/2k latency ratio ≤ 1.2).
//
// The content API runs in this process (as the embedded server); the job runs in a child process for the
// full build and the cron daemon, so that /proc shows the job's memory and CPU apart from the API's. The
// "run at once" latency calls PrerenderJob.incremental() in this process right after each edit: it is the
// job's own time without the wait for a cron tick. The smallest and the largest size then run it once more
// with their edits alternating, for a 20k/2k ratio that the machine's drift between the sizes cannot skew.
//
// `npm run bench -- publish [--sizes 2000,20000] [--edits 50] [--tick 1] [--full-runs N] [--profile]`
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { seedStore } from '../services/seed/seed';
import { createRng } from '../lib/rng';
import { startContentServer, type RunningServer } from '../services/server';
import { startLivescoreServer } from '../services/livescore/server';
import { runEditor } from '../services/editor/cli';
import { articlePath } from '../domain/urls';
import type { SiteSlug } from '../domain/types';
import { outputFile } from '../prerender/outputPath';
import { PrerenderJob, statePaths } from '../prerender/job';
import { Manifest } from '../prerender/manifest';
import { jobNodeArgs } from '../prerender/nodeFlags';
import { median, summary } from './stats';
import { percentile } from './publish/percentile';
import { onJournalLessExt4 } from './publish/fileSystem';
import { describeCpu, readMem, readSystemCpu, sampleProcess, type CpuBreakdown } from './publish/procstat';
import { plainLines } from '../config/log';
import { buildFolderOf } from '../testing/world/build';
import { groupTable, readProfiles, topTable } from './publish/cpuProfile';
import { parseCostLine, type StagesPerPage } from '../prerender/renderCost';

export const DIR = resolve('bench', '.data');
/** The bench's build: bench/run.ts made it in a temporary folder (or E2E_SKIP_BUILD=1 reuses one). */
export const DIST_DIR = buildFolderOf(process.env, process.cwd());
const GOAL_PAGES_PER_S = 300;
const GOAL_P95_S = 2;
const GOAL_RATIO = 1.2;
/** Issue #38: the prerender's CPU per page of a cold 2k full build and of one on warm render threads, ms. */
const GOAL_COLD_MS = 4;
const GOAL_WARM_MS = 3;
/** Sizes up to this also get a full build on warm render threads (below); at larger sizes the warm-up is a small part of a build. */
const WARM_BUILD_UP_TO = 5000;
/** A full build longer than this at a large size is run once, not twice (the whole bench should stay under ~15 min). */
const SECOND_LARGE_RUN_UNDER_S = 120;
const EDIT_TIMEOUT_MS = 120_000;

const MB = (bytes: number) => bytes / 1024 / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Everything that must not outlive the bench, also on Ctrl-C: children first (they write into the scratch
// folders), then the folders. Children still here at that point are interrupted mid-run: SIGKILL, since
// their output is thrown away and a graceful stop could still be writing while the folders go.
export const children = new Set<ChildProcess>();
/**
 * Also every build's output, removed only when the bench ends: this machine's ext4 runs without a journal,
 * and there every file creation skips, one by one, the inodes of its block group freed in the last minute
 * or more (the kernel's recently_deleted()). Removing the last build's 12,000 files just before the next
 * build cost that build ~2 CPU s in openat (perf), a penalty of the bench's clean-up, not of the build.
 */
export const scratch = new Set<string>();
export function cleanupSync(): void {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  children.clear();
  for (const p of scratch) rmSync(p, { recursive: true, force: true });
  scratch.clear();
}
export function onSignal(): void {
  console.log('\ninterrupted: stopping children and removing scratch files');
  cleanupSync();
  process.exit(130);
}

function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode!);
  return new Promise((r) => child.once('exit', (code, signal) => r(code ?? signal ?? -1)));
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(t);
  }
  children.delete(child);
}

export function lines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  createInterface({ input: stream }).on('line', onLine);
}

// ---------------------------------------------------------------------------------------------------------
// Stores

function seededWith(dbPath: string): { articles: number; seed: number } | null {
  if (!existsSync(dbPath)) return null;
  try {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("SELECT value FROM meta WHERE key = 'seed'").get() as { value: string } | undefined;
      return row ? (JSON.parse(row.value) as { articles: number; seed: number }) : null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/** The seeded store of `articles` articles (seed 1), reused when one exists; then a working copy the edits go to. */
export function prepareStore(articles: number): { work: string; mediaDir: string; note: string } {
  mkdirSync(DIR, { recursive: true });
  const dbPath = join(DIR, `content-${articles}.db`);
  const mediaDir = join(DIR, 'media');
  let note: string;
  const s = seededWith(dbPath);
  if (s && s.articles === articles && s.seed === 1) {
    note = `reused ${dbPath}`;
  } else {
    const started = performance.now();
    seedStore({ articles, seed: 1, now: Math.floor(Date.now() / 3_600_000) * 3600, dbPath, mediaDir });
    note = `seeded ${dbPath} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  }
  // The edits go to a copy, so that the seeded store stays as seeded for the next run and the content bench.
  const work = join(DIR, `publish-work-${articles}-${process.pid}.db`);
  for (const suffix of ['', '-wal', '-shm']) {
    scratch.add(work + suffix);
    rmSync(work + suffix, { force: true });
    if (suffix !== '-shm' && existsSync(dbPath + suffix)) copyFileSync(dbPath + suffix, work + suffix);
  }
  return { work, mediaDir, note };
}

export interface Target {
  slug: string;
  site: SiteSlug;
  path: string;
}

/** Every visible plain article with its page path (what the job would render it as). */
export function articleTargets(dbPath: string): Target[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT a.slug, a.pub_date AS pubDate, s.slug AS tag, s.site_slug AS site
         FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id
         WHERE a.type = 'article' AND a.visible = 1 ORDER BY a.id`,
      )
      .all() as { slug: string; pubDate: number; tag: string; site: SiteSlug }[];
    return rows.map((r) => ({
      slug: r.slug,
      site: r.site,
      path: articlePath({ slug: r.slug, pubDate: r.pubDate, mainSuperTag: { id: 0, name: '', active: true, slug: r.tag, siteSlug: r.site } }),
    }));
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Full build

interface FullRun {
  wall: number;
  /** The render threads' ms per page by stage, as the job measured them. */
  stages: StagesPerPage | null;
  pages: number;
  files: number;
  jobSeconds: number;
  hwm: number;
  cpu: CpuBreakdown;
  apiCpu: number;
  apiMaxRss: number;
  machineBusy: number;
  /** A queued build's `render queue: …` line (prerender/runLog.ts logQueue), else null. */
  queue: string | null;
}

function countHtml(outDir: string): number {
  let n = 0;
  for (const e of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (e.isFile() && /^index(\.oldal-\d+)?\.html$/.test(e.name)) n++;
  }
  return n;
}

/** A cold full build by the CLI into `outDir`; `extra`: more options after `--full` and settings (bench/queue.ts's `--queue`). */
export async function fullBuild(
  apiUrl: string,
  outDir: string,
  nodeFlags: string[] = [],
  extra: { args?: string[]; env?: Record<string, string> } = {},
): Promise<FullRun> {
  const machineBefore = readSystemCpu();
  const apiBefore = process.cpuUsage();
  let apiMaxRss = readMem('self')?.rss ?? 0;
  const apiSampler = setInterval(() => (apiMaxRss = Math.max(apiMaxRss, readMem('self')?.rss ?? 0)), 50);
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, ...jobNodeArgs('prerender/cli.ts', '--full', ...(extra.args ?? []))], {
    // The run's summary is an info line (prerender/runLog.ts), read here by its message.
    env: { ...process.env, OUT_DIR: outDir, CONTENT_API_URL: apiUrl, DIST_DIR, LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...extra.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  // 'exit' ends the wall time; the last lines of output may still be in the pipe until 'close'.
  const closed = new Promise((r) => child.once('close', r));
  const sampler = sampleProcess(child.pid!);
  let final = '';
  let queue: string | null = null;
  let stages: StagesPerPage | null = null;
  const errors: string[] = [];
  // The job logs progress every 5 s; one line a minute is enough to show a long build is alive.
  let lastProgress = performance.now();
  lines(child.stdout!, (raw) => {
    const line = plainLines(raw);
    const cost = parseCostLine(line);
    if (line.startsWith('published:')) final = line;
    else if (line.startsWith('render queue:')) queue = line;
    else if (cost) stages = cost;
    else if (line.startsWith('rendering:')) {
      if (performance.now() - lastProgress >= 60_000) {
        lastProgress = performance.now();
        console.log(`    | ${line}`);
      }
    } else if (line.trim()) console.log(`    | ${line}`);
  });
  lines(child.stderr!, (line) => errors.push(line));
  const code = await exited(child);
  const wall = (performance.now() - started) / 1000;
  children.delete(child);
  const s = sampler.stop();
  clearInterval(apiSampler);
  await closed;
  const apiUsage = process.cpuUsage(apiBefore);
  const machineAfter = readSystemCpu();
  for (const e of errors) console.log(`    | stderr: ${e}`);
  const m = /^published: (\d+) pages rendered, \d+ removed, \d+ skipped in ([\d.]+) s/.exec(final);
  if (code !== 0 || !m) throw new Error(`prerender --full exited with ${code}${final ? `: ${final}` : ''}`);
  return {
    wall,
    stages,
    pages: Number(m[1]),
    files: countHtml(outDir),
    jobSeconds: Number(m[2]),
    hwm: s.hwm,
    cpu: s,
    apiCpu: (apiUsage.user + apiUsage.system) / 1e6,
    apiMaxRss,
    machineBusy: machineAfter.busy - machineBefore.busy,
    queue,
  };
}

/**
 * One more cold full build under node's CPU profiler (its render threads take the flags over,
 * prerender/renderPool.ts), not among the figures above: the profiler slows what it watches. Prints the
 * functions with the most self time, on the render threads and on the job's main thread.
 */
async function profiledBuild(apiUrl: string, size: number): Promise<void> {
  const outDir = mkdtempSync(join(DIR, `publish-profile-${size}-`));
  // Kept, to open in a browser's profiler (Performance panel → load profile).
  mkdirSync(join(DIR, 'profiles'), { recursive: true });
  const profDir = mkdtempSync(join(DIR, 'profiles', `${size}-`));
  scratch.add(outDir);
  const r = await fullBuild(apiUrl, outDir, ['--cpu-prof', `--cpu-prof-dir=${profDir}`]);
  const { main, workers } = readProfiles(profDir);
  console.log(
    `profiled full build (not in the figures): ${r.pages} pages in ${r.wall.toFixed(1)} s wall; self time by function (ms/page over ${r.pages} pages)`,
  );
  console.log(`render threads (${workers.length}):\n${topTable(workers, r.pages)}\n${groupTable(workers, r.pages)}`);
  console.log(`job's main thread:\n${topTable(main, r.pages)}`);
  console.log(`the profiles, one per thread: ${profDir}`);
}

interface WarmRun {
  pages: number;
  /** The second build's own time and the CPU of the job's process and of the content API during it. */
  seconds: number;
  jobCpu: number;
  /** The kernel's part of jobCpu (D-426). */
  jobKernel: number;
  apiCpu: number;
  machineBusy: number;
  stages: StagesPerPage | null;
}

/**
 * Full builds in one job (bench/publish/warmFull.ts): a cold one, then WARM_RUNS on render threads the first has
 * warmed, like the nightly build of `npm start` on the daemon's threads. The CLI builds above pay each thread's
 * JIT warm-up; the difference is what that warm-up costs. Answers the warm builds.
 */
async function warmFullBuilds(apiUrl: string, outDir: string): Promise<WarmRun[]> {
  const child = spawn(process.execPath, jobNodeArgs('bench/publish/warmFull.ts'), {
    // The run's summary is an info line (prerender/runLog.ts), read here by its message.
    env: { ...process.env, OUT_DIR: outDir, CONTENT_API_URL: apiUrl, DIST_DIR, LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const closed = new Promise((r) => child.once('close', r));
  let apiBefore = process.cpuUsage();
  let machineBefore = readSystemCpu();
  const warm: WarmRun[] = [];
  const errors: string[] = [];
  lines(child.stdout!, (line) => {
    // Each build's cost line follows its summary line: the one after a warm build's is that build's.
    const cost = parseCostLine(line);
    if (cost && warm.length) warm.at(-1)!.stages = cost;
    const m = /^(cold|warm): (\d+) pages in ([\d.]+) s, cpu ([\d.]+) s, kernel ([\d.]+) s/.exec(line);
    if (!m) return;
    const api = process.cpuUsage(apiBefore);
    const machineBusy = readSystemCpu().busy - machineBefore.busy;
    apiBefore = process.cpuUsage();
    machineBefore = readSystemCpu();
    if (m[1] === 'cold') return;
    warm.push({
      pages: Number(m[2]),
      seconds: Number(m[3]),
      jobCpu: Number(m[4]),
      jobKernel: Number(m[5]),
      apiCpu: (api.user + api.system) / 1e6,
      machineBusy,
      stages: null,
    });
  });
  lines(child.stderr!, (line) => errors.push(line));
  const code = await exited(child);
  children.delete(child);
  await closed;
  for (const e of errors) console.log(`    | stderr: ${e}`);
  if (code !== 0 || !warm.length) throw new Error(`the full builds in one job exited with ${code}`);
  return warm;
}

// ---------------------------------------------------------------------------------------------------------
// Incremental latency

export interface Edit {
  target: Target;
  title: string;
}

function makeEdits(targets: Target[], n: number, size: number, token: string): Edit[] {
  // One warm-up edit first (worker start-up, JIT), not counted.
  const picked = createRng(1).sample(targets, n + 1);
  return picked.map((target, i) => ({ target, title: `Bench ${token} ${size} edit ${i}` }));
}

/** One edit by the editor CLI (a title), as every latency of the benches makes it; its own ms. */
export function edit(dbPath: string, e: Edit, phase: string): number {
  const started = performance.now();
  const r = runEditor(['update', e.target.slug, '--title', `${e.title} ${phase}`], dbPath);
  if (r.code !== 0) throw new Error(`editor update ${e.target.slug}: ${r.out}`);
  return performance.now() - started;
}

function hasTitle(file: string, title: string): boolean {
  try {
    return readFileSync(file, 'utf8').includes(title);
  } catch {
    return false;
  }
}

/** Resolves with the time the file first holds `title`, polling its inode (a rename into place changes it). */
async function publishedAt(file: string, title: string, timeoutMs: number): Promise<number> {
  const end = performance.now() + timeoutMs;
  let ino = -1;
  while (performance.now() < end) {
    let now = -1;
    try {
      now = statSync(file).ino;
    } catch {
      // Not there yet.
    }
    if (now !== ino) {
      ino = now;
      if (hasTitle(file, title)) return performance.now();
    }
    await sleep(5);
  }
  throw new Error(`${file} did not get the title '${title}' within ${timeoutMs / 1000} s`);
}

interface Latencies {
  ms: number[];
  editorMs: number[];
  /** Pages each incremental run rendered (the daemon: runs that rendered something). */
  rendered: number[];
  runSeconds: number[];
  skippedTicks: number;
  hwm: number;
  log: string[];
  /** Over the measured edits (after the warm-up): wall seconds, the job's CPU, the bench process' CPU, the machine's busy CPU. */
  wall: number;
  cpu: CpuBreakdown | null;
  benchCpu: number;
  machineBusy: number;
}

function emptyLatencies(): Latencies {
  return { ms: [], editorMs: [], rendered: [], runSeconds: [], skippedTicks: 0, hwm: 0, log: [], wall: 0, cpu: null, benchCpu: 0, machineBusy: 0 };
}

/** Starts counting a phase's CPU and wall time; the returned function fills them into `out`. */
function phase(out: Latencies, pid: number) {
  const sampler = sampleProcess(pid, 100, 200);
  const started = performance.now();
  const bench = process.cpuUsage();
  const machine = readSystemCpu();
  return () => {
    const s = sampler.stop();
    const b = process.cpuUsage(bench);
    out.wall = (performance.now() - started) / 1000;
    out.cpu = s;
    out.benchCpu = (b.user + b.system) / 1e6;
    out.machineBusy = readSystemCpu().busy - machine.busy;
    out.hwm = Math.max(out.hwm, s.hwm);
  };
}

async function withDaemon(apiUrl: string, outDir: string, dbPath: string, edits: Edit[], tick: number, rng: ReturnType<typeof createRng>): Promise<Latencies> {
  const expression = tick === 1 ? '* * * * * *' : `*/${tick} * * * * *`;
  const child = spawn(process.execPath, jobNodeArgs('prerender/cron-main.ts'), {
    // Debug: the skipped ticks are debug lines (prerender/runLog.ts); JSON lines, read by their fields.
    env: { ...process.env, OUT_DIR: outDir, CONTENT_API_URL: apiUrl, DIST_DIR, PRERENDER_CRON: expression, LOG_LEVEL: 'debug', LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const sampler = sampleProcess(child.pid!, 100, 100);
  const out = emptyLatencies();
  let measured: (() => void) | null = null;
  let scheduled!: () => void;
  const ready = new Promise<void>((r) => (scheduled = r));
  lines(child.stdout!, (line) => {
    let entry: { msg?: string; kind?: string; rendered?: number; removed?: number; seconds?: number };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      out.log.push(line);
      return;
    }
    if (entry.kind !== undefined && entry.rendered !== undefined) {
      if (entry.rendered || entry.removed) {
        out.rendered.push(entry.rendered);
        out.runSeconds.push(entry.seconds ?? 0);
      }
    } else if (entry.msg?.includes('this tick skipped')) out.skippedTicks++;
    else if (entry.msg === 'scheduled') scheduled();
    else out.log.push(entry.msg ?? line);
  });
  lines(child.stderr!, (line) => out.log.push(line));
  try {
    await Promise.race([ready, exited(child).then((c) => Promise.reject(new Error(`cron daemon exited with ${c}: ${out.log.join(' | ')}`)))]);
    for (let i = 0; i < edits.length; i++) {
      const e = edits[i]!;
      // Edits land at a uniformly random moment of the tick, as an editor's would; right after a publish
      // they would always land at the same phase.
      await sleep(rng.next() * tick * 1000);
      const title = `${e.title} cron`;
      const editorMs = edit(dbPath, e, 'cron');
      const t0 = performance.now();
      const t1 = await publishedAt(outputFile(outDir, e.target.site, e.target.path), title, EDIT_TIMEOUT_MS);
      if (i === 0) {
        // Left out of the figures (the threads warm up) but printed: a restarted daemon's first edit (issue #40).
        out.log.push(`first edit after the daemon's start (edited once it was scheduled): published in ${((t1 - t0) / 1000).toFixed(2)} s`);
        // The run's log line comes after its manifest and cursor are saved: wait for it, then forget it.
        for (let w = 0; w < 200 && out.rendered.length === 0; w++) await sleep(50);
        out.rendered.length = 0;
        out.runSeconds.length = 0;
        out.skippedTicks = 0;
        measured = phase(out, child.pid!);
        continue;
      }
      out.ms.push(t1 - t0);
      out.editorMs.push(editorMs);
    }
    // Let the last run finish, so that its figures are in and the cursor is saved before the next phase.
    await sleep(tick * 1000 + 2000);
    measured?.();
  } finally {
    out.hwm = Math.max(out.hwm, sampler.stop().hwm);
    await stopChild(child);
  }
  return out;
}

interface OneEdit {
  ms: number;
  editorMs: number;
  rendered: number;
  seconds: number;
}

/** One edit, then an incremental run started at once; the latency is editor write → the article's HTML renamed into place. */
async function editThenRun(job: PrerenderJob, outDir: string, dbPath: string, e: Edit): Promise<OneEdit> {
  const title = `${e.title} now`;
  const editorMs = edit(dbPath, e, 'now');
  const t0 = performance.now();
  const file = outputFile(outDir, e.target.site, e.target.path);
  // The run goes on after the page (lists, feeds, sitemaps, manifest); its own time is reported as "run".
  const seen = publishedAt(file, title, EDIT_TIMEOUT_MS);
  const r = await job.incremental();
  if (!hasTitle(file, title)) throw new Error(`incremental run finished but ${file} lacks the title '${title}'`);
  const t1 = await seen;
  return { ms: t1 - t0, editorMs, rendered: r.rendered, seconds: r.seconds };
}

function atOnceJob(apiUrl: string, outDir: string, out: Latencies): PrerenderJob {
  return new PrerenderJob({ outDir, contentApiUrl: apiUrl, distDir: DIST_DIR, firstPages: 3, log: (l) => out.log.push(l) });
}

function record(out: Latencies, one: OneEdit): void {
  out.ms.push(one.ms);
  out.editorMs.push(one.editorMs);
  out.rendered.push(one.rendered);
  out.runSeconds.push(one.seconds);
}

async function atOnce(apiUrl: string, outDir: string, dbPath: string, edits: Edit[]): Promise<Latencies> {
  const out = emptyLatencies();
  let measured: (() => void) | null = null;
  // Runs from before the warm-up, so that it sees the new pool's worker threads while they start.
  const classify = sampleProcess(process.pid, 1000, 50);
  const job = atOnceJob(apiUrl, outDir, out);
  try {
    for (let i = 0; i < edits.length; i++) {
      const one = await editThenRun(job, outDir, dbPath, edits[i]!);
      // Left out of the figures (a new job's first run warms its threads up) but printed: issue #40's goal is this one.
      if (i === 0) {
        out.log.push(
          `first edit after a fresh start (a new job's first run): published in ${(one.ms / 1000).toFixed(2)} s, its run ${one.seconds.toFixed(2)} s`,
        );
        measured = phase(out, process.pid);
      } else record(out, one);
    }
    measured?.();
  } finally {
    classify.stop();
    await job.close();
  }
  return out;
}

/** Fresh starts measured, each a new job's first edit with the content API in its own process. */
const FRESH_STARTS = 3;

/** A content API over `dbPath` in a child process (bench/publish/apiProcess.ts); its URL once it listens. */
async function apiProcess(dbPath: string, mediaDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, jobNodeArgs('bench/publish/apiProcess.ts'), {
    env: { ...process.env, CONTENT_DB: dbPath, MEDIA_DIR: mediaDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const url = await new Promise<string>((resolve, reject) => {
    lines(child.stdout!, (line) => {
      const m = /^listening (\S+)$/.exec(line);
      if (m) resolve(m[1]!);
    });
    void exited(child).then((c) => reject(new Error(`the content API process exited with ${c}`)));
  });
  return { url, child };
}

/**
 * A new job's first edit (issue #40), each job new and closed after its one edit, with the content API in its own
 * process as deployed: in the "at once" phase above it shares the job's thread. The first one is left out: it
 * warms the new API process up, which deployed has been answering for hours.
 */
async function freshStarts(apiUrl: string, outDir: string, dbPath: string, edits: Edit[]): Promise<number[]> {
  const ms: number[] = [];
  for (const e of edits) {
    const job = atOnceJob(apiUrl, outDir, emptyLatencies());
    try {
      ms.push((await editThenRun(job, outDir, dbPath, e)).ms);
    } finally {
      await job.close();
    }
  }
  return ms.slice(1);
}

interface KeptSize {
  size: number;
  server: RunningServer;
  outDir: string;
  work: string;
  targets: Target[];
}

/**
 * The "run at once" latency of two sizes with their edits alternating (which size goes first alternates
 * too), so that the shared machine's drift, which reaches ×2 within an hour, meets both sides of the ratio
 * alike. Measured one size after the other, minutes apart, the ratio of two ~0.15 s medians moved by ±30 %.
 */
async function atOncePaired(sides: [KeptSize, KeptSize], nEdits: number, token: string): Promise<[Latencies, Latencies]> {
  const outs: [Latencies, Latencies] = [emptyLatencies(), emptyLatencies()];
  const edits = sides.map((k) => makeEdits(k.targets, nEdits, k.size, `${token}p`));
  const jobs = sides.map((k, i) => atOnceJob(k.server.url, k.outDir, outs[i]!));
  try {
    for (let n = 0; n < edits[0]!.length; n++) {
      for (const i of n % 2 === 0 ? [0, 1] : [1, 0]) {
        const one = await editThenRun(jobs[i]!, sides[i]!.outDir, sides[i]!.work, edits[i]![n]!);
        if (n > 0) record(outs[i]!, one);
      }
    }
  } finally {
    await Promise.all(jobs.map((j) => j.close()));
  }
  return outs;
}

// ---------------------------------------------------------------------------------------------------------
// Report

function latencyLine(label: string, l: Latencies): string {
  const s = l.ms.map((x) => x / 1000);
  return [
    label.padEnd(44),
    `p50 ${percentile(s, 50).toFixed(2)} s`.padEnd(12),
    `p95 ${percentile(s, 95).toFixed(2)} s`.padEnd(12),
    `max ${Math.max(...s).toFixed(2)} s`.padEnd(12),
    `(n=${s.length}; pages/run p50 ${percentile(l.rendered, 50)}, max ${Math.max(...l.rendered)}; run ${percentile(l.runSeconds, 50).toFixed(2)} s p50; editor write ${percentile(l.editorMs, 50).toFixed(1)} ms p50)`,
  ].join(' ');
}

function phaseCpu(l: Latencies, threads: number, who: string, mainLabel: string): string {
  if (!l.cpu) return '';
  const api = who === 'daemon' ? `, content API (bench process) ${l.benchCpu.toFixed(1)}` : '';
  const others = Math.max(0, l.machineBusy - l.cpu.cpu - (who === 'daemon' ? l.benchCpu : 0));
  return `CPU s over the ${l.wall.toFixed(0)} s of measured edits: ${who} ${describeCpu(l.cpu, threads, mainLabel)}${api}, other processes on the machine ${others.toFixed(1)}`;
}

// On a shared machine the wall time depends on the neighbours; the CPU a page costs does not (much), and
// bounds what the same code could do with the cores to itself.
function cpuMsPerPage(r: FullRun): number {
  return (1000 * (r.cpu.cpu + r.apiCpu)) / r.pages;
}
function cpuBound(r: FullRun, threads: number): number {
  return (threads * 1000) / cpuMsPerPage(r);
}

/** ms per page of the job's main thread and of the rest: its other threads (GC, libuv, compiler) and the children it waited for (its flushes, D-425). */
function mainAndOthers(r: FullRun, threads: number): { main: number; others: number } {
  const workers = r.cpu.others.slice(0, threads).reduce((a, b) => a + b, 0);
  return { main: (1000 * r.cpu.main) / r.pages, others: (1000 * Math.max(0, r.cpu.cpu - r.cpu.main - workers)) / r.pages };
}

/** The prerender CPU per page by stage: the render threads' (as the job measured them), its main thread's, the rest's. */
function stageCells(r: FullRun, threads: number): string[] {
  const { main, others } = mainAndOthers(r, threads);
  const s = r.stages;
  const ms = (x: number | null | undefined) => (x === null || x === undefined ? '–' : x.toFixed(2));
  return [ms(s?.data), ms(s?.react), ms(s?.post), ms(s?.compress), ms(s?.write), ms(main), ms(others)];
}
const STAGE_NAMES = ['data and vike', 'React render', 'post-processing', 'compression', 'writes', "job's main thread", 'other threads and flushes'];

function goal(value: number, target: number, atLeast: boolean): string {
  const r = value / target;
  return `×${r.toFixed(2)} of goal ${atLeast ? '≥' : '≤'} ${target} (${(atLeast ? r >= 1 : r <= 1) ? 'met' : 'NOT met'})`;
}

interface SizeResult {
  size: number;
  full: FullRun[];
  /** The full builds on warm render threads (none above WARM_BUILD_UP_TO). */
  warm: WarmRun[];
  cron: Latencies;
  now: Latencies;
}

function kLabel(n: number): string {
  return n % 1000 === 0 ? `${n / 1000}k` : String(n);
}

export async function run(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      sizes: { type: 'string', default: process.env.BENCH_PUBLISH_SIZES ?? '2000,20000' },
      edits: { type: 'string', default: '50' },
      tick: { type: 'string', default: '1' },
      'full-runs': { type: 'string' },
      profile: { type: 'boolean', default: false },
    },
  });
  const sizes = values.sizes.split(',').map(Number);
  const nEdits = Number(values.edits);
  const tick = Number(values.tick);
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0) || !(nEdits > 0) || !Number.isInteger(tick) || tick < 1 || tick > 59) {
    throw new Error('usage: npm run bench -- publish [--sizes 2000,20000] [--edits 50] [--tick 1..59] [--full-runs N] [--profile]');
  }
  const threads = Math.max(1, availableParallelism());

  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', cleanupSync);
  const benchStarted = performance.now();
  try {
    console.log(
      `machine: ${threads} cores, load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} at start, node ${process.version}`,
    );
    console.log(`build: ${DIST_DIR}/server/entry.mjs of ${statSync(join(DIST_DIR, 'server', 'entry.mjs')).mtime.toISOString()}`);
    if (onJournalLessExt4(DIR)) {
      console.log(
        `outputs: ${DIR} is on ext4 without a journal: for minutes after many files were deleted there, each new file costs the kernel ` +
          `more (D-426); a build's "kernel" figure shows it. Leave 5 minutes between a large deletion (a test run's worlds) and the bench.`,
      );
    }
    const token = Date.now().toString(36);
    const results: SizeResult[] = [];
    // The smallest and the largest size stay up for the interleaved "at once" ratio after the loop.
    const pairedSizes = sizes.length >= 2 ? [sizes[0]!, sizes[sizes.length - 1]!] : [];
    const kept: KeptSize[] = [];
    let paired: [Latencies, Latencies] | null = null;
    // The sports pages read the live-score service, as in production and the test worlds: without it they fail
    // fast and the build's cost per page reads low.
    const livescore = await startLivescoreServer({ port: 0, mediaDir: join(DIR, 'media') });
    process.env.LIVESCORE_API_URL = livescore.url;
    try {
      for (const size of sizes) {
        console.log(`\n== ${size} articles ==`);
        const { work, mediaDir, note } = prepareStore(size);
        console.log(`store: ${note}; edits go to a copy of it (${work}), so the ${2 * (nEdits + 1)} edits of this size accumulate only there`);
        const targets = articleTargets(work);
        const server: RunningServer = await startContentServer({ livescoreApiUrl: livescore.url, dbPath: work, mediaDir, port: 0 });
        const outDirs: string[] = [];
        try {
          const full: FullRun[] = [];
          const fixedRuns = values['full-runs'] ? Number(values['full-runs']) : null;
          const runsFor = () => fixedRuns ?? (size <= 5000 ? 3 : full.length === 1 && full[0]!.wall < SECOND_LARGE_RUN_UNDER_S ? 2 : 1);
          while (full.length < runsFor()) {
            const outDir = mkdtempSync(join(DIR, `publish-out-${size}-`));
            scratch.add(outDir);
            outDirs.push(outDir);
            const r = await fullBuild(server.url, outDir);
            full.push(r);
            const others = Math.max(0, r.machineBusy - r.cpu.cpu - r.apiCpu);
            console.log(
              `full build ${full.length}: ${r.pages} pages in ${r.wall.toFixed(1)} s wall = ${(r.pages / r.wall).toFixed(0)} pages/s ` +
                `(job's own ${r.jobSeconds.toFixed(1)} s = ${(r.pages / r.jobSeconds).toFixed(0)} pages/s; ${r.files} HTML files), ` +
                `peak RSS prerender ${MB(r.hwm).toFixed(0)} MB, content API ${MB(r.apiMaxRss).toFixed(0)} MB`,
            );
            console.log(
              `    CPU s over ${r.wall.toFixed(1)} s wall (${threads} cores = ${(threads * r.wall).toFixed(0)} CPU s): prerender ${describeCpu(r.cpu, threads)}, ` +
                `content API (bench process) ${r.apiCpu.toFixed(1)}, other processes on the machine ${others.toFixed(1)}`,
            );
            console.log(
              `    CPU per page: prerender ${((1000 * r.cpu.cpu) / r.pages).toFixed(1)} ms (kernel ${((1000 * r.cpu.kernel) / r.pages).toFixed(1)}) + content API ${((1000 * r.apiCpu) / r.pages).toFixed(1)} ms = ${cpuMsPerPage(r).toFixed(1)} ms ` +
                `→ at most ${cpuBound(r, threads).toFixed(0)} pages/s on ${threads} cores nobody else uses`,
            );
            console.log(
              `    prerender CPU ms per page by stage: ${stageCells(r, threads)
                .map((c, i) => `${STAGE_NAMES[i]} ${c}`)
                .join(', ')}`,
            );
          }
          // The incremental runs start from the last build's output.
          const outDir = outDirs.at(-1)!;
          if (values.profile) await profiledBuild(server.url, size);
          let warm: WarmRun[] = [];
          if (size <= WARM_BUILD_UP_TO) {
            const warmDir = mkdtempSync(join(DIR, `publish-warm-${size}-`));
            scratch.add(warmDir);
            warm = await warmFullBuilds(server.url, warmDir);
            warm.forEach((w, i) => {
              const others = Math.max(0, w.machineBusy - w.jobCpu - w.apiCpu);
              console.log(
                `full build on warm render threads ${i + 1} of ${warm.length} (after a cold one in the same job, like the nightly build of npm start): ${w.pages} pages in ${w.seconds.toFixed(1)} s = ` +
                  `${(w.pages / w.seconds).toFixed(0)} pages/s; CPU per page: job ${((1000 * w.jobCpu) / w.pages).toFixed(1)} ms (kernel ${((1000 * w.jobKernel) / w.pages).toFixed(1)}) + content API ${((1000 * w.apiCpu) / w.pages).toFixed(1)} ms; ` +
                  `other processes on the machine ${others.toFixed(1)} CPU s`,
              );
              const st = w.stages;
              if (st)
                console.log(
                  `    render threads' ms per page by stage: data and vike ${st.data?.toFixed(2) ?? '–'}, React render ${st.react.toFixed(2)}, post-processing ${st.post.toFixed(2)}, compression ${st.compress.toFixed(2)}, writes ${st.write.toFixed(2)}`,
                );
            });
          }
          const edits = makeEdits(targets, nEdits, size, token);
          const cron = await withDaemon(server.url, outDir, work, edits, tick, createRng(2));
          console.log(latencyLine(`edit → published, cron daemon (tick ${tick} s)`, cron));
          if (cron.skippedTicks) console.log(`    ${cron.skippedTicks} ticks skipped while a run was still working`);
          for (const l of cron.log) console.log(`    | ${l}`);
          console.log(`    peak RSS of the cron daemon ${MB(cron.hwm).toFixed(0)} MB; ${phaseCpu(cron, threads, 'daemon', 'main thread')}`);
          const now = await atOnce(server.url, outDir, work, edits);
          console.log(latencyLine('edit → published, run started at once', now));
          for (const l of now.log) console.log(`    | ${l}`);
          console.log(`    ${phaseCpu(now, threads, 'bench process (content API + job + editor)', 'main thread: API, job, editor')}`);
          const api = await apiProcess(work, mediaDir);
          try {
            const fresh = await freshStarts(api.url, outDir, work, makeEdits(targets, FRESH_STARTS, size, `${token}f`));
            const sortedMs = [...fresh].sort((a, b) => a - b);
            console.log(
              `first edit after a fresh start, the content API in its own process (as deployed, warmed by one more not counted): ${FRESH_STARTS} new jobs, published in ` +
                `${(sortedMs[Math.floor(sortedMs.length / 2)]! / 1000).toFixed(2)} s median [${(sortedMs[0]! / 1000).toFixed(2)}–${(sortedMs.at(-1)! / 1000).toFixed(2)}]`,
            );
          } finally {
            await stopChild(api.child);
          }
          // The manifest grows with the site and the job reads and writes it: its cost is one candidate for the 20k/2k ratio.
          const paths = statePaths(outDir);
          const t0 = performance.now();
          const manifest = await Manifest.load(paths.manifest);
          const t1 = performance.now();
          const copy = join(outDir, '.prerender', `bench-manifest-copy.json`);
          await manifest.save(copy);
          const t2 = performance.now();
          console.log(
            `    manifest: ${manifest.size} pages, ${MB(statSync(paths.manifest).size).toFixed(1)} MB; one load ${(t1 - t0).toFixed(0)} ms, one save ${(t2 - t1).toFixed(0)} ms (measured here, outside the job)`,
          );
          results.push({ size, full, warm, cron, now });
          if (pairedSizes.includes(size) && !kept.some((k) => k.size === size)) kept.push({ size, server, outDir, work, targets });
        } finally {
          // A kept size is closed after the interleaved runs; a failed one never got kept.
          if (!kept.some((k) => k.server === server)) {
            await server.close();
            for (const suffix of ['', '-wal', '-shm']) {
              rmSync(work + suffix, { force: true });
              scratch.delete(work + suffix);
            }
          }
        }
      }

      if (kept.length === 2) {
        console.log(`\n== run at once, ${kLabel(kept[0]!.size)} and ${kLabel(kept[1]!.size)} edits alternating ==`);
        paired = await atOncePaired([kept[0]!, kept[1]!], nEdits, token);
        for (const [i, k] of kept.entries()) console.log(latencyLine(`edit → published, run at once, ${kLabel(k.size)} (alternating)`, paired[i]!));
      }
    } finally {
      await livescore.close();
      for (const k of kept) {
        await k.server.close();
        for (const suffix of ['', '-wal', '-shm']) {
          rmSync(k.work + suffix, { force: true });
          scratch.delete(k.work + suffix);
        }
      }
    }

    // ---- summary
    const col = (s: string) => s.padEnd(36);
    const LABEL = 58;
    console.log(`\n== summary (median [min–max] of the runs; goal ratio = measured ÷ goal) ==`);
    console.log(''.padEnd(LABEL) + results.map((r) => col(`${r.size} articles`)).join(''));
    const row = (label: string, cells: string[]) => console.log(label.padEnd(LABEL) + cells.map(col).join(''));
    row(
      'full builds',
      results.map((r) => `${r.full.length} run${r.full.length > 1 ? 's' : ''}${r.size > 5000 && !values['full-runs'] ? ' (large: minutes each)' : ''}`),
    );
    row(
      'full build pages/s (wall of the CLI run)',
      results.map(
        (r) =>
          `${summary(
            r.full.map((f) => f.pages / f.wall),
            0,
          )}`,
      ),
    );
    row(
      '  goal ≥ 300 pages/s',
      results.map((r) => goal(median(r.full.map((f) => f.pages / f.wall)), GOAL_PAGES_PER_S, true)),
    );
    row(
      "full build pages/s (job's own time)",
      results.map(
        (r) =>
          `${summary(
            r.full.map((f) => f.pages / f.jobSeconds),
            0,
          )}`,
      ),
    );
    const prerenderMs = (f: FullRun) => (1000 * f.cpu.cpu) / f.pages;
    row(
      'CPU ms per page, prerender',
      results.map((r) => summary(r.full.map(prerenderMs), 1)),
    );
    row(
      '  of which the kernel (D-426)',
      results.map((r) =>
        summary(
          r.full.map((f) => (1000 * f.cpu.kernel) / f.pages),
          2,
        ),
      ),
    );
    row(
      `  goal ≤ ${GOAL_COLD_MS} ms (issue #38, 2k)`,
      results.map((r) => goal(median(r.full.map(prerenderMs)), GOAL_COLD_MS, false)),
    );
    row(
      'CPU ms per page (prerender + content API)',
      results.map((r) => summary(r.full.map(cpuMsPerPage), 1)),
    );
    row(
      `  CPU-bound pages/s on ${threads} free cores`,
      results.map((r) =>
        summary(
          r.full.map((f) => cpuBound(f, threads)),
          0,
        ),
      ),
    );
    row(
      '  goal ≥ 300 pages/s, if the cores were free',
      results.map((r) => goal(median(r.full.map((f) => cpuBound(f, threads))), GOAL_PAGES_PER_S, true)),
    );
    if (results.some((r) => r.warm.length)) {
      const warmRate = (w: WarmRun) => w.pages / w.seconds;
      const warmJobMs = (w: WarmRun) => (1000 * w.jobCpu) / w.pages;
      row(
        'full build on warm render threads: pages/s',
        results.map((r) =>
          r.warm.length
            ? `${summary(r.warm.map(warmRate), 0)} (×${(median(r.warm.map(warmRate)) / median(r.full.map((f) => f.pages / f.jobSeconds))).toFixed(2)} of the CLI's)`
            : `not run above ${kLabel(WARM_BUILD_UP_TO)}`,
        ),
      );
      row(
        `  CPU ms per page, the job (${results.find((r) => r.warm.length)!.warm.length} runs)`,
        results.map((r) => (r.warm.length ? summary(r.warm.map(warmJobMs), 1) : '')),
      );
      row(
        '    of which the kernel (D-426)',
        results.map((r) =>
          r.warm.length
            ? summary(
                r.warm.map((w) => (1000 * w.jobKernel) / w.pages),
                2,
              )
            : '',
        ),
      );
      row(
        `    goal ≤ ${GOAL_WARM_MS} ms (issue #38, 2k)`,
        results.map((r) => (r.warm.length ? goal(median(r.warm.map(warmJobMs)), GOAL_WARM_MS, false) : '')),
      );
      row(
        '  CPU ms per page, job + content API',
        results.map((r) =>
          r.warm.length
            ? summary(
                r.warm.map((w) => (1000 * (w.jobCpu + w.apiCpu)) / w.pages),
                1,
              )
            : '',
        ),
      );
      row(
        '  goal ≥ 300 pages/s',
        results.map((r) => (r.warm.length ? goal(median(r.warm.map(warmRate)), GOAL_PAGES_PER_S, true) : '')),
      );
    }
    row(
      'peak RSS, prerender process (MB)',
      results.map((r) =>
        summary(
          r.full.map((f) => MB(f.hwm)),
          0,
        ),
      ),
    );
    row(
      'peak RSS, content API process (MB)',
      results.map((r) =>
        summary(
          r.full.map((f) => MB(f.apiMaxRss)),
          0,
        ),
      ),
    );
    row(
      'peak RSS, cron daemon (MB)',
      results.map((r) => MB(r.cron.hwm).toFixed(0)),
    );
    for (const [label, pick] of [
      [`edit → published, cron tick ${tick} s`, (r: SizeResult) => r.cron],
      ['edit → published, run at once', (r: SizeResult) => r.now],
    ] as const) {
      row(
        `${label}: p50 / p95 / max (s)`,
        results.map((r) => {
          const s = pick(r).ms.map((x) => x / 1000);
          return `${percentile(s, 50).toFixed(2)} / ${percentile(s, 95).toFixed(2)} / ${Math.max(...s).toFixed(2)}`;
        }),
      );
      row(
        `  goal p95 ≤ 2 s`,
        results.map((r) => goal(percentile(pick(r).ms, 95) / 1000, GOAL_P95_S, false)),
      );
    }
    if (results.length >= 2) {
      const a = results[0]!;
      const b = results[results.length - 1]!;
      const name = `${kLabel(b.size)}/${kLabel(a.size)}`;
      console.log('');
      const ratioLine = (label: string, small: number[], large: number[]) => {
        const p50 = percentile(large, 50) / percentile(small, 50);
        const p95 = percentile(large, 95) / percentile(small, 95);
        console.log(
          `ratio ${name}, ${label}:`.padEnd(LABEL) +
            `p50 ×${p50.toFixed(2)} (${goal(p50, GOAL_RATIO, false)}), p95 ×${p95.toFixed(2)} (${goal(p95, GOAL_RATIO, false)})`,
        );
      };
      ratioLine(`cron tick ${tick} s`, a.cron.ms, b.cron.ms);
      ratioLine('run at once, sizes minutes apart', a.now.ms, b.now.ms);
      if (paired) ratioLine('run at once, edits alternating', paired[0].ms, paired[1].ms);
    }
    console.log(
      `\n${nEdits} edits per size and mode (+1 warm-up, not counted): titles of random visible articles of type 'article' ` +
        `(seeded, the same articles in both modes); latency = editor write returned → the article's index.html renamed into place with the new title ` +
        `(polled every 5 ms in both modes; "run" is the whole incremental run, which goes on after the page with its lists, feeds and sitemaps). Cron edits land at a random moment of the ${tick} s tick, so they include ` +
        `on average half a tick of waiting (default tick of npm start: 5 s); like npm start, the daemon also runs the ` +
        `deep-list sweep at :30 of every minute (PRERENDER_SWEEP_PAGES pages; those runs are among the cron "pages/run"), and an edit landing ` +
        `meanwhile waits for it. "Render workers" are the busiest threads besides the main one; "other threads" are the rest: libuv pool (fs) and V8 GC and compiler threads, and the job's file system flushes ("sync -f" child processes, D-425). The content API and the "at once" job share this process; the full build ` +
        `(and the builds of the warm-threads lines: one cold, not reported, then the warm ones in the same job) ` +
        `and the daemon run in child processes. Shared machine: compare the "other processes" CPU above. Total ${((performance.now() - benchStarted) / 60000).toFixed(1)} min.`,
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    cleanupSync();
  }
}
