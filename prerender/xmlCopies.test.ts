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
  it("are gzip and brotli of the XML, a feed's brotli good (10), a large sitemap's fast", () => {
    const c = xmlCopies(Buffer.from(FEED));
    expect(gunzipSync(c['.gz']).toString()).toBe(FEED);
    expect(brotliDecompressSync(c['.br']).toString()).toBe(FEED);
    expect(Buffer.compare(c['.br'], compressFor('.br', Buffer.from(FEED), 'good'))).toBe(0);
    expect(Buffer.compare(c['.gz'], gzipSync(Buffer.from(FEED), { level: 9 }))).toBe(0);
    const sitemap = Buffer.from(`<urlset>${'<url><loc>https://hirter.hu/belfold/2025/01/02/cikk</loc></url>'.repeat(2000)}</urlset>`);
    expect(sitemap.byteLength).toBeGreaterThan(XML_BEST_BROTLI_MAX);
    expect(Buffer.compare(xmlCopies(sitemap)['.br'], compressFor('.br', sitemap, 'fast'))).toBe(0);
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
