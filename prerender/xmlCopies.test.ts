// Feeds and sitemaps get both copies the edge serves by Accept-Encoding (.gz, .br), of their own version, on
// both ways the job writes them: at once (sitemaps, a full build's feeds) and staged (an incremental batch's feeds).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { offlinePublisher } from './testing/offlinePublisher';
import type { JobApi } from './jobApi';
import { XML_BEST_BROTLI_MAX, XmlOutputs, xmlCopies } from './xmlOutputs';
import { compressFor } from './compression';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function setup() {
  const outDir = mkdtempSync(join(tmpdir(), 'xml-copies-'));
  dirs.push(outDir);
  const publisher = offlinePublisher(outDir);
  const xml = new XmlOutputs({ outDir, api: {} as JobApi, publisher, nginxPidFile: join(outDir, 'nginx.pid'), now: () => 0, log: () => {} });
  return { outDir, xml };
}

const FEED = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Hírtér</title>${'<item><title>Cikk</title></item>'.repeat(50)}</channel></rss>`;

function expectCopies(file: string): void {
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(FEED);
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(FEED);
  // One version: the origin serves a copy only with its file's mtime (server/staticFile.ts).
  expect(statSync(`${file}.br`).mtimeMs).toBe(statSync(file).mtimeMs);
  expect(statSync(`${file}.gz`).mtimeMs).toBe(statSync(file).mtimeMs);
}

describe('the copies of feeds and sitemaps', () => {
  it("are gzip and brotli of the XML, a feed's brotli good (10), a large sitemap's fast", async () => {
    const c = await xmlCopies(Buffer.from(FEED));
    expect(gunzipSync(c['.gz']).toString()).toBe(FEED);
    expect(brotliDecompressSync(c['.br']).toString()).toBe(FEED);
    expect(Buffer.compare(c['.br'], compressFor('.br', Buffer.from(FEED), 'good'))).toBe(0);
    expect(Buffer.compare(c['.gz'], gzipSync(Buffer.from(FEED), { level: 9 }))).toBe(0);
    const sitemap = Buffer.from(`<urlset>${'<url><loc>https://hirter.hu/belfold/2025/01/02/cikk</loc></url>'.repeat(2000)}</urlset>`);
    expect(sitemap.byteLength).toBeGreaterThan(XML_BEST_BROTLI_MAX);
    expect(Buffer.compare((await xmlCopies(sitemap))['.br'], compressFor('.br', sitemap, 'fast'))).toBe(0);
  });

  it('are written beside a sitemap or feed written at once', async () => {
    const { outDir, xml } = setup();
    const file = join(outDir, 'hirter.hu', 'sitemaps', 'news.xml');
    await xml.writeXml(file, FEED);
    expect(readFileSync(file, 'utf8')).toBe(FEED);
    expectCopies(file);
  });

  it("are staged and published with an incremental batch's feeds", async () => {
    const { outDir, xml } = setup();
    const file = join(outDir, 'hirter.hu', 'rss', 'index.xml');
    const staged = await xml.stageXmlFiles([{ file, xml: FEED }]);
    expect(() => statSync(`${file}.br`)).toThrow();
    await staged.publish();
    expectCopies(file);
  });
});

describe('a feed or sitemap made again with nothing changed', () => {
  const feedAt = (date: string, item = 'Cikk') =>
    `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><lastBuildDate>${date}</lastBuildDate><item><title>${item}</title></item></channel></rss>`;
  const MON = 'Mon, 30 Nov 2026 03:49:31 GMT';
  const TUE = 'Tue, 01 Dec 2026 09:00:00 GMT';

  it('is left as it was, with its lastBuildDate and the inode a reader holds, staged or written at once', async () => {
    const { outDir, xml } = setup();
    const file = join(outDir, 'hirter.hu', 'rss', 'index.xml');
    await xml.writeXml(file, feedAt(MON));
    const before = statSync(file);
    const staged = await xml.stageXmlFiles([{ file, xml: feedAt(TUE) }]);
    await staged.publish();
    await xml.writeXml(file, feedAt(TUE));
    expect(readFileSync(file, 'utf8')).toBe(feedAt(MON));
    expect(statSync(file).ino).toBe(before.ino);
    expect(statSync(`${file}.br`).mtimeMs).toBe(before.mtimeMs);
  });

  it('is written when what it says changed, or when a copy of its version is missing', async () => {
    const { outDir, xml } = setup();
    const file = join(outDir, 'hirter.hu', 'rss', 'index.xml');
    await xml.writeXml(file, feedAt(MON));
    const staged = await xml.stageXmlFiles([{ file, xml: feedAt(TUE, 'Új cím') }]);
    await staged.publish();
    expect(readFileSync(file, 'utf8')).toBe(feedAt(TUE, 'Új cím'));
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(feedAt(TUE, 'Új cím'));
    rmSync(`${file}.gz`);
    await xml.writeXml(file, feedAt(MON, 'Új cím'));
    expect(readFileSync(file, 'utf8')).toBe(feedAt(MON, 'Új cím'));
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(feedAt(MON, 'Új cím'));
  });
});
