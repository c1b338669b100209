// The worker as the build writes it: one classic script (a service worker registered by workbox-window is
// not a module), nothing the CSP refuses (eval, new Function), nothing a worker lacks (process), no
// request to another origin (no importScripts of workbox's CDN).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceWorker, SW_FILE } from './plugin';
import { CACHES } from './rules';

describe('buildServiceWorker', () => {
  let dir: string;
  let code: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sw-build-'));
    await buildServiceWorker(dir);
    code = await readFile(join(dir, SW_FILE), 'utf8');
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes one classic script', () => {
    expect(() => new Script(code)).not.toThrow();
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
  });

  it('has no eval, no process, no other origin', () => {
    expect(code).not.toMatch(/\beval\(|new Function\(|process\.env|importScripts\(|https?:\/\//);
  });

  it('carries the workbox modules and the caches of sw/rules.ts', () => {
    for (const name of Object.values(CACHES)) expect(code).toContain(name);
    expect(code).toContain('navigationPreload');
    expect(code).toContain('workbox-expiration');
  });
});
