// A queued full build (`npm run prerender -- --full --queue`, D-416): the real CLI and two real render workers
// (`npm run render-worker`) as child processes over a throwaway redis-server, in a world with no output yet. With a
// render worker killed with kill -9 three times while it holds batches (each kill on the worker's own line that it
// took one), the build still writes the pages an in-process build of the same store writes, the same pages, none
// torn, and no temp file of a dead worker is left (D-418). One queued build for both checks: each took a quarter of
// a minute of the fault phase.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { plainLines } from '../../../config/log';
import { jobNodeArgs } from '../../../prerender/nodeFlags';
import { startRedis } from '../../../testing/redisServer';
import { expectOk } from '../checks';
import { log, openWorld } from '../corpus';
import { htmlProblem, listFiles, tempFiles } from '../output';
import { ROOT, sleep, type Corpus, type World } from '../world';

/** Pages and their brotli copies: what the render workers write. */
const PAGE = /\.html(\.br)?$/;
/** The job's own state, which says when it ran. */
const STATE = /^\.prerender\//;

/** A page without what says when it was rendered: the told times, a date's words ("16 perce"), a widget's "now". */
const steady = (html: string) =>
  html
    .replace(/ data-told="\d+"/g, '')
    .replace(/(&quot;(?:current|now)&quot;:)\d+/g, '$1')
    .replace(/(<time[^>]*>)[^<]*</g, '$1<');

/** The render workers of a world: `npm run render-worker` processes on one render thread each, replaced when killed. */
class RenderWorkers {
  private readonly children = new Set<ChildProcess>();
  /** Lines of every worker, for the verdicts and a failure's message. */
  readonly lines: string[] = [];
  /** Called on each worker's "took batch" line (the moment a kill aims at). */
  onTake: (child: ChildProcess) => void = () => {};

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  start(): ChildProcess {
    // One short lock: a dead worker's batch is back within a few seconds, not the default ten or twenty.
    const env = { ...this.env, PRERENDER_THREADS: '1', RENDER_QUEUE_LOCK_MS: '1000', LOG_LEVEL: 'debug' };
    const child = spawn(process.execPath, jobNodeArgs('prerender/render-worker-main.ts'), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.children.add(child);
    child.once('exit', () => this.children.delete(child));
    createInterface({ input: child.stderr! }).on('line', (line) => this.lines.push(line));
    createInterface({ input: child.stdout! }).on('line', (raw) => {
      const line = plainLines(raw);
      this.lines.push(line);
      if (line.startsWith('took batch')) this.onTake(child);
    });
    return child;
  }

  /** kill -9, resolved once it is gone. */
  async kill(child: ChildProcess): Promise<void> {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  async close(): Promise<void> {
    await Promise.all([...this.children].map((c) => this.kill(c)));
  }
}

/** A queued full build of `w` into `outDir` with two render workers; `during` may kill them. */
async function queuedBuild(w: World, o: { outDir: string; during?: (workers: RenderWorkers) => void }) {
  const redis = await startRedis();
  const settings = { REDIS_URL: redis.url, OUT_DIR: o.outDir };
  const workers = new RenderWorkers({ ...w.env, ...settings });
  try {
    workers.start();
    workers.start();
    o.during?.(workers);
    const r = await w.run('--full', { args: ['--queue'], env: settings });
    return { r, workers };
  } finally {
    await workers.close();
    await redis.stop();
  }
}

/** Where two pages first differ, steadied, as a failure's message: which part of a page changed between the builds. */
function firstDifference(a: string, b: string): string {
  const [x, y] = [a, b].map((f) => steady(readFileSync(f, 'utf8')).split('><'));
  const i = x!.findIndex((part, k) => part !== y![k]);
  return `${a}\n  in-process: <${x![i]?.slice(0, 300)}>\n  queued:     <${y![i]?.slice(0, 300)}>`;
}

const pagesOf = (outDir: string) => listFiles(outDir).filter((f) => PAGE.test(f));

/**
 * Torn pages: an HTML file that is not a whole page, a brotli copy that does not decode to its page or has none.
 * The pages only, what the render workers write (outputProblems checks every file of an output, the build's
 * assets in each domain too, which takes a minute here and is the job's own work either way).
 */
function tornPages(outDir: string): string[] {
  const out: string[] = [];
  for (const f of pagesOf(outDir)) {
    if (f.endsWith('.br')) {
      const page = join(outDir, f.slice(0, -'.br'.length));
      if (!existsSync(page)) out.push(`${f}: no page beside it`);
      else if (!brotliDecompressSync(readFileSync(join(outDir, f))).equals(readFileSync(page))) out.push(`${f}: not its page's version`);
      continue;
    }
    const problem = htmlProblem(readFileSync(join(outDir, f), 'utf8'));
    if (problem) out.push(`${f}: ${problem}`);
  }
  return out;
}

/** Only against a hang: two full builds of the world, and render workers started five times on a busy machine. */
const CEILING_MS = 480_000;

export function queueCases(corpus: () => Corpus): void {
  describe('a queued full build', () => {
    it(
      'with a render worker killed with kill -9 three times, writes the pages the in-process build writes, file by file, none torn',
      async (ctx) => {
        const w = await openWorld(ctx, corpus(), { withOutput: false });
        // Which batches a kill follows (the n-th taken, retries included), spread over the build's first half.
        const at = new Set<number>();
        while (at.size < 3) at.add(w.rng.int(2, 16));
        let taken = 0;
        const killed: number[] = [];
        try {
          // The in-process build of this world's store first, then the queued one beside it.
          expectOk(await w.run('--full'));
          const queued = join(w.dir, 'queued');
          const { r, workers } = await queuedBuild(w, {
            outDir: queued,
            during: (workers) => {
              workers.onTake = (child) => {
                if (!at.has(++taken)) return;
                killed.push(taken);
                // At once or while its thread renders and stages the batch (16 pages: about half a second).
                void sleep(w.rng.int(0, 500))
                  .then(() => workers.kill(child))
                  .then(() => workers.start());
              };
            },
          });
          log(w, `killed render workers after batches ${killed.join(', ')} were taken; the build ${r.code === 0 ? 'succeeded' : 'failed'}`);
          expectOk(r);
          expect(killed, 'three kills').toHaveLength(3);
          // The dead workers' batches were taken again, and what they had staged removed.
          const again = workers.lines.flatMap((l) => /again after its worker died: (\d+) temp files/.exec(l)?.[1] ?? []).map(Number);
          log(w, `${again.length} batches taken again, ${again.reduce((a, b) => a + b, 0)} temp files of dead workers removed`);
          expect(again.length, workers.lines.slice(-40).join('\n')).toBeGreaterThan(0);
          // Every page the in-process build wrote, and the same pages but for what says when each was rendered.
          const written = new Set(pagesOf(queued));
          expect(
            pagesOf(w.outDir).filter((f) => !written.has(f)),
            'missing pages',
          ).toEqual([]);
          expect(listFiles(queued).filter((f) => !STATE.test(f))).toEqual(listFiles(w.outDir).filter((f) => !STATE.test(f)));
          const differ = pagesOf(w.outDir)
            .filter((f) => f.endsWith('.html'))
            .filter((f) => steady(readFileSync(join(queued, f), 'utf8')) !== steady(readFileSync(join(w.outDir, f), 'utf8')));
          expect(differ, differ.length ? firstDifference(join(w.outDir, differ[0]!), join(queued, differ[0]!)) : '').toEqual([]);
          expect(tornPages(queued), 'torn pages').toEqual([]);
          expect(tempFiles(queued)).toEqual([]);
        } finally {
          await w.close();
        }
      },
      CEILING_MS,
    );
  });
}
