import { describe, expect, it } from 'vitest';
import { CACHE } from './serving';
import { EDGE_PAGE_SECONDS, outputFileKey, pathKey, purgeBatches, surrogateControl, surrogateKeys } from './surrogateKeys';

describe('surrogate keys', () => {
  it("name an answer's domain and its path without the query", () => {
    expect(surrogateKeys('hirter.hu', '/rovat/belfold')).toBe('hirter.hu hirter.hu/rovat/belfold');
    expect(surrogateKeys('hirter.ro', '/')).toBe('hirter.ro hirter.ro/');
    expect(surrogateKeys('hirter.hu', '')).toBe('hirter.hu hirter.hu/');
  });

  it('give an output file the key of the path that serves it, every page of a list and its feed their own path', () => {
    expect(outputFileKey('hirter.hu/index.html')).toBe('hirter.hu/');
    expect(outputFileKey('hirter.hu/rovat/belfold/index.html')).toBe('hirter.hu/rovat/belfold');
    expect(outputFileKey('hirter.hu/rovat/belfold/index.oldal-3.html')).toBe('hirter.hu/rovat/belfold');
    expect(outputFileKey('hirter.hu/rss/rovat/belfold/index.xml')).toBe('hirter.hu/rss/rovat/belfold');
    expect(outputFileKey('hirter.hu/rss/index.xml')).toBe('hirter.hu/rss');
    expect(outputFileKey('hirter.hu/sitemaps/news.xml')).toBe('hirter.hu/sitemaps/news.xml');
    expect(outputFileKey('hirter.hu/belfold/2025/01/02/cikk/index.html.br')).toBe('hirter.hu/belfold/2025/01/02/cikk/index.html');
    expect(outputFileKey('hirter.ro/szerzo/árvíz/index.html')).toBe(pathKey('hirter.ro', '/szerzo/%C3%A1rv%C3%ADz'));
  });

  it("is the same key a reader's request of that path carries", () => {
    const file = outputFileKey('hirter.hu/cimke/budapest/index.oldal-2.html')!;
    expect(surrogateKeys('hirter.hu', '/cimke/budapest').split(' ')).toContain(file);
  });

  it("are none for what is no domain's file", () => {
    expect(outputFileKey('.prerender/manifest.json')).toBeNull();
    expect(outputFileKey('nginx.conf')).toBeNull();
    expect(outputFileKey('canonical.map')).toBeNull();
  });

  it('keep what the publisher writes at the edge an hour, the rest by their own Cache-Control', () => {
    expect(surrogateControl(CACHE.page)).toBe(`max-age=${EDGE_PAGE_SECONDS}`);
    for (const other of [CACHE.asset, CACHE.file, CACHE.revalidate, CACHE.permanentRedirect, CACHE.temporaryRedirect, 'public, max-age=5'])
      expect(surrogateControl(other), other).toBeNull();
  });

  it('go into purge calls no longer than the bound, each key once, none lost', () => {
    const keys = Array.from({ length: 500 }, (_, i) => `hirter.hu/rovat/${i}`);
    const batches = purgeBatches([...keys, ...keys], 1000);
    expect(batches.length).toBeGreaterThan(1);
    for (const b of batches) expect(b.length).toBeLessThanOrEqual(1000);
    expect(batches.flatMap((b) => b.split(' '))).toEqual(keys);
    expect(purgeBatches([])).toEqual([]);
  });
});
