// The generated VCL in Debian's Varnish (skipped where varnishd is not installed) with no origin that answers: a
// reader gets the server error page as a 503, never kept, a crawler the bare status (prerender/varnish.ts
// backendError, D-435), where Varnish's own "Guru Meditation" page came.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS, botErrorHtml } from '../domain/errors';
import { freePort } from '../scripts/freePort';
import { startVarnish, type RunningVarnish } from '../testing/varnish';
import { CACHE_STATUS_HEADER, VARNISHD } from './varnish';

describe.skipIf(!existsSync(VARNISHD))('Varnish with every origin down', () => {
  let varnish: RunningVarnish;
  beforeAll(async () => {
    // A port nothing listens on: every fetch fails to connect.
    varnish = await startVarnish({ origins: [`http://127.0.0.1:${await freePort()}`] });
  }, 90_000);
  afterAll(() => varnish?.stop());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${varnish.url}${path}`, { headers: { host: 'hirter.hu', ...headers } });

  it('answers a reader the server error page as a 503, never kept, with the contract’s security headers', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/rovat/belfold');
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
      const body = await res.text();
      expect(body).toContain(`<h1>${ERROR_TEXTS.server.title}</h1>`);
      expect(body).toContain(ERROR_TEXTS.server.text);
      expect(body).toContain(`<a href="/">${ERROR_TEXTS.back}</a>`);
      expect(body).not.toContain('Guru Meditation');
    }
  });

  it('answers a crawler the bare status', async () => {
    const res = await get('/rovat/belfold', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(res.status).toBe(503);
    expect(await res.text()).toBe(botErrorHtml(503));
  });
});
