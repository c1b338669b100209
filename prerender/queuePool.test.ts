// The render queue (D-416) against a real redis-server: the queued build's pool and a render worker in this
// process, the worker's render threads a stand-in. A batch's results come back as the job knows its paths; a
// failed render fails the batch; a worker that dies holding a batch loses nothing (D-418).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceLogger } from '../config/log';
import { startRedis, type RunningRedis } from '../testing/redisServer';
import type { RenderResult, RenderTask } from '../workers/render';
import { startQueuePool, type QueuePool } from './queuePool';
import type { RenderPool } from './renderPool';
import { NO_REDIS_URL, rebase } from './renderQueue';
import { startRenderQueueWorker, type RenderQueueWorker, type WorkerPlaces } from './renderQueueWorker';

let server: RunningRedis;
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  await server.stop();
});

const JOB_OUT = '/srv/job/out';
/** A worker on another machine: the output mounted elsewhere, its own build folder and content API address. */
const OWN: WorkerPlaces = { outDir: '/mnt/shared/out', distDir: '/opt/app/dist', contentApiUrl: 'http://content.internal:3100', build: 'b1' };

const task = (url: string, file?: string): RenderTask => ({
  url,
  site: 'main',
  host: 'hirter.hu',
  contentApiUrl: 'http://127.0.0.1:3100',
  distDir: '/srv/job/dist',
  build: 'b1',
  dataGeneration: '1.1',
  ...(file ? { file } : {}),
});

/** What the render threads answer for a task: a staged page when it has a file, else the page with its brotli copy. */
function rendered(t: RenderTask): RenderResult {
  const base = { url: t.url, site: t.site, status: 200, location: null, deps: null, cost: { reactMs: 1, postMs: 0, compressMs: 0, writeMs: 0 } };
  return t.file
    ? { ...base, outcome: 'rendered', html: '', br: null, staged: { br: `${t.file}.br.tmp`, html: `${t.file}.tmp` } }
    : { ...base, outcome: 'rendered', html: '<!DOCTYPE html><html></html>', br: new Uint8Array([1, 2, 250]), staged: null };
}

/** Render threads that record what they were given and answer `answer` (default: `rendered`). */
function threads(answer: (tasks: RenderTask[]) => Promise<RenderResult[]> = async (ts) => ts.map(rendered)) {
  const seen: RenderTask[][] = [];
  const pool: RenderPool = {
    async run(t, options) {
      const tasks = options?.name === 'renderMany' ? (t as RenderTask[]) : [t as RenderTask];
      seen.push(tasks);
      const results = await answer(tasks);
      return options?.name === 'renderMany' ? results : results[0];
    },
    destroy: async () => {},
  };
  return { pool, seen };
}

const logger = serviceLogger('render-worker');
/**
 * Every worker with one short lock: a dead worker's batch is back within a second. (The stalled check runs at
 * most once per interval of the worker that ran it last, so workers with a longer one would slow it down.)
 */
const worker = (pool: RenderPool): RenderQueueWorker => startRenderQueueWorker({ redisUrl: server.url, own: OWN, pool, concurrency: 2, lockMs: 500, logger });

async function withQueue(fn: (queue: QueuePool) => Promise<void>, ...workers: RenderQueueWorker[]): Promise<void> {
  const queue = await startQueuePool({ redisUrl: server.url, outDir: JOB_OUT, log: () => {} });
  try {
    await fn(queue);
  } finally {
    await queue.destroy();
    for (const w of workers) await w.close(true);
  }
}

describe('the render queue', () => {
  it("answers a batch with its results, the worker's files translated both ways", async () => {
    const t = threads();
    const w = worker(t.pool);
    await withQueue(async (queue) => {
      const batch = [task('/a', `${JOB_OUT}/hirter.hu/a/index.html`), task('/b', `${JOB_OUT}/hirter.hu/b/index.html`)];
      const results = (await queue.run(batch, { name: 'renderMany' })) as RenderResult[];
      expect(results.map((r) => r.staged)).toEqual([
        { br: `${JOB_OUT}/hirter.hu/a/index.html.br.tmp`, html: `${JOB_OUT}/hirter.hu/a/index.html.tmp` },
        { br: `${JOB_OUT}/hirter.hu/b/index.html.br.tmp`, html: `${JOB_OUT}/hirter.hu/b/index.html.tmp` },
      ]);
      // The worker rendered with its own build, content API and mount of the output.
      expect(t.seen[0]!.map((x) => [x.file, x.distDir, x.contentApiUrl])).toEqual([
        [`${OWN.outDir}/hirter.hu/a/index.html`, OWN.distDir, OWN.contentApiUrl],
        [`${OWN.outDir}/hirter.hu/b/index.html`, OWN.distDir, OWN.contentApiUrl],
      ]);
      // One page without a file (the 404 pages): its HTML and brotli copy come back as bytes.
      const one = (await queue.run(task('/404'))) as RenderResult;
      expect(one.html).toBe('<!DOCTYPE html><html></html>');
      expect(one.br).toEqual(new Uint8Array([1, 2, 250]));
      expect(queue.stats().batches).toBe(2);
      expect(queue.stats().overheadMs).toBeGreaterThan(0);
    }, w);
  });

  it('fails a batch whose render failed, as the render threads would, and one for another build', async () => {
    const w = worker(
      threads(async () => {
        throw new Error('ENOSPC: no space left on device');
      }).pool,
    );
    await withQueue(async (queue) => {
      await expect(queue.run([task('/a', `${JOB_OUT}/hirter.hu/a/index.html`)], { name: 'renderMany' })).rejects.toThrow(/ENOSPC/);
      await expect(queue.run([{ ...task('/a'), build: 'b2' }], { name: 'renderMany' })).rejects.toThrow(/has build b1, the job b2: both need the same build/);
    }, w);
  });

  it('renders a batch again on another worker when the one that took it died', async () => {
    let took!: () => void;
    const taken = new Promise<void>((resolve) => (took = resolve));
    // The first worker takes the batch and never answers: then it is gone, as a kill -9 leaves it (no lock renewed).
    const dying = worker(threads(() => (took(), new Promise<never>(() => {}))).pool);
    const healthy = threads();
    let second: RenderQueueWorker | undefined;
    await withQueue(async (queue) => {
      const answer = queue.run([task('/a', `${JOB_OUT}/hirter.hu/a/index.html`)], { name: 'renderMany' }) as Promise<RenderResult[]>;
      await taken;
      await dying.close(true);
      second = worker(healthy.pool);
      const results = await answer;
      expect(results.map((r) => r.url)).toEqual(['/a']);
      expect(healthy.seen.map((ts) => ts.map((x) => x.url))).toEqual([['/a']]);
    });
    await second?.close(true);
  });

  it('will not start without REDIS_URL, and says so', async () => {
    await expect(startQueuePool({ redisUrl: undefined, outDir: JOB_OUT, log: () => {} })).rejects.toThrow(NO_REDIS_URL);
    expect(NO_REDIS_URL).toMatch(/REDIS_URL/);
  });
});

describe('rebase', () => {
  it('moves a path from one output folder to another, and refuses one outside it', () => {
    expect(rebase('/a/out/x/index.html', '/a/out', '/b/o')).toBe('/b/o/x/index.html');
    expect(rebase('/a/out/x', '/a/out', '/a/out')).toBe('/a/out/x');
    expect(() => rebase('/a/other/x', '/a/out', '/b/o')).toThrow(/not inside the output folder/);
  });
});
