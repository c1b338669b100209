// What the edge sends compressed. A list searched (a page no file holds: the edge forwards it to the render
// server) comes from the origin in the reader's coding, brotli first, with a strong ETag of the bytes sent and a
// 304 on it, and from nginx as brotli with the render server's ETag made weak; feeds and sitemaps come as brotli
// from their .br copies, on the origin and on nginx alike.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { mainSections } from '../static/helpers';
import { servers } from './http';

interface Raw {
  status: number;
  headers: Record<string, string | undefined>;
  /** The body decoded by its Content-Encoding. */
  text: string;
  /** Bytes on the wire. */
  sent: number;
}

/** GET `path` with `headers`, the body kept as bytes and decoded (http.ts ask() reads it as text). */
function get(base: string, path: string, headers: Record<string, string>): Promise<Raw> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const h: Record<string, string | undefined> = {};
        for (const [k, v] of Object.entries(res.headers)) h[k] = Array.isArray(v) ? v.join(', ') : v;
        try {
          const text = coding === 'br' ? brotliDecompressSync(raw).toString() : coding === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
          resolve({ status: res.statusCode ?? 0, headers: h, text, sent: raw.length });
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

describe('compression at the edge', () => {
  it('a searched list through the origin: brotli with a strong ETag, then 304 on If-None-Match; gzip and plain by the header', async () => {
    const { origin } = servers();
    const path = `${mainSections()[0]!.path}?term=budapest`;
    const br = await get(origin, path, BROWSER);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers.etag).toMatch(/^"[^"]+"$/);
    expect(br.text).toMatch(/^<!DOCTYPE html>/i);
    expect(Number(br.headers['content-length'])).toBe(br.sent);

    const again = await get(origin, path, { ...BROWSER, 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.sent).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);

    const gzip = await get(origin, path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    const plain = await get(origin, path, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(br.text);
    expect(br.sent * 2).toBeLessThan(plain.sent);
  });

  it("a searched list through nginx: brotli with the render server's ETag (weak once compressed), then 304", async () => {
    const { nginx } = servers();
    const path = `${mainSections()[0]!.path}?term=budapest`;
    const br = await get(nginx, path, BROWSER);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toMatch(/^W\/"[^"]+"$/);
    expect(br.text).toMatch(/^<!DOCTYPE html>/i);
    const again = await get(nginx, path, { ...BROWSER, 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.sent).toBe(0);
  });

  it('a feed and a sitemap answer brotli on the origin and on nginx, the same XML', async () => {
    const { origin, nginx } = servers();
    for (const path of ['/rss', '/sitemap.xml']) {
      const answers = [];
      for (const [name, base] of [
        ['origin', origin],
        ['nginx', nginx],
      ] as const) {
        const a = await get(base, path, BROWSER);
        expect(a.status, `${name} ${path}`).toBe(200);
        expect(a.headers['content-encoding'], `${name} ${path}`).toBe('br');
        expect(a.headers.vary, `${name} ${path}`).toMatch(/Accept-Encoding/i);
        expect(a.text, `${name} ${path}`).toMatch(/^<\?xml/);
        answers.push(a);
      }
      // The cron job may publish between the two: the same version or a later one, both whole XML.
      expect(answers[0]!.text.length, path).toBeGreaterThan(100);
    }
  });
});
