// D-308: the security service believes X-Forwarded-For only from its trusted proxies (the preview on this
// machine by default), so a caller cannot make itself a new client with a header of its own.
import { describe, expect, it } from 'vitest';
import { harness, PASSWORD } from './testing';

const attempt = (h: ReturnType<typeof harness>, i: number, headers: Record<string, string>, peer?: string) =>
  h.postJson('/api/login', { email: `x${i}@hirter.hu`, password: PASSWORD }, headers, peer);

describe('security service: who the client is (D-308)', () => {
  it('a peer that is no trusted proxy cannot escape the per-client limit with a made-up X-Forwarded-For', async () => {
    const h = harness();
    for (let i = 0; i < 5; i++) expect((await attempt(h, i, { 'x-forwarded-for': `198.51.100.${i + 1}` }, '203.0.113.50')).status).toBe(401);
    const limited = await attempt(h, 5, { 'x-forwarded-for': '198.51.100.99' }, '203.0.113.50');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ status: 429, message: 'Too many attempts.' });
    expect((await attempt(h, 6, {}, '::ffff:203.0.113.50')).status).toBe(429);
    // Another peer is another client.
    expect((await attempt(h, 7, { 'x-forwarded-for': '198.51.100.99' }, '203.0.113.51')).status).toBe(401);
  });

  it('from a trusted proxy, the right-most address that is not a proxy of ours is the client', async () => {
    const h = harness({ trustedProxies: ['127.0.0.1', '10.0.0.0/8'] });
    // The client writes what it likes on the left; the TLS proxy (10.x) and the preview (127.0.0.1) append.
    for (let i = 0; i < 5; i++) expect((await attempt(h, i, { 'x-forwarded-for': `6.6.6.${i}, 198.51.100.7, 10.0.0.5` })).status).toBe(401);
    expect((await attempt(h, 5, { 'x-forwarded-for': '6.6.6.99, 198.51.100.7, 10.0.0.6' })).status).toBe(429);
    expect((await attempt(h, 6, { 'x-forwarded-for': '198.51.100.8, 10.0.0.5' })).status).toBe(401);
    // 10.x is trusted here, but not by the default list.
    const strict = harness();
    for (let i = 0; i < 5; i++) expect((await attempt(strict, i, { 'x-forwarded-for': `198.51.100.${i}, 10.0.0.5` })).status).toBe(401);
    expect((await attempt(strict, 5, { 'x-forwarded-for': '198.51.100.9, 10.0.0.5' })).status).toBe(429);
  });

  it('malformed X-Forwarded-For values count as the proxy that passed them on', async () => {
    const h = harness();
    const values = ['garbage', '198.51.100.7, not-an-ip', '999.1.1.1', 'unknown', ' , ', '::zz'];
    for (let i = 0; i < 5; i++) expect((await attempt(h, i, { 'x-forwarded-for': values[i]! })).status).toBe(401);
    expect((await attempt(h, 5, { 'x-forwarded-for': values[5]! })).status).toBe(429);
    // A well-formed entry from the same proxy is another client.
    expect((await attempt(h, 6, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(401);
  });
});
