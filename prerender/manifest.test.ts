import fc from 'fast-check';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteSlug } from '../domain/types';
import { listKey, LOOKS_BEFORE_INDEX, Manifest, ManifestError, parseListKey, type PageRecord } from './manifest';
import { ARCHIVE_TAG_PAGES, recordArchive } from './testing/archiveManifest';

const hu = (path: string) => `https://hirter.hu${path}`;
const ro = (path: string) => `https://hirter.ro${path}`;

function page(url: string, articles: number[], lists: string[] = [], extra: Partial<PageRecord> = {}): PageRecord {
  const site: SiteSlug = url.startsWith('https://hirter.ro') ? 'ro' : url.includes('/g7') ? 'g7' : 'main';
  return { url, site, articles, lists, ...extra };
}

describe('list keys', () => {
  it('parse the page suffix; no suffix is page 1', () => {
    expect(parseListKey('mstag:belfold')).toEqual({ list: 'mstag:belfold', page: 1 });
    expect(parseListKey('mstag:belfold#3')).toEqual({ list: 'mstag:belfold', page: 3 });
    expect(parseListKey('tag:a/b')).toEqual({ list: 'tag:a/b', page: 1 });
    expect(listKey('tag:x', 1)).toBe('tag:x');
    expect(listKey('tag:x', 2)).toBe('tag:x#2');
  });

  it.each(['belfold', 'mstag:', ':x', 'mstag:belfold#0', 'mstag:belfold#03', 'mstag:belfold#x', 'mstag:bel fold', 'Mstag:x', 'tag:x#1#2', 'tag:x#2000000'])(
    'refuse %j',
    (key) => {
      expect(() => parseListKey(key)).toThrow(ManifestError);
    },
  );
});

describe('Manifest', () => {
  it('finds the pages that used an article and the article’s own page', () => {
    const m = new Manifest();
    m.record(page(hu('/belfold/2025/01/02/a'), [1, 2, 3], ['latest:main'], { own: 1 }));
    m.record(page(hu('/rovat/belfold'), [1, 4], ['mstag:belfold']));
    m.record(page(hu('/'), [4, 5], ['front:main']));
    expect(m.pagesUsingArticle(1)).toEqual([hu('/belfold/2025/01/02/a'), hu('/rovat/belfold')]);
    expect(m.pagesUsingArticle(4)).toEqual([hu('/'), hu('/rovat/belfold')]);
    expect(m.pagesUsingArticle(99)).toEqual([]);
    expect(m.pagesOwnedBy(1)).toEqual([hu('/belfold/2025/01/02/a')]);
    expect(m.pagesOwnedBy(4)).toEqual([]);
    expect(m.size).toBe(3);
  });

  it('counts a page as using its own article even when articles leaves it out', () => {
    const m = new Manifest();
    m.record(page(hu('/a/2025/01/02/x'), [7], [], { own: 8 }));
    expect(m.pagesUsingArticle(8)).toEqual([hu('/a/2025/01/02/x')]);
    expect(m.get(hu('/a/2025/01/02/x'))!.articles).toEqual([7, 8]);
  });

  it('answers the pages of a list up to a page, with #1 meaning page 1', () => {
    const m = new Manifest();
    m.record(page(hu('/rovat/belfold'), [1], ['mstag:belfold#1']));
    m.record(page(hu('/rovat/belfold/2'), [2], ['mstag:belfold#2']));
    m.record(page(hu('/rovat/belfold/5'), [3], ['mstag:belfold#5']));
    m.record(page(hu('/'), [1], ['front:main', 'mstag:belfold']));
    m.record(page(hu('/rovat/kulfold'), [9], ['mstag:kulfold']));
    expect(m.get(hu('/rovat/belfold'))!.lists).toEqual(['mstag:belfold']);
    expect(m.pagesOfList('mstag:belfold', 1)).toEqual([hu('/'), hu('/rovat/belfold')]);
    expect(m.pagesOfList('mstag:belfold', 2)).toEqual([hu('/'), hu('/rovat/belfold'), hu('/rovat/belfold/2')]);
    expect(m.pagesOfList('mstag:belfold', 4)).toEqual([hu('/'), hu('/rovat/belfold'), hu('/rovat/belfold/2')]);
    expect(m.pagesOfList('mstag:belfold')).toEqual([hu('/'), hu('/rovat/belfold'), hu('/rovat/belfold/2'), hu('/rovat/belfold/5')]);
    expect(m.pagesOfList('mstag:belfold', 0)).toEqual([]);
    expect(m.pagesOfList('mstag:nincs', 3)).toEqual([]);
    expect(() => m.pagesOfList('mstag:belfold#2')).toThrow(/without a page suffix/);
    expect(m.pagesOfListsBeyond(2)).toEqual([hu('/rovat/belfold/5')]);
    expect(m.pagesOfListsBeyond(0)).toEqual(m.allUrls());
  });

  it('keeps the main domain and the Romanian edition apart', () => {
    const m = new Manifest();
    m.record(page(hu('/'), [1], ['front:main']));
    m.record(page(ro('/'), [2], ['front:ro']));
    expect(m.size).toBe(2);
    expect(m.pagesOfSite('main')).toEqual([hu('/')]);
    expect(m.pagesOfSite('ro')).toEqual([ro('/')]);
    expect(m.pagesOfSite('g7')).toEqual([]);
  });

  it('replaces a page’s record whole: lookups forget what it used before', () => {
    const m = new Manifest();
    m.record(page(hu('/rovat/belfold'), [1, 2], ['mstag:belfold', 'tag:x#2'], { own: 1 }));
    m.record(page(hu('/rovat/belfold'), [3], ['mstag:kulfold']));
    expect(m.size).toBe(1);
    expect(m.pagesUsingArticle(1)).toEqual([]);
    expect(m.pagesUsingArticle(2)).toEqual([]);
    expect(m.pagesOwnedBy(1)).toEqual([]);
    expect(m.pagesUsingArticle(3)).toEqual([hu('/rovat/belfold')]);
    expect(m.pagesOfList('mstag:belfold')).toEqual([]);
    expect(m.pagesOfList('tag:x')).toEqual([]);
    expect(m.pagesOfList('mstag:kulfold')).toEqual([hu('/rovat/belfold')]);
  });

  it('removes a page from every index', () => {
    const m = new Manifest();
    m.record(page(hu('/g7/adat/2025/01/02/x'), [1, 2], ['latest:g7', 'site:g7#3'], { own: 1 }));
    m.record(page(hu('/g7'), [1], ['site:g7']));
    expect(m.remove(hu('/g7/adat/2025/01/02/x'))).toBe(true);
    expect(m.remove(hu('/g7/adat/2025/01/02/x'))).toBe(false);
    expect(m.get(hu('/g7/adat/2025/01/02/x'))).toBeUndefined();
    expect(m.pagesUsingArticle(1)).toEqual([hu('/g7')]);
    expect(m.pagesUsingArticle(2)).toEqual([]);
    expect(m.pagesOwnedBy(1)).toEqual([]);
    expect(m.pagesOfList('latest:g7')).toEqual([]);
    expect(m.pagesOfList('site:g7')).toEqual([hu('/g7')]);
    expect(m.pagesOfListsBeyond(1)).toEqual([]);
    expect(m.pagesOfSite('g7')).toEqual([hu('/g7')]);
    expect(m.allUrls()).toEqual([hu('/g7')]);
  });

  it('copies what it records: changing the caller’s object later changes nothing', () => {
    const m = new Manifest();
    const rec = page(hu('/x'), [1], ['tag:a']);
    m.record(rec);
    rec.articles.push(2);
    rec.lists.push('tag:b');
    expect(m.pagesUsingArticle(2)).toEqual([]);
    expect(m.pagesOfList('tag:b')).toEqual([]);
    expect(Object.isFrozen(m.get(hu('/x')))).toBe(true);
    expect(Object.isFrozen(m.get(hu('/x'))!.articles)).toBe(true);
  });

  it('refuses malformed records and stays unchanged', () => {
    const m = new Manifest();
    m.record(page(hu('/keep'), [1], ['tag:a']));
    const bad: [PageRecord, RegExp][] = [
      [{ url: '/belfold', site: 'main', articles: [], lists: [] }, /page URL/],
      [{ url: hu('/../x'), site: 'main', articles: [], lists: [] }, /'\.\.'/],
      [{ url: hu('/x'), site: 'ro', articles: [], lists: [] }, /served from hirter\.ro/],
      [{ url: hu('/x'), site: 'nope' as SiteSlug, articles: [], lists: [] }, /unknown site/],
      [{ url: hu('/x'), site: 'main', articles: [0], lists: [] }, /positive integer/],
      [{ url: hu('/x'), site: 'main', articles: [1.5], lists: [] }, /positive integer/],
      [{ url: hu('/x'), site: 'main', articles: [], lists: ['bad'] }, /malformed list key/],
      [{ url: hu('/x'), site: 'main', articles: [], lists: [], own: -1 }, /own/],
      // A bad key after a good one: nothing of the record may be half-indexed.
      [{ url: hu('/keep'), site: 'main', articles: [5], lists: ['tag:z', 'tag:'] }, /malformed list key/],
    ];
    for (const [rec, msg] of bad) expect(() => m.record(rec), rec.url).toThrow(msg);
    expect(m.allUrls()).toEqual([hu('/keep')]);
    expect(m.pagesUsingArticle(1)).toEqual([hu('/keep')]);
    expect(m.pagesUsingArticle(5)).toEqual([]);
    expect(m.pagesOfList('tag:z')).toEqual([]);
  });

  it('agrees with a plain scan of its records after any sequence of records and removals, its index by article built at any point or never (property)', () => {
    const urls = [hu('/'), hu('/a'), hu('/b'), hu('/g7/c'), ro('/'), ro('/a')];
    const lists = ['tag:x', 'tag:x#2', 'tag:x#3', 'mstag:y', 'mstag:y#2', 'front:main'];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('record' as const),
        url: fc.constantFrom(...urls),
        articles: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
        lists: fc.subarray(lists),
        own: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
      }),
      fc.record({ kind: fc.constant('remove' as const), url: fc.constantFrom(...urls) }),
    );
    fc.assert(
      // The index by article is built after `indexAt` operations (never when past the end): before it, the
      // questions are answered by a look at every page, after it by the index, which records and removals keep.
      fc.property(fc.array(op, { maxLength: 30 }), fc.nat({ max: 35 }), (ops, indexAt) => {
        const m = new Manifest();
        const model = new Map<string, PageRecord>();
        for (const [i, o] of ops.entries()) {
          if (i === indexAt) for (let n = 0; n <= LOOKS_BEFORE_INDEX; n++) m.pagesUsingArticle(1);
          if (o.kind === 'remove') {
            expect(m.remove(o.url)).toBe(model.delete(o.url));
          } else {
            const rec = page(o.url, o.articles, o.lists, o.own === undefined ? {} : { own: o.own });
            m.record(rec);
            model.set(o.url, rec);
          }
        }
        const all = [...model.values()];
        const scan = (pred: (r: PageRecord) => boolean) =>
          all
            .filter(pred)
            .map((r) => r.url)
            .sort();
        expect(m.allUrls()).toEqual(scan(() => true));
        for (let id = 1; id <= 6; id++) {
          expect(m.pagesUsingArticle(id)).toEqual(scan((r) => r.articles.includes(id) || r.own === id));
          expect(m.pagesOwnedBy(id)).toEqual(scan((r) => r.own === id));
        }
        for (const list of ['tag:x', 'mstag:y', 'front:main']) {
          for (const max of [0, 1, 2, 3, undefined]) {
            expect(m.pagesOfList(list, max)).toEqual(
              scan((r) => r.lists.some((k) => parseListKey(k).list === list && parseListKey(k).page <= (max ?? Infinity))),
            );
          }
        }
        expect(m.pagesOfListsBeyond(1)).toEqual(scan((r) => r.lists.some((k) => parseListKey(k).page > 1)));
        expect(m.pagesOfSite('ro')).toEqual(scan((r) => r.site === 'ro'));
        // And survives a round trip through its file format.
        expect(Manifest.fromJSON(JSON.parse(JSON.stringify(m))).toJSON()).toEqual(m.toJSON());
      }),
      { numRuns: 300 },
    );
  });
});

describe('Manifest files', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'manifest-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('saves atomically and loads back the same index', async () => {
    const m = new Manifest();
    m.record(page(hu('/belfold/2025/01/02/a'), [1, 2], ['latest:main'], { own: 1 }));
    m.record(page(ro('/'), [3], ['front:ro', 'latest:ro#2']));
    const file = join(dir, 'state', 'manifest.json');
    await m.save(file);
    expect(await readdir(join(dir, 'state'))).toEqual(['manifest.json']);
    const back = await Manifest.load(file);
    expect(back.toJSON()).toEqual(m.toJSON());
    expect(back.pagesOwnedBy(1)).toEqual([hu('/belfold/2025/01/02/a')]);
    expect(back.pagesOfList('latest:ro', 2)).toEqual([ro('/')]);
    expect(back.get(hu('/belfold/2025/01/02/a'))).toEqual({ url: hu('/belfold/2025/01/02/a'), site: 'main', articles: [1, 2], lists: ['latest:main'], own: 1 });
  });

  it('writes a stable file: the same pages in another order give the same bytes', async () => {
    const a = new Manifest();
    const b = new Manifest();
    const recs = [page(hu('/b'), [2], []), page(hu('/a'), [1], []), page(ro('/a'), [3], [])];
    recs.forEach((r) => a.record(r));
    [...recs].reverse().forEach((r) => b.record(r));
    await a.save(join(dir, 'a.json'));
    await b.save(join(dir, 'b.json'));
    expect(await readFile(join(dir, 'a.json'), 'utf8')).toBe(await readFile(join(dir, 'b.json'), 'utf8'));
  });

  it('seals what it saves: a sealed file loads as written, frozen and indexed like a checked one', async () => {
    const m = new Manifest();
    m.record(page(hu('/belfold/2025/01/02/a'), [1, 2], ['latest:main', 'mstag:belfold#3'], { own: 1, lastmod: 5, pubDate: 4 }));
    m.record(page(ro('/'), [3], ['front:ro', 'latest:ro#2'], { unlisted: true }));
    const file = join(dir, 'manifest.json');
    await m.save(file);
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(/,"sha256":"[0-9a-f]{64}"}$/);
    const back = await Manifest.load(file);
    expect(back.toJSON()).toEqual(m.toJSON());
    expect(back.pagesOfList('mstag:belfold', 2)).toEqual([]);
    expect(back.pagesOfList('mstag:belfold', 3)).toEqual([hu('/belfold/2025/01/02/a')]);
    expect(back.pagesOfList('latest:ro', 2)).toEqual([ro('/')]);
    expect(back.pagesUsingArticle(2)).toEqual([hu('/belfold/2025/01/02/a')]);
    const record = back.get(ro('/'))!;
    expect(Object.isFrozen(record) && Object.isFrozen(record.articles) && Object.isFrozen(record.lists)).toBe(true);
    // What it loaded is what the next save writes: the same bytes.
    await back.save(join(dir, 'again.json'));
    expect(await readFile(join(dir, 'again.json'), 'utf8')).toBe(text);
  });

  it('checks every record of a sealed file edited by hand: the seal no longer holds', async () => {
    const m = new Manifest();
    m.record(page(hu('/a'), [1], ['latest:main']));
    const file = join(dir, 'manifest.json');
    await m.save(file);
    const text = await readFile(file, 'utf8');
    // A bad site is taken as written when the seal holds; edited, the checks find it.
    await writeFile(file, text.replace('"site":"main"', '"site":"nowhere"'));
    await expect(Manifest.load(file)).rejects.toThrow(/corrupt: pages\[0\]: .*unknown site "nowhere"/);
    // An unsealed file (an older job's) is checked too and loads when sound.
    await writeFile(file, text.replace(/,"sha256":"[0-9a-f]{64}"}$/, '}'));
    expect((await Manifest.load(file)).toJSON()).toEqual(m.toJSON());
  });

  it('loads a missing file as an empty manifest', async () => {
    const m = await Manifest.load(join(dir, 'nope.json'));
    expect(m.size).toBe(0);
  });

  it.each([
    ['truncated JSON', '{"version":1,"pages":[{"url":"https://hirter.hu/"'],
    ['empty file', ''],
    ['wrong version', '{"version":2,"pages":[]}'],
    ['no pages', '{"version":1}'],
    ['a bad record', '{"version":1,"pages":[{"url":"https://hirter.hu/x","site":"main","articles":["1"],"lists":[]}]}'],
    [
      'a page twice',
      '{"version":1,"pages":[{"url":"https://hirter.hu/x","site":"main","articles":[],"lists":[]},{"url":"https://hirter.hu/x","site":"main","articles":[],"lists":[]}]}',
    ],
  ])('refuses a corrupt file (%s) with an error naming it', async (_what, text) => {
    const file = join(dir, 'manifest.json');
    await writeFile(file, text);
    await expect(Manifest.load(file)).rejects.toThrow(ManifestError);
    await expect(Manifest.load(file)).rejects.toThrow(`manifest file ${file} is corrupt`);
  });
});

describe('Manifest at archive scale', () => {
  // How fast (build, lookups, re-records): `npm run bench -- units`; here what the index answers at that scale.
  it('indexes 100k pages: lookups answer exactly the pages that use an article or a list', async () => {
    const m = new Manifest();
    const N = 100_000;
    recordArchive(m, N);
    expect(m.size).toBe(N + ARCHIVE_TAG_PAGES);

    const using = m.pagesUsingArticle(5_000);
    expect(using).toHaveLength(8); // its own page, six pages recommending it, one tag page

    const first = m.pagesOfList('tag:t7', 3);
    expect(first).toEqual(['https://hirter.hu/cimke/t7/107', 'https://hirter.hu/cimke/t7/207', 'https://hirter.hu/cimke/t7/7']);

    let found = 0;
    for (let i = 1; i <= 1000; i++) {
      found += m.pagesUsingArticle(i * 97).length + m.pagesOwnedBy(i * 97).length + m.pagesOfList(`tag:t${i % 100}`, 3).length;
    }
    expect(found).toBeGreaterThan(1000);

    // Re-recording a page re-indexes that page only.
    for (let i = 10_001; i <= 11_000; i++) {
      m.record({ url: `https://hirter.hu/belfold/2025/01/02/cikk-${i}`, site: 'main', articles: [i, i + 1], lists: ['latest:main'], own: i });
    }
    // Its own page, cikk-10499 (now showing only two articles) and tag page 1050: the old neighbours forgot it.
    expect(m.pagesUsingArticle(10_500)).toEqual([
      'https://hirter.hu/belfold/2025/01/02/cikk-10499',
      'https://hirter.hu/belfold/2025/01/02/cikk-10500',
      'https://hirter.hu/cimke/t50/1050',
    ]);
    m.record({ url: 'https://hirter.hu/belfold/2025/01/02/cikk-5', site: 'main', articles: [5], lists: [], own: 5 });
    expect(m.remove('https://hirter.hu/belfold/2025/01/02/cikk-6')).toBe(true);
    expect(m.pagesUsingArticle(6)).toEqual([
      `https://hirter.hu/belfold/2025/01/02/cikk-1`,
      `https://hirter.hu/belfold/2025/01/02/cikk-2`,
      `https://hirter.hu/belfold/2025/01/02/cikk-3`,
      `https://hirter.hu/belfold/2025/01/02/cikk-4`,
    ]);
  }, 30_000);
});

describe('unlisted', () => {
  it('is kept through save and load, and a page without it carries none', () => {
    const m = new Manifest();
    m.record({ url: 'https://hirter.hu/empty', site: 'main', articles: [], lists: [], unlisted: true });
    m.record({ url: 'https://hirter.hu/a', site: 'main', articles: [], lists: [] });
    const back = Manifest.fromJSON(JSON.parse(JSON.stringify(m.toJSON())));
    expect(back.get('https://hirter.hu/empty')?.unlisted).toBe(true);
    expect(back.get('https://hirter.hu/a')).not.toHaveProperty('unlisted');
  });
});

describe('lastmod', () => {
  it('is kept through save and load, and must be unix seconds', () => {
    const m = new Manifest();
    m.record({ url: 'https://hirter.hu/a', site: 'main', articles: [1], lists: [], own: 1, lastmod: 1_763_800_000 });
    expect(Manifest.fromJSON(JSON.parse(JSON.stringify(m.toJSON()))).get('https://hirter.hu/a')?.lastmod).toBe(1_763_800_000);
    expect(() => m.record({ url: 'https://hirter.hu/b', site: 'main', articles: [], lists: [], lastmod: -1 })).toThrow(/lastmod/);
    expect(() => m.record({ url: 'https://hirter.hu/b', site: 'main', articles: [], lists: [], lastmod: 1.5 })).toThrow(/lastmod/);
  });
});

describe('pubDate', () => {
  it('is kept through save, journal and load, only on an article’s own page, and must be unix seconds', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'manifest-pubdate-'));
    try {
      const file = join(dir, 'manifest.json');
      const m = new Manifest();
      m.record({ url: 'https://hirter.hu/a', site: 'main', articles: [1], lists: [], own: 1, pubDate: 1_763_700_000 });
      await m.save(file);
      m.record({ url: 'https://hirter.hu/b', site: 'main', articles: [2], lists: [], own: 2, pubDate: 1_763_800_000 });
      await m.saveChanges(file);
      const back = await Manifest.load(file);
      expect(back.get('https://hirter.hu/a')?.pubDate).toBe(1_763_700_000);
      expect(back.get('https://hirter.hu/b')?.pubDate).toBe(1_763_800_000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const m = new Manifest();
    expect(() => m.record({ url: 'https://hirter.hu/c', site: 'main', articles: [], lists: [], pubDate: 1_763_800_000 })).toThrow(/own page/);
    expect(() => m.record({ url: 'https://hirter.hu/c', site: 'main', articles: [3], lists: [], own: 3, pubDate: 1.5 })).toThrow(/pubDate/);
  });
});

describe('the journal', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'manifest-journal-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const page = (n: number, articles: number[] = [n]) => ({
    url: `https://hirter.hu/p${n}`,
    site: 'main' as const,
    articles,
    lists: [`mstag:belfold${n > 1 ? `#${n}` : ''}`],
  });

  it('appends only what changed, and a load replays it over the snapshot', async () => {
    const file = join(dir, 'manifest.json');
    const m = new Manifest();
    for (let i = 1; i <= 50; i++) m.record(page(i));
    await m.save(file);
    const snapshot = await readFile(file, 'utf8');
    m.record(page(3, [3, 99]));
    m.remove('https://hirter.hu/p7');
    m.record(page(51));
    await m.saveChanges(file);
    expect(await readFile(file, 'utf8')).toBe(snapshot);
    expect((await readFile(`${file}.journal`, 'utf8')).trim().split('\n')).toHaveLength(3);
    const back = await Manifest.load(file);
    expect(back.toJSON()).toEqual(m.toJSON());
    expect(back.pagesUsingArticle(99)).toEqual(['https://hirter.hu/p3']);
    expect(back.has('https://hirter.hu/p7')).toBe(false);
  });

  it('ignores a torn last line, and the next save starts a clean journal', async () => {
    const file = join(dir, 'manifest.json');
    const m = new Manifest();
    m.record(page(1));
    await m.save(file);
    m.record(page(2));
    await m.saveChanges(file);
    await writeFile(`${file}.journal`, `${await readFile(`${file}.journal`, 'utf8')}{"page":{"url":"https://hirter.hu/p3","si`);
    const back = await Manifest.load(file);
    expect(back.allUrls()).toEqual(['https://hirter.hu/p1', 'https://hirter.hu/p2']);
    back.record(page(4));
    await back.saveChanges(file);
    await expect(readFile(`${file}.journal`, 'utf8')).rejects.toThrow(/ENOENT/);
    expect((await Manifest.load(file)).allUrls()).toEqual(['https://hirter.hu/p1', 'https://hirter.hu/p2', 'https://hirter.hu/p4']);
  });

  it('refuses a corrupt line in the middle of the journal, naming it', async () => {
    const file = join(dir, 'manifest.json');
    await new Manifest().save(file);
    await writeFile(`${file}.journal`, `not json\n${JSON.stringify({ page: page(1) })}\n`);
    await expect(Manifest.load(file)).rejects.toThrow(/journal .* line 1/);
  });

  it('rewrites the whole file once the journal has grown past a quarter of the pages', async () => {
    const file = join(dir, 'manifest.json');
    const m = new Manifest();
    for (let i = 1; i <= 40; i++) m.record(page(i));
    await m.save(file);
    for (let round = 0; round < 3; round++) {
      for (let i = 1; i <= 10; i++) m.record(page(i, [i, 100 + round]));
      await m.saveChanges(file);
    }
    // 40 pages: the journal may hold up to max(5000, 10) entries, so it still appends.
    expect((await readFile(`${file}.journal`, 'utf8')).trim().split('\n')).toHaveLength(30);
    expect((await Manifest.load(file)).pagesUsingArticle(102)).toHaveLength(10);
  });
});
