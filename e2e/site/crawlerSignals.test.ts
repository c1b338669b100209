// What crawlers, ad buyers' crawlers and security researchers read on both domains, from the static origin and
// nginx alike: ads.txt, /.well-known/security.txt, an English article declared English (not only in its JSON-LD),
// the robots directive that lets search show a page's picture large, the share image's size and alt, and the web
// manifest's maskable icon.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { RO_HOST } from '../../testing/browser';
import { findArticle } from '../corpus';
import { e2eEnv } from '../env';
import { ask, documentOf, page, servers, type Domain } from './http';

const edges = (): [string, string][] => [
  ['origin', e2eEnv().originUrl],
  ['nginx', e2eEnv().nginxUrl],
];

const indexable = "a.visible = 1 AND a.type = 'article' AND COALESCE(json_extract(a.doc, '$.adultContent'), 0) = 0";

/** A head meta's content by property or name. */
const meta = (doc: Document, key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

/** The inLanguage of the page's JSON-LD (whichever of its scripts declares one). */
function inLanguage(doc: Document): unknown {
  for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) {
    const found = JSON.stringify(JSON.parse(s.textContent ?? 'null')).match(/"inLanguage":"([^"]+)"/);
    if (found) return found[1];
  }
  return null;
}

/** Width and height a PNG's IHDR says. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** GET `path` on `base` as bytes (a 200 expected). */
function bytes(base: string, path: string, domain: Domain = 'main'): Promise<Buffer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, headers: domain === 'ro' ? { host: `${RO_HOST}:${url.port}` } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${path}: ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('ads.txt and security.txt', () => {
  it.each([['main'], ['ro']] as const)('%s: both files from the origin and nginx, as text, the same as the render server’s', async (domain) => {
    const host = domain === 'ro' ? 'hirter.ro' : 'hirter.hu';
    const render = await ask(servers().render, '/ads.txt', { domain });
    for (const [name, base] of edges()) {
      const ads = await ask(base, '/ads.txt', { domain });
      expect([ads.status, ads.headers['content-type']], `${name} ads.txt`).toEqual([200, 'text/plain; charset=utf-8']);
      expect(ads.body, name).toBe(render.body);
      expect(ads.body).toMatch(new RegExp(`^OWNERDOMAIN=${host.replace('.', '\\.')}$`, 'm'));
      expect(ads.body).toMatch(/^google\.com, [^,]+, DIRECT, f08c47fec0942fa0$/m);

      const security = await ask(base, '/.well-known/security.txt', { domain });
      expect([security.status, security.headers['content-type']], `${name} security.txt`).toEqual([200, 'text/plain; charset=utf-8']);
      expect(security.body).toMatch(/^Contact: mailto:security@hirter\.hu$/m);
      expect(security.body).toMatch(/^Preferred-Languages: hu, en$/m);
      expect(security.body).toMatch(new RegExp(`^Canonical: https://${host.replace('.', '\\.')}/\\.well-known/security\\.txt$`, 'm'));
      // Valid from the build that wrote the file, for less than a year.
      const expires = Date.parse(/^Expires: (\S+)$/m.exec(security.body)![1]!);
      const written = Date.parse(security.headers['last-modified']!);
      expect(expires - written).toBeGreaterThan(0);
      expect(expires - written).toBeLessThan(365 * 86_400_000);
    }
  });
});

describe('an article’s language, robots directive and share image', () => {
  it('an English article is English in <html lang>, og:locale and JSON-LD; a Hungarian one Hungarian', async () => {
    const english = await findArticle(`${indexable} AND json_extract(a.doc, '$.english') = 1`);
    const hungarian = await findArticle(`${indexable} AND COALESCE(json_extract(a.doc, '$.english'), 0) = 0`);
    for (const [name, base] of edges()) {
      const en = await page(base, english.path);
      expect([en.documentElement.getAttribute('lang'), meta(en, 'og:locale'), inLanguage(en)], `${name} ${english.path}`).toEqual(['en', 'en_GB', 'en']);
      const hu = await page(base, hungarian.path);
      expect([hu.documentElement.getAttribute('lang'), meta(hu, 'og:locale'), inLanguage(hu)], `${name} ${hungarian.path}`).toEqual(['hu', 'hu_HU', 'hu']);
    }
  });

  it('indexable pages let search show their picture large; a search (noindex) stays noindex alone', async () => {
    const a = await findArticle(indexable);
    for (const [name, base] of edges()) {
      for (const path of [a.path, '/rovat/belfold']) expect(meta(await page(base, path), 'robots'), `${name} ${path}`).toBe('max-image-preview:large');
      expect(meta(await page(base, '/', { domain: 'ro' }), 'robots'), `${name} ro /`).toBe('max-image-preview:large');
    }
    // The renderer's answer, the same behind either edge.
    const search = await ask(e2eEnv().originUrl, '/rovat/belfold?term=budapest', { follow: 2 });
    expect(meta(documentOf(search.body), 'robots'), 'a search').toBe('noindex');
  });

  it('an article’s og:image names the size of the file it points to and the cover’s alt; a page without one the share image’s', async () => {
    const a = await findArticle(`${indexable} AND json_extract(a.doc, '$.coverImageSet.alt') <> ''`);
    const { alt } = (await (await fetch(`${e2eEnv().contentApiUrl}/api/articles/${a.slug}`)).json()).coverImageSet as { alt: string };
    for (const [name, base] of edges()) {
      const doc = await page(base, a.path);
      const image = new URL(meta(doc, 'og:image')!);
      expect(pngSize(await bytes(base, image.pathname)), `${name} ${image.pathname}`).toEqual({
        width: Number(meta(doc, 'og:image:width')),
        height: Number(meta(doc, 'og:image:height')),
      });
      expect(meta(doc, 'og:image:alt'), name).toBe(alt);
      const front = await page(base, '/', { domain: 'ro' });
      const share = new URL(meta(front, 'og:image')!);
      expect(pngSize(await bytes(base, share.pathname, 'ro')), `${name} ro front`).toEqual({
        width: Number(meta(front, 'og:image:width')),
        height: Number(meta(front, 'og:image:height')),
      });
      expect(meta(front, 'og:image:alt')).toBe('Hírtér Erdély');
    }
  });
});

describe('the web manifest', () => {
  it('offers a maskable 512×512 PNG icon that each edge serves', async () => {
    for (const [name, base] of edges()) {
      for (const domain of ['main', 'ro'] as const) {
        const manifest = JSON.parse((await ask(base, '/manifest.webmanifest', { domain })).body) as {
          icons: { src: string; sizes: string; purpose?: string }[];
        };
        const maskable = manifest.icons.filter((i) => i.purpose?.split(' ').includes('maskable'));
        expect(
          maskable.map((i) => i.sizes),
          `${name} ${domain}`,
        ).toEqual(['512x512']);
        expect(pngSize(await bytes(base, maskable[0]!.src, domain))).toEqual({ width: 512, height: 512 });
      }
    }
  });
});
