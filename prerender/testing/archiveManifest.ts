// A manifest at archive scale, for the test of its index (prerender/manifest.test.ts) and its bench
// (bench/units.ts): `articles` article pages (their article, six recommendations, the latest box) and 2,000
// tag list pages (100 tags, 20 pages each).
import { listKey, type Manifest } from '../manifest';

export const ARCHIVE_TAG_PAGES = 2000;

export function recordArchive(m: Manifest, articles: number): void {
  for (let i = 1; i <= articles; i++) {
    m.record({
      url: `https://hirter.hu/belfold/2025/01/02/cikk-${i}`,
      site: 'main',
      articles: [i, i + 1, i + 2, i + 3, i + 4, i + 5, i + 6],
      lists: ['latest:main'],
      own: i,
    });
  }
  for (let p = 1; p <= ARCHIVE_TAG_PAGES; p++) {
    m.record({
      url: `https://hirter.hu/cimke/t${p % 100}/${p}`,
      site: 'main',
      articles: [p * 10, p * 10 + 1],
      lists: [listKey(`tag:t${p % 100}`, Math.ceil(p / 100))],
    });
  }
}
