// The speeds the unit tests asserted until issue #32 (a deadline decides no test): seeding a store's pictures
// and texts, and the prerender manifest at archive scale (its index is what keeps an incremental run's plan
// from scanning every page). Each figure is the median [min–max] of RUNS runs in this process, and its ratio
// to the goal the test had.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateImages } from '../services/seed/images';
import { createRng } from '../lib/rng';
import { createTextGenerator, slugify, type Topic } from '../services/seed/text';
import { Manifest } from '../prerender/manifest';
import { recordArchive } from '../prerender/testing/archiveManifest';
import { median, summary } from './stats';

const RUNS = 5;

function timed(f: () => void): number {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}

function report(what: string, ms: number[], goalMs: number): void {
  console.log(`${what}: ${summary(ms, 1)} ms (goal < ${goalMs} ms: ×${(median(ms) / goalMs).toFixed(2)})`);
}

function seedImages(): number {
  const dir = mkdtempSync(join(tmpdir(), 'bench-images-'));
  try {
    return timed(() => {
      generateImages(dir, { kind: 'article', count: 40, baseWidth: 400, baseHeight: 225 });
      generateImages(dir, { kind: 'avatar', count: 40, baseWidth: 100, baseHeight: 100 });
      generateImages(dir, { kind: 'square', count: 20, baseWidth: 300, baseHeight: 300 });
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const TOPICS: readonly Topic[] = ['belfold', 'kulfold', 'gazdasag', 'sport', 'velemeny', 'kultura', 'after', 'g7', 'tech', 'english', 'erdely'];

function seedTexts(): number {
  const g = createTextGenerator(createRng(17));
  for (let i = 0; i < 500; i++) g.paragraph('general');
  return timed(() => {
    for (let i = 0; i < 10_000; i++) {
      const t = TOPICS[i % TOPICS.length]!;
      slugify(g.title(t));
      g.lead(t);
      for (let p = 0; p < 6; p++) g.paragraph(t);
    }
  });
}

/** 100,000 article pages and 2,000 tag list pages (prerender/testing/archiveManifest.ts). */
function archive(): { m: Manifest; ms: number } {
  const m = new Manifest();
  const ms = timed(() => recordArchive(m, 100_000));
  return { m, ms };
}

export async function run(): Promise<void> {
  const images: number[] = [];
  const texts: number[] = [];
  const builds: number[] = [];
  const lookups: number[] = [];
  const rerecords: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    images.push(seedImages());
    texts.push(seedTexts());
    const { m, ms } = archive();
    builds.push(ms);
    lookups.push(
      timed(() => {
        for (let i = 1; i <= 1000; i++) {
          m.pagesUsingArticle(i * 97);
          m.pagesOwnedBy(i * 97);
          m.pagesOfList(`tag:t${i % 100}`, 3);
        }
      }),
    );
    rerecords.push(
      timed(() => {
        for (let i = 10_001; i <= 11_000; i++) {
          m.record({ url: `https://hirter.hu/belfold/2025/01/02/cikk-${i}`, site: 'main', articles: [i, i + 1], lists: ['latest:main'], own: i });
        }
      }),
    );
  }
  console.log(`units: ${RUNS} runs, median [min–max]`);
  report('seed pictures (100 × 5 files)', images, 10_000);
  report('seed texts (10,000 articles: title, lead, six paragraphs)', texts, 2_000);
  report('manifest of 102,000 pages built', builds, 10_000);
  report('1,000 × three manifest lookups', lookups, 100);
  report('1,000 pages re-recorded', rerecords, 200);
  await Promise.resolve();
}
