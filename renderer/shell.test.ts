import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContextServer } from 'vike/types';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JOB_USER_AGENT } from '../domain/accessLevel';
import { apiOf, sharedData, sharedDataSize, sharedInRun } from './shell';

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

describe('apiOf', () => {
  it('marks a prerender run’s reads with the job’s user agent (its access lines at debug), a reader’s render not', async () => {
    const agents: (string | undefined)[] = [];
    const server = createServer((req, res) => {
      agents.push(req.headers['user-agent']);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await apiOf({ siteSlug: 'main', contentApiUrl: url, dataGeneration: 'run-ua' } as unknown as PageContextServer).health();
      await apiOf({ siteSlug: 'main', contentApiUrl: url } as unknown as PageContextServer).health();
    } finally {
      server.close();
    }
    expect(agents[0]).toBe(JOB_USER_AGENT);
    expect(agents[1]).not.toBe(JOB_USER_AGENT);
  });
});
