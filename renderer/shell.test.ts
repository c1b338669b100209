import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContextServer } from 'vike/types';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JOB_USER_AGENT } from '../domain/accessLevel';
import { apiOf, sharedData, sharedDataSize, sharedInRun } from './shell';
import { loadQuiz } from '../pages/article/loadQuiz';
import { loadGameView } from '../pages/tippjatek/loadGame';
import type { GameDefinition } from '../domain/predictionGame';

const ctx = (dataGeneration: string) => ({ siteSlug: 'main', contentApiUrl: 'http://api', dataGeneration }) as unknown as PageContextServer;

afterEach(() => {
  vi.useRealTimers();
});

describe('sharedData', () => {
  it('asks once per run and key, and again in the next run', async () => {
    const load = vi.fn(async () => 'answer');
    await sharedData(ctx('run-1'), 'k', load);
    await sharedData(ctx('run-1'), 'k', load);
    expect(load).toHaveBeenCalledTimes(1);
    await sharedData(ctx('run-2'), 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValue('ok');
    await expect(sharedData(ctx('run-f'), 'k', load)).rejects.toThrow('500');
    await expect(sharedData(ctx('run-f'), 'k', load)).resolves.toBe('ok');
  });

  it('forgets the answers of past runs, so a render thread that lives for days does not grow', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    for (let run = 0; run < 50; run++) {
      vi.setSystemTime(start + run * 5_000);
      await sharedData(ctx(`cron-${run}`), 'recommended:1', async () => run);
    }
    // Runs every 5 s, answers kept 30 s: only the last few runs' answers (and one sweep's slack) remain.
    expect(sharedDataSize()).toBeLessThanOrEqual(14);
    expect(sharedDataSize()).toBeGreaterThan(0);
  });
});

describe('sharedInRun', () => {
  it('shares within a prerender run, but asks every time for a reader or a preview', async () => {
    const load = vi.fn(async () => 'posts');
    const inRun = ctx('run-s');
    await sharedInRun(inRun, 'liveblog-posts:1', load);
    await sharedInRun(inRun, 'liveblog-posts:1', load);
    expect(load).toHaveBeenCalledTimes(1);
    const reader = { siteSlug: 'main', contentApiUrl: 'http://api' } as unknown as PageContextServer;
    await sharedInRun(reader, 'liveblog-posts:1', load);
    await sharedInRun(reader, 'liveblog-posts:1', load);
    const preview = { ...ctx('run-s'), preview: { token: 't', email: 'e', csrf: 'c' } } as unknown as PageContextServer;
    await sharedInRun(preview, 'liveblog-posts:1', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('a render’s reads', () => {
  it('carry the job’s user agent in a prerender run (their access lines at debug), a reader’s render not: the content API, the quiz, the game', async () => {
    const agents: [string, string | undefined][] = [];
    const server = createServer((req, res) => {
      agents.push([req.url ?? '', req.headers['user-agent']]);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const game = { slug: 'g', closesAt: 0 } as GameDefinition;
    try {
      for (const dataGeneration of ['run-ua', undefined]) {
        const pageContext = { siteSlug: 'main', contentApiUrl: url, dataGeneration } as unknown as PageContextServer;
        await apiOf(pageContext).health();
        await loadQuiz(pageContext, 'q1');
        await loadGameView(pageContext, game, 0);
      }
    } finally {
      server.close();
    }
    const reads = ['/api/health', '/api/quiz/', '/api/tippjatek/g'];
    expect(agents.map(([path]) => path)).toEqual([...reads, ...reads]);
    expect(agents.slice(0, 3).map(([, agent]) => agent)).toEqual([JOB_USER_AGENT, JOB_USER_AGENT, JOB_USER_AGENT]);
    for (const [, agent] of agents.slice(3)) expect(agent).not.toBe(JOB_USER_AGENT);
  });
});
