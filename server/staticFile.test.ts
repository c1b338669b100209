import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, renameSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { etagOf, isNotModified, lastModifiedOf, serveFile, type FileAnswer } from './staticFile';

let dir: string;
const PAGE: FileAnswer = { status: 200, cacheControl: 'public, max-age=5', contentType: 'text/html; charset=utf-8', compressible: true };
const T = new Date('2026-11-22T10:00:00.123Z');

function request(headers: Record<string, string> = {}, method = 'GET') {
  return { method, header: (name: string) => headers[name.toLowerCase()] };
}

function put(name: string, body: string | Buffer, mtime = T): string {
  const file = join(dir, name);
  writeFileSync(file, body);
  utimesSync(file, mtime, mtime);
  return file;
}

function page(name: string, html: string, mtimes: { gz?: Date; br?: Date } = {}): string {
  put(`${name}.gz`, gzipSync(html), mtimes.gz);
  put(`${name}.br`, brotliCompressSync(html), mtimes.br);
  return put(name, html);
}

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-file-'));
  mkdirSync(join(dir, 'folder.html'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('etagOf and lastModifiedOf', () => {
  it('spell nginx’s ETag (mtime in seconds, size, hex) and an HTTP date in whole seconds', () => {
    expect(etagOf(20_480, Date.UTC(2026, 10, 22, 10, 0, 0, 999))).toBe(`"${Math.floor(Date.UTC(2026, 10, 22, 10) / 1000).toString(16)}-5000"`);
    expect(lastModifiedOf(T.getTime())).toBe('Sun, 22 Nov 2026 10:00:00 GMT');
  });
});

describe('isNotModified', () => {
  const etag = '"6a1b-200"';
  const mtime = T.getTime();
  it.each<[string | undefined, string | undefined, boolean]>([
    ['"6a1b-200"', undefined, true],
    ['W/"6a1b-200"', undefined, true],
    ['"x", W/"6a1b-200" , "y"', undefined, true],
    ['*', undefined, true],
    ['"6a1b-201"', undefined, false],
    ['"6a1b-200', undefined, false],
    // If-None-Match decides alone when present.
    ['"other"', 'Sun, 22 Nov 2026 10:00:00 GMT', false],
    [undefined, 'Sun, 22 Nov 2026 10:00:00 GMT', true],
    [undefined, 'Sun, 22 Nov 2026 11:00:00 GMT', true],
    [undefined, 'Sun, 22 Nov 2026 09:59:59 GMT', false],
    [undefined, 'not a date', false],
    [undefined, undefined, false],
  ])('If-None-Match %s, If-Modified-Since %s → %s', (inm, ims, expected) => {
    expect(isNotModified(inm, ims, etag, mtime)).toBe(expected);
  });
});

describe('serveFile', () => {
  it('answers null for a missing file or a folder (the caller’s 404)', () => {
    expect(serveFile(request(), join(dir, 'missing.html'), PAGE)).toBeNull();
    expect(serveFile(request(), join(dir, 'folder.html'), PAGE)).toBeNull();
  });

  it('sends the file with its length, type, cache, validators and Vary', async () => {
    const file = page('a.html', '<h1>A</h1>');
    const res = serveFile(request(), file, PAGE)!;
    expect(res.status).toBe(200);
    expect(await bytes(res)).toEqual(Buffer.from('<h1>A</h1>'));
    const h = Object.fromEntries(res.headers);
    expect(h).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-length': '10',
      'cache-control': 'public, max-age=5',
      vary: 'Accept-Encoding',
      etag: etagOf(10, statSync(file).mtimeMs),
      'last-modified': 'Sun, 22 Nov 2026 10:00:00 GMT',
    });
    expect(h['content-encoding']).toBeUndefined();
  });

  it('chooses the copy by Accept-Encoding with q-values, each with its own ETag', async () => {
    const file = page('b.html', '<h1>B</h1>'.repeat(50));
    const br = serveFile(request({ 'accept-encoding': 'gzip, br' }), file, PAGE)!;
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe('<h1>B</h1>'.repeat(50));
    const gz = serveFile(request({ 'accept-encoding': 'gzip, br;q=0' }), file, PAGE)!;
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBody = await bytes(gz);
    expect(gz.headers.get('content-length')).toBe(String(gzBody.length));
    expect(gunzipSync(gzBody).toString()).toBe('<h1>B</h1>'.repeat(50));
    expect(gz.headers.get('etag')).toBe(etagOf(gzBody.length, T.getTime()));
    expect(gz.headers.get('etag')).not.toBe(br.headers.get('etag'));
    expect(serveFile(request({ 'accept-encoding': 'identity' }), file, PAGE)!.headers.get('content-encoding')).toBeNull();
  });

  it('passes over a copy whose mtime is not the file’s (another version) and one that is missing', async () => {
    const file = page('c.html', '<h1>C new</h1>', { br: new Date(T.getTime() - 60_000) });
    const res = serveFile(request({ 'accept-encoding': 'br, gzip' }), file, PAGE)!;
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(res)).toString()).toBe('<h1>C new</h1>');
    unlinkSync(`${file}.gz`);
    // Too short to compress on the fly: the file itself.
    const plain = serveFile(request({ 'accept-encoding': 'br, gzip' }), file, PAGE)!;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe('<h1>C new</h1>');
  });

  it('makes the coding the reader prefers on the fly when the file has no copy in it (a page has only its .br, D-404), as nginx does', async () => {
    const html = '<h1>E</h1>'.repeat(40);
    const file = put('e.html', html);
    put('e.html.br', brotliCompressSync(html));
    const br = serveFile(request({ 'accept-encoding': 'gzip, br' }), file, PAGE)!;
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).not.toMatch(/^W\//);
    const gz = serveFile(request({ 'accept-encoding': 'gzip' }), file, PAGE)!;
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    const gzBody = await bytes(gz);
    expect(gunzipSync(gzBody).toString()).toBe(html);
    expect(gz.headers.get('content-length')).toBe(String(gzBody.length));
    // Weak, as nginx makes it: the bytes are not the file's, and a revalidation with it is a 304.
    expect(gz.headers.get('etag')).toBe(`W/${etagOf(html.length, T.getTime())}`);
    expect(serveFile(request({ 'accept-encoding': 'gzip', 'if-none-match': gz.headers.get('etag')! }), file, PAGE)!.status).toBe(304);
    const head = serveFile(request({ 'accept-encoding': 'gzip' }, 'HEAD'), file, PAGE)!;
    expect([head.headers.get('content-encoding'), head.headers.get('content-length'), await bytes(head)]).toEqual([
      'gzip',
      String(gzBody.length),
      Buffer.alloc(0),
    ]);
    // The file itself to a reader who prefers it, and a file too short to gain as it is.
    expect(serveFile(request({ 'accept-encoding': 'identity, gzip;q=0.5' }), file, PAGE)!.headers.get('content-encoding')).toBeNull();
    const short = put('f.html', '<p>short</p>');
    expect(serveFile(request({ 'accept-encoding': 'gzip' }), short, PAGE)!.headers.get('content-encoding')).toBeNull();
  });

  it('does not look for copies of a file that has none', async () => {
    const file = put('d.png', Buffer.from([1, 2, 3]));
    put('d.png.gz', 'not this');
    const res = serveFile(request({ 'accept-encoding': 'gzip' }), file, { ...PAGE, contentType: 'image/png', compressible: false })!;
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await bytes(res)).toEqual(Buffer.from([1, 2, 3]));
  });

  it('answers 304 with the validators and no body to a matching If-None-Match or If-Modified-Since', async () => {
    const file = page('e.html', '<h1>E</h1>');
    const etag = serveFile(request(), file, PAGE)!.headers.get('etag')!;
    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `W/${etag}` },
      { 'if-none-match': '*' },
      { 'if-modified-since': 'Sun, 22 Nov 2026 10:00:00 GMT' },
    ] as Record<string, string>[]) {
      const res = serveFile(request(headers), file, PAGE)!;
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('last-modified')).toBe('Sun, 22 Nov 2026 10:00:00 GMT');
      expect(res.headers.get('cache-control')).toBe('public, max-age=5');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await bytes(res)).toHaveLength(0);
    }
    // The gzip copy has another ETag: the plain file's does not revalidate it.
    expect(serveFile(request({ 'if-none-match': etag, 'accept-encoding': 'gzip' }), file, PAGE)!.status).toBe(200);
    expect(serveFile(request({ 'if-none-match': '"nope"', 'if-modified-since': 'Sun, 22 Nov 2026 10:00:00 GMT' }), file, PAGE)!.status).toBe(200);
  });

  it('never answers 304 for another status (the 404 page)', () => {
    const file = page('404.html', '<h1>nincs</h1>');
    const res = serveFile(request({ 'if-none-match': '*' }), file, { ...PAGE, status: 404 })!;
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('answers HEAD like GET without a body', async () => {
    const file = page('f.html', '<h1>F</h1>');
    const res = serveFile(request({ 'accept-encoding': 'br' }, 'HEAD'), file, PAGE)!;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(String(statSync(`${file}.br`).size));
    expect(res.body).toBeNull();
  });

  it('streams a large file from its descriptor: a rename over it or a delete after the answer began changes nothing', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    const file = put('big.json', big);
    const res = serveFile(request(), file, { ...PAGE, contentType: 'application/json', compressible: false })!;
    put('big.json.next', 'short');
    renameSync(join(dir, 'big.json.next'), file);
    const got = await bytes(res);
    expect(res.headers.get('content-length')).toBe(String(big.length));
    expect(got.length).toBe(big.length);
    const again = serveFile(request(), file, { ...PAGE, compressible: false })!;
    unlinkSync(file);
    expect((await bytes(again)).toString()).toBe('short');
  });
});
