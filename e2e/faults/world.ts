// One test's own world: a copy of a seeded store in a temp folder, its content API, optionally the fault
// proxy in front of it, its own output folder, and the prerender CLI run as a child process against them
// (so that SIGKILL is a real kill -9 of the job with its worker threads).
import { secret } from '../../config/secrets';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedStore } from '../../services/seed/seed';
import { startContentServer, type RunningServer } from '../../services/server';
import { runEditor } from '../../services/editor/cli';
import { createRng, type Rng } from '../../lib/rng';
import { jobNodeArgs } from '../../prerender/nodeFlags';
import { articlePath } from '../../domain/urls';
import type { ChangeEntry, ChangesPage, SiteSlug } from '../../domain/types';
import { outputFile } from '../../prerender/outputPath';
import { plainLines } from '../../config/log';
import { buildFolderOf } from '../../testing/world/build';
import { testTempDir } from '../../testing/memoryTemp';
import { startFaultProxy, type FaultProxy } from './proxy';
import { markPassed, outputProblems, type PassedFiles } from './output';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The run's build: `npm test`'s (DIST_DIR), or the checkout's dist/ of `npx vike build` when the tier runs alone. */
export const DIST_DIR = buildFolderOf(process.env, ROOT);

/**
 * Where corpora and worlds go: memory when it has room (testing/memoryTemp.ts, D-430). Nothing here is lost by a
 * kill -9 either way (the kernel keeps what a killed process wrote).
 */
export const FAULTS_TMP = testTempDir();

/**
 * Enough pages for a full run over several batches of the job (200 pages each): 50 articles make about 480
 * pages, three batches, so kills and faults still fall inside a batch, between two and after the last. Most
 * pages do not come from the articles (fronts, sections, lists, screens): 150 articles made 709 pages, four
 * batches, half as long again a full run for nothing the tests did not see with three.
 */
export const FAULT_ARTICLES = 50;

export type Mode = '--full' | '--incremental';

export interface RunResult {
  mode: Mode;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** True when the run was ended by our SIGKILL (not when it finished first). */
  killed: boolean;
  ms: number;
  output: string;
}

export interface RunningJob {
  child: ChildProcess;
  done: Promise<RunResult>;
  /** kill -9; resolves when the process is gone. A run that already ended is left as it was. */
  kill(): Promise<RunResult>;
}

export interface Article {
  id: number;
  slug: string;
  site: SiteSlug;
  path: string;
  /** The page's HTML file in the world's output. */
  file: string;
}

/**
 * A seeded store and the output of one clean full run over it: seeding and a full run are the slow part
 * of a world, so one is made for all the fault tests (e2e/faults/corpus.ts) and every test starts from copies.
 */
export interface Corpus {
  seed: number;
  dir: string;
  dbPath: string;
  mediaDir: string;
  outDir: string;
  /** Requests the render workers made during the full run (they carry no preview token). */
  workerRequests: number;
  /** Requests the full run made in all, the job's own and its workers'. */
  requests: number;
}

export interface World {
  /** The seed of this test's choices (edits, kill moments, fault points). */
  seed: number;
  rng: Rng;
  dir: string;
  dbPath: string;
  outDir: string;
  api: RunningServer;
  proxy: FaultProxy | null;
  cursorFile: string;
  /** Output files that passed a check, not read again while unchanged (e2e/faults/output.ts). */
  passed: PassedFiles;
  start(mode: Mode, extra?: RunExtra): RunningJob;
  run(mode: Mode, extra?: RunExtra): Promise<RunResult>;
  /** The settings its job runs with (OUT_DIR, CONTENT_API_URL, DIST_DIR, logs as JSON): a render worker's too. */
  env: NodeJS.ProcessEnv;
  /** Visible articles of type 'article', in feed order. */
  articles(): Promise<Article[]>;
  editTitle(slug: string, title: string): void;
  unpublish(slug: string): void;
  /**
   * Sets one field of an article's stored JSON (`doc`) straight in the store, the way a bad import or a
   * buggy CMS would: no new change number, no checks. `jsonPath` as SQLite's json_set takes it ('$.subtitle').
   */
  corruptDoc(slug: string, jsonPath: string, value: unknown): void;
  readCursor(): string | null;
  close(): Promise<void>;
}

/** A seed from `name` in the environment when set (to replay a failure), else random. */
export function pickSeed(name: 'FAULTS_SEED' | 'FAULTS_CORPUS_SEED'): number {
  const fixed = process.env[name];
  return fixed ? Number(fixed) : Math.floor(Math.random() * 2 ** 31);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The worlds have no live-score service: nothing listens there, so a match box is left out as when the service is
 * down. Not the default address, where a developer's own `npm start` may answer with its clock's minute.
 */
const NO_LIVESCORE = 'http://127.0.0.1:1';

function jobEnv(outDir: string, contentApiUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    OUT_DIR: outDir,
    CONTENT_API_URL: contentApiUrl,
    LIVESCORE_API_URL: NO_LIVESCORE,
    DIST_DIR,
    FORCE_COLOR: '0',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
  };
  // The runner's own loader hooks must not leak into the job.
  delete env.NODE_OPTIONS;
  return env;
}

/** More for one run: options after the mode (`--queue`), settings. */
export interface RunExtra {
  args?: string[];
  env?: Record<string, string>;
}

function spawnJob(mode: Mode, env: NodeJS.ProcessEnv, extra: RunExtra = {}): RunningJob {
  const started = performance.now();
  const child = spawn(process.execPath, jobNodeArgs('prerender/cli.ts', mode, ...(extra.args ?? [])), {
    cwd: ROOT,
    env: { ...env, ...extra.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  let killed = false;
  const done = new Promise<RunResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      resolve({ mode, code, signal, killed: killed && signal === 'SIGKILL', ms: performance.now() - started, output: plainLines(output) });
    });
  });
  return {
    child,
    done,
    kill() {
      if (child.exitCode === null && child.signalCode === null) {
        killed = true;
        child.kill('SIGKILL');
      }
      return done;
    },
  };
}

/** Seeds a store in `dir` (a new, empty folder) and runs a clean full build over it. */
export async function createCorpus(seed: number, dir: string): Promise<Corpus> {
  const dbPath = join(dir, 'content.db');
  const mediaDir = join(dir, 'media');
  const outDir = join(dir, 'out');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const now = Math.floor(Date.now() / 3_600_000) * 3600;
    seedStore({ articles: FAULT_ARTICLES, seed, now, dbPath, mediaDir });
    const api = await startContentServer({ dbPath, mediaDir, port: 0, livescoreApiUrl: NO_LIVESCORE });
    const proxy = await startFaultProxy(api.url);
    try {
      const rendering = proxy.counter((req) => !req.headers.authorization);
      const all = proxy.counter(() => true);
      const r = await spawnJob('--full', jobEnv(outDir, proxy.url)).done;
      if (r.code !== 0) throw new Error(`the corpus's full run failed: ${describeRun(r)}`);
      // Every world starts from a copy of this output and takes it as checked (createWorld): so check it.
      const problems = outputProblems(outDir, { distClient: join(DIST_DIR, 'client'), exactCopies: true });
      if (problems.length) throw new Error(`the corpus's full run left a broken output:\n${problems.slice(0, 20).join('\n')}`);
      return { seed, dir, dbPath, mediaDir, outDir, workerRequests: rendering(), requests: all() };
    } finally {
      await proxy.close();
      await api.close();
    }
  } catch (err) {
    remove();
    throw err;
  }
}

export async function createWorld(opts: { corpus: Corpus; seed: number; proxy?: boolean; withOutput: boolean }): Promise<World> {
  const { corpus } = opts;
  const dir = mkdtempSync(join(FAULTS_TMP, 'reader-faults-world-'));
  const dbPath = join(dir, 'content.db');
  const outDir = join(dir, 'out');
  // The API closed the corpus's store, so its WAL is checkpointed; copy a -wal all the same if one is left.
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(corpus.dbPath + suffix)) cpSync(corpus.dbPath + suffix, dbPath + suffix);
  // With their times: a page and its compressed copies share an mtime, and the job's sweep repairs copies that do not.
  if (opts.withOutput) cpSync(corpus.outDir, outDir, { recursive: true, preserveTimestamps: true });
  // A copy of the corpus's output, which passed the exact check: only what the runs change is read again.
  const passed: PassedFiles = new Map();
  if (opts.withOutput) markPassed(outDir, passed);
  // Media files are only read: shared.
  const api = await startContentServer({ dbPath, mediaDir: corpus.mediaDir, port: 0, livescoreApiUrl: NO_LIVESCORE });
  const proxy = opts.proxy ? await startFaultProxy(api.url) : null;
  const running = new Map<ChildProcess, Promise<RunResult>>();
  const env = jobEnv(outDir, proxy?.url ?? api.url);
  const cursorFile = join(outDir, '.prerender', 'cursor');

  const start = (mode: Mode, extra?: RunExtra): RunningJob => {
    const job = spawnJob(mode, env, extra);
    running.set(job.child, job.done);
    void job.done.finally(() => running.delete(job.child)).catch(() => undefined);
    return job;
  };

  return {
    seed: opts.seed,
    rng: createRng(opts.seed),
    dir,
    dbPath,
    outDir,
    api,
    proxy,
    cursorFile,
    passed,
    start,
    run: (mode, extra) => start(mode, extra).done,
    env,
    async articles() {
      // Straight from the content API, not through the proxy: the test's own view must not be faulted.
      const res = await fetch(`${api.url}/internal/api/changes?since=0&limit=5000`, {
        headers: { authorization: `Bearer ${secret('CONTENT_SERVICE_TOKEN')}` },
      });
      const page = (await res.json()) as ChangesPage;
      if (page.hasMore) throw new Error('more than 5000 changes in a fault-test corpus');
      return page.changes
        .filter((c): c is Extract<ChangeEntry, { kind: 'article' }> => c.kind === 'article' && c.active && c.type === 'article')
        .map((c) => {
          const path = articlePath({
            slug: c.slug,
            pubDate: c.pubDate,
            mainSuperTag: { id: 0, name: '', active: true, slug: c.mainSuperTag, siteSlug: c.superTagSite },
          });
          return { id: c.id, slug: c.slug, site: c.superTagSite, path, file: outputFile(outDir, c.superTagSite, path) };
        });
    },
    editTitle(slug, title) {
      const r = runEditor(['update', slug, '--title', title], dbPath);
      if (r.code !== 0) throw new Error(`editor update ${slug}: ${r.out}`);
    },
    unpublish(slug) {
      const r = runEditor(['unpublish', slug], dbPath);
      if (r.code !== 0) throw new Error(`editor unpublish ${slug}: ${r.out}`);
    },
    corruptDoc(slug, jsonPath, value) {
      const db = new Database(dbPath);
      try {
        db.pragma('busy_timeout = 5000');
        const r = db.prepare('UPDATE articles SET doc = json_set(doc, ?, json(?)) WHERE slug = ?').run(jsonPath, JSON.stringify(value), slug);
        if (r.changes !== 1) throw new Error(`corruptDoc: no article ${slug}`);
      } finally {
        db.close();
      }
    },
    readCursor() {
      return existsSync(cursorFile) ? readFileSync(cursorFile, 'utf8') : null;
    },
    async close() {
      for (const [child, done] of running) {
        child.kill('SIGKILL');
        await done.catch(() => undefined);
      }
      await proxy?.close();
      await api.close();
      // Kept when FAULTS_KEEP is set, to look at the output of a failure.
      if (!process.env.FAULTS_KEEP) rmSync(dir, { recursive: true, force: true });
      else console.log(`faults: world kept in ${dir}`);
    },
  };
}

/** A short description of a run for failure messages: how it ended and the end of its output. */
export function describeRun(r: RunResult): string {
  const end = r.killed ? 'killed' : r.signal ? `signal ${r.signal}` : `exit ${r.code}`;
  return `${r.mode} ${end} after ${(r.ms / 1000).toFixed(1)} s; output:\n${r.output.slice(-3000)}`;
}
