import { existsSync, mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { generateImages } from '../seed/images';
import { encodePng } from '../../lib/png';
import { mediaHandler } from './media';
import { webpCachePath } from './webp';

const WEBP = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** A picture of smooth colours, which WebP keeps in fewer bytes than PNG. */
function gradient(w: number, h: number): Uint8Array {
  const px = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h; i++) px.set([((i % w) * 255) / w, (Math.floor(i / w) * 255) / h, 90], i * 3);
  return px;
}

let dir: string;
let logged: string[];
let app: Hono;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'media-webp-'));
  generateImages(dir, { kind: 'article', count: 1, baseWidth: 400, baseHeight: 225 });
  logged = [];
  app = new Hono();
  app.get(
    '/media/*',
    mediaHandler(dir, (line) => logged.push(line)),
  );
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });

describe('/media pictures as WebP', () => {
  it('sends a PNG as a smaller WebP to a browser that asks for it, and the PNG to one that does not', async () => {
    const png = statSync(join(dir, 'article-001@2x.png')).size;
    const webp = await get('/media/article-001@2x.png', { accept: WEBP });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    const bytes = Buffer.from(await webp.arrayBuffer());
    expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
    expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
    expect(bytes.length).toBeLessThan(png / 2);
    expect(Number(webp.headers.get('content-length'))).toBe(bytes.length);

    const plain = await get('/media/article-001@2x.png', { accept: 'image/png,image/*;q=0.8' });
    expect(plain.headers.get('content-type')).toBe('image/png');
    expect(plain.headers.get('vary')).toBe('Accept');
    expect(Buffer.from(await plain.arrayBuffer()).length).toBe(png);
    expect(plain.headers.get('etag')).not.toBe(webp.headers.get('etag'));
    expect(logged).toEqual([]);
  });

  it('keeps the WebP made once, where no /media path reaches it, and makes it again when the picture changes', async () => {
    await get('/media/article-001.png', { accept: WEBP });
    const cached = webpCachePath(dir, join(dir, 'article-001.png'));
    expect(existsSync(cached)).toBe(true);
    const first = statSync(cached).ino;
    const again = await get('/media/article-001.png', { accept: WEBP });
    expect(again.headers.get('content-type')).toBe('image/webp');
    expect(statSync(cached).ino).toBe(first);
    expect((await get(`/media/.webp/article-001.png.webp`, { accept: WEBP })).status).toBe(404);

    // The CMS writes a new picture under the same name (dated earlier: restored from a backup): the next answer
    // is made from it.
    const earlier = new Date(Date.now() - 86_400_000);
    writeFileSync(join(dir, 'article-001.png'), encodePng(64, 32, gradient(64, 32)));
    utimesSync(join(dir, 'article-001.png'), earlier, earlier);
    const changed = await get('/media/article-001.png', { accept: WEBP });
    expect(changed.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await changed.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 32]);
  });

  it('answers validators, HEAD and ranges on the WebP it sends', async () => {
    const whole = await get('/media/article-001@2x.png', { accept: WEBP });
    const etag = whole.headers.get('etag')!;
    const length = Number(whole.headers.get('content-length'));
    expect((await get('/media/article-001@2x.png', { accept: WEBP, 'if-none-match': etag })).status).toBe(304);
    const head = await get('/media/article-001@2x.png', { accept: WEBP }, 'HEAD');
    expect(head.headers.get('content-length')).toBe(String(length));
    const part = await get('/media/article-001@2x.png', { accept: WEBP, range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${length}`);
    expect(await part.text()).toBe('RIFF');
  });

  it('serves a picture it cannot convert as it is, with one log line, and does not try again', async () => {
    writeFileSync(join(dir, 'broken.png'), Buffer.from('not a png at all'));
    for (let i = 0; i < 2; i++) {
      const res = await get('/media/broken.png', { accept: WEBP });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(await res.text()).toBe('not a png at all');
    }
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^media: no WebP form of broken\.png, served as it is: /);
  });

  it('leaves other files alone: no WebP and no Vary', async () => {
    writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const svg = await get('/media/logo.svg', { accept: WEBP });
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.get('vary')).toBeNull();
  });
});
