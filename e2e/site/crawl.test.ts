// Issue #18, the crawler quality gate: over the world's full prerendered build, a sample of every page type of
// both domains — pages, feeds, sitemaps, robots.txt, the web manifest, the 404 page — and every URL each of
// them names on the two domains (links, images and srcsets, scripts, stylesheets, icons, canonical and
// alternate links, social images, JSON-LD, feed items and enclosures, sitemap locations) answers 200 on
// the static origin AND in nginx with the generated configuration (the world's, the renderer behind it as
// deployed): directly, or after one redirect.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSearchQuery } from '../../domain/lists';
import { queryScreenForwarded } from '../../domain/serving';
import { crawlTarget, documentKind, documentUrls } from '../../testing/crawlTargets';
import { findArticle } from '../corpus';
import { e2eEnv } from '../env';
import { check, closeAgents, getLocal } from '../static/crawl';
import { inBatches, mainSections, tagsByUse } from '../static/helpers';
import { HU, RO } from './edge';
import { AT_ONCE } from './http';

interface Sample {
  /** The page type, for the messages. */
  kind: string;
  url: string;
  /** 200 unless said otherwise (the 404 page). */
  status?: number;
}

/** Sub-folders of a folder of the static output that hold a page (sorted, for a stable sample). */
function pageDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'index.html')))
    .map((e) => e.name)
    .sort();
}

/** The first page `depth` folders under `<domain><under>` that has a page 2 (a long article: section/yyyy/mm/dd/slug). */
function pagedUnder(outDir: string, domain: string, under: string, depth: number): string | null {
  const dir = join(outDir, domain, under);
  if (depth === 0) return existsSync(join(dir, 'index.oldal-2.html')) ? under : null;
  for (const e of readdirSync(dir, { withFileTypes: true })
    .filter((x) => x.isDirectory())
    .map((x) => x.name)
    .sort()) {
    const found = pagedUnder(outDir, domain, `${under}/${e}`, depth - 1);
    if (found) return found;
  }
  return null;
}

/** The newest article of a kind (the seeded corpus has each kind sampled here: findArticle throws if not). */
async function articleSample(kind: string, where: string): Promise<Sample> {
  const a = await findArticle(`a.visible = 1 AND ${where}`);
  return { kind, url: `${where.includes("site_slug = 'ro'") ? RO : HU}${a.path}` };
}

const superTag = (site: string, slug: string) => `a.main_super_tag_id IN (SELECT id FROM super_tags WHERE site_slug = '${site}' AND slug = '${slug}')`;

/** A sample of every page type of both domains, from the store and the output folder of the run. */
async function samples(): Promise<Sample[]> {
  const { outDir } = e2eEnv();
  const out: Sample[] = [];
  const page = (kind: string, url: string, status?: number) => out.push({ kind, url, ...(status ? { status } : {}) });
  const notEnglish = "COALESCE(json_extract(a.doc, '$.english'), 0) = 0";

  // Articles of every type and site the corpus has.
  out.push(
    await articleSample('article', `a.type = 'article' AND a.site_slug = 'main' AND ${notEnglish}`),
    await articleSample('longform article', `a.type = 'longform' AND a.site_slug = 'main'`),
    await articleSample('live blog', `a.type = 'liveblog' AND a.site_slug = 'main'`),
    await articleSample('English article', `a.site_slug = 'main' AND json_extract(a.doc, '$.english') = 1`),
    await articleSample('video section article', superTag('main', 'video')),
    await articleSample('After article', `a.site_slug = 'after' AND a.type = 'article'`),
    await articleSample('G7 article', `a.site_slug = 'g7' AND a.type = 'article'`),
    await articleSample('G7 podcast article', superTag('g7', 'podcast')),
    await articleSample('Karakter article', `a.site_slug = 'karakter' AND a.type = 'article'`),
    await articleSample('Karakter longform', `a.site_slug = 'karakter' AND a.type = 'longform'`),
    await articleSample('Romanian article', `a.site_slug = 'ro' AND a.type = 'article'`),
    await articleSample('Romanian live blog', `a.site_slug = 'ro' AND a.type = 'liveblog'`),
    await articleSample('Romanian longform', `a.site_slug = 'ro' AND a.type = 'longform'`),
  );
  for (const [base, domain] of [
    [HU, 'hirter.hu'],
    [RO, 'hirter.ro'],
  ] as const) {
    const long = readdirSync(join(outDir, domain))
      .filter((d) => !d.includes('.') && !['rovat', 'cimke', 'szerzo', 'legfrissebb', 'archivum', 'after', 'g7', 'karakter', 'melleklet'].includes(d))
      .map((d) => pagedUnder(outDir, domain, `/${d}`, 4))
      .find(Boolean);
    if (long) page('page 2 of a long article', `${base}${long}?oldal=2`);
  }

  // Fronts and lists.
  const section = mainSections()[0]!;
  const tag = tagsByUse().find((t) => existsSync(join(outDir, 'hirter.hu', 'cimke', t, 'index.html')))!;
  const roTag = pageDirs(join(outDir, 'hirter.ro', 'cimke'))[0]!;
  for (const path of ['/', '/after', '/g7', '/karakter', '/g7/adat', '/g7/podcast', '/karakter/kultura', '/after/legfrissebb']) page('front', `${HU}${path}`);
  // Podcasts' and episodes' pages (D-226): the main site's and a sub-site's.
  for (const under of ['/podcast', '/g7/podcast']) {
    const podcast = pageDirs(join(outDir, 'hirter.hu', ...under.split('/').filter(Boolean)))[0]!;
    page('podcast page', `${HU}${under}/${podcast}`);
    page('episode page', `${HU}${under}/${podcast}/${pageDirs(join(outDir, 'hirter.hu', ...under.split('/').filter(Boolean), podcast))[0]}`);
  }
  page('section list', `${HU}${section.path}`);
  page('section list page 2', `${HU}${section.path}?oldal=2`);
  page('tag list', `${HU}/cimke/${tag}`);
  page('author list', `${HU}/szerzo/${pageDirs(join(outDir, 'hirter.hu', 'szerzo'))[0]}`);
  for (const path of [
    '/legfrissebb',
    '/legfrissebb?oldal=2',
    '/legfontosabb',
    '/kedvenceink',
    '/archivum',
    '/english',
    '/rovat/kozlemeny',
    '/rovat/szepkilatas',
    '/rovat/ellenorzo',
    '/g7/archivum',
  ]) {
    page('list', `${HU}${path}`);
  }
  // Searched lists: no file, the renderer's page behind both servers.
  page('searched list', `${HU}/archivum?term=budapest`);
  page('searched list', `${HU}/cimke/${tag}?term=a`);

  page('front', `${RO}/`);
  page('section list', `${RO}/rovat/erdely`);
  page('section list page 2', `${RO}/rovat/erdely?oldal=2`);
  page('tag list', `${RO}/cimke/${roTag}`);
  page('author list', `${RO}/szerzo/${pageDirs(join(outDir, 'hirter.ro', 'szerzo'))[0]}`);
  page('list', `${RO}/legfrissebb`);
  page('list', `${RO}/archivum`);
  page('searched list', `${RO}/archivum?term=kolozsvar`);

  // Supplements: each one's front and its first tab.
  for (const s of pageDirs(join(outDir, 'hirter.hu', 'melleklet'))) {
    page('supplement', `${HU}/melleklet/${s}`);
    const tab = pageDirs(join(outDir, 'hirter.hu', 'melleklet', s))[0];
    if (tab) page('supplement tab', `${HU}/melleklet/${s}/${tab}`);
  }

  // Documents and the other screens.
  page('document', `${HU}/impresszum`);
  for (const d of pageDirs(join(outDir, 'hirter.hu', 'dokumentum'))) page('document', `${HU}/dokumentum/${d}`);
  page('document', `${RO}/dokumentum/impresszum`);
  for (const base of [HU, RO]) page('exchange rates', `${base}/arfolyam`);
  // The Formula 1 widget: its prerendered default state and a query state the renderer answers.
  for (const base of [HU, RO]) page('formula 1', `${base}/sport/forma-1`);
  page('formula 1 state', `${HU}/sport/forma-1?oldal=pontverseny`);
  // The football screen: its default state, a tab, a match view; a football supplement's schedule and a match of it.
  for (const base of [HU, RO]) page('football', `${base}/sport/foci`);
  page('football state', `${HU}/sport/foci?orszag=2&liga=39&oldal=gol`);
  page('football supplement', `${HU}/melleklet/eb-2024/merkozesek`);
  page('football supplement', `${HU}/melleklet/foci-vb-2022/eredmenyek`);
  // The data tabs (D-258): a sub-tab, and the constituency search's state (the renderer's).
  page('supplement data', `${HU}/melleklet/valasztas-2022/orszagos-listak/nemzetisegek`);
  page('supplement data', `${HU}/melleklet/ep-2024/mandatumok`);
  page('supplement search', `${HU}/melleklet/valasztas-2022/egyeni-valasztokeruletek?kereses=pest`);
  // Election data pages (D-269–D-272): each election's map page and a region's, both files; the embedded map pages
  // (/terkep/…) are reached through their iframe[src]. A party's view of a region has no file (the renderer's, by
  // design, D-272): e2e/electionMap.spec.ts asks for it on the origin.
  for (const e of ['valasztas-2022', 'valasztas-2024', 'ep-2024', 'usa-2024']) page('election data page', `${HU}/melleklet/${e}/adatok`);
  page('election data page', `${HU}/melleklet/ep-2024/adatok/magyarorszag`);
  for (const path of ['/egyszazalek', '/tamogatas', '/te', '/hirterakademia', '/app-web-widget', '/empty']) page('other screen', `${HU}${path}`);

  // The 404 page (its links and assets must work too).
  for (const base of [HU, RO]) page('404 page', `${base}/nincs/ilyen/oldal`, 404);

  // Feeds, sitemaps, robots.txt, the manifest.
  for (const path of ['/rss', '/rss/rovat/belfold', '/rss/rovat/g7', '/rss/podcast/g7-podcast']) page('feed', `${HU}${path}`);
  for (const path of ['/rss', '/rss/rovat/erdely']) page('feed', `${RO}${path}`);
  for (const [base, domain] of [
    [HU, 'hirter.hu'],
    [RO, 'hirter.ro'],
  ] as const) {
    page('sitemap index', `${base}/sitemap/index.xml`);
    page('news sitemap', `${base}/sitemap/news.xml`);
    const regular = readdirSync(join(outDir, domain, 'sitemap'))
      .filter((f) => f.endsWith('.xml') && f !== 'index.xml' && f !== 'news.xml')
      .sort()[0];
    if (regular) page('sitemap', `${base}/sitemap/${regular}`);
    page('robots.txt', `${base}/robots.txt`);
    page('web manifest', `${base}/manifest.webmanifest`);
    // Named by the client script, not by the markup: the service worker and the build record it polls.
    page('service worker', `${base}/sw.js`);
    page('build record', `${base}/builds/latest.json`);
  }
  return out;
}

/**
 * What the static output does not hold by design, so that a 200 from elsewhere is right: media and the
 * content API (proxied), and a searched list (term, filters, perPage: the renderer's on both servers).
 * Every other answer must be a file of the output — the renderer behind both servers would otherwise hide
 * an asset, feed or page the build failed to write.
 */
function answeredElsewhere(url: string): boolean {
  const u = new URL(url);
  // A query screen's state (the Formula 1 widget's tabs and choices) is the renderer's by design (D-210).
  return /^\/(media|api)\//.test(u.pathname) || isSearchQuery(u.search.slice(1)) || queryScreenForwarded(u.pathname, u.search);
}

interface Target {
  url: string;
  /** Where it was found: the first few pages and elements, for the report. */
  on: string[];
}

describe('the crawler quality gate', () => {
  /** Every sampled document, read on the origin. */
  let sample: Sample[];
  /** Every URL to check, once, with the first few places it was found. */
  const targets = new Map<string, Target>();
  /** Sampled documents that did not answer as expected, or name nothing. */
  const problems: string[] = [];
  const skipped = new Map<string, number>();
  const parsed = new Set<string>();

  // The sample is read once (pages, feeds, sitemaps, and the module graph of the scripts they load); each server is
  // then asked for every URL it names, in a test of its own.
  beforeAll(async () => {
    const { originUrl } = e2eEnv();
    sample = await samples();
    const add = (url: string, on: string) => {
      const t = targets.get(url) ?? targets.set(url, { url, on: [] }).get(url)!;
      if (t.on.length < 3) t.on.push(on);
    };
    const parse = async (s: Sample, required: boolean) => {
      parsed.add(s.url);
      const res = await getLocal(s.url, originUrl, true);
      if (res.status !== (s.status ?? 200)) {
        // A script that does not answer is reported with the other targets; a sampled document, here.
        if (required) problems.push(`${s.kind} ${s.url}: ${res.status} on the origin, expected ${s.status ?? 200}`);
        return;
      }
      if (s.status === undefined) add(s.url, `(sampled ${s.kind})`);
      const kind = documentKind(res.contentType, s.url);
      if (kind === 'other') problems.push(`${s.kind} ${s.url}: no reader for ${res.contentType}`);
      const found = documentUrls(kind, res.body, s.url);
      // Every sampled document names something (its assets, items or locations); a module may import nothing.
      if (found.length === 0 && kind !== 'script') problems.push(`${s.kind} ${s.url}: names no URL`);
      for (const f of found) {
        const t = crawlTarget(f.url);
        if ('skip' in t) skipped.set(t.skip, (skipped.get(t.skip) ?? 0) + 1);
        else add(t.url, `${s.url} ${f.where}`);
      }
    };
    await inBatches(sample, AT_ONCE, (s) => parse(s, true));
    // The scripts the pages load, and every module they import or preload, to the end of the module graph.
    for (;;) {
      const scripts = [...targets.keys()].filter((u) => /\.m?js$/.test(new URL(u).pathname) && !parsed.has(u));
      if (scripts.length === 0) break;
      await inBatches(scripts, AT_ONCE, (url) => parse({ kind: 'script', url }, false));
    }
    const skips = [...skipped].map(([why, n]) => `${n} × ${why}`).join(', ');
    console.log(
      `crawl: ${sample.length} documents sampled (${new Set(sample.map((x) => x.kind)).size} types) and ${parsed.size - sample.length} scripts read, ` +
        `${targets.size} distinct URLs to check on each server, skipped ${skips || 'none'}`,
    );
  });

  afterAll(() => closeAgents());

  it('a sample of every page type: each document answers as expected and names the URLs to check', () => {
    expect(problems, 'sampled documents').toEqual([]);
    const kinds = new Set(sample.map((s) => s.kind));
    for (const k of ['page 2 of a long article', 'supplement tab', 'document', 'sitemap']) {
      expect(kinds.has(k), `the sample has a ${k}`).toBe(true);
    }
    expect(targets.size).toBeGreaterThan(1000);
  });

  it.each([
    ['the static origin', 'originUrl'],
    ['nginx', 'nginxUrl'],
  ] as const)('every URL the sample names answers on %s, from a file of the output: 0 broken', async (name, server) => {
    const base = e2eEnv()[server];
    const all = [...targets.values()];
    const broken: string[] = [];
    let redirected = 0;
    const verdicts = await inBatches(all, AT_ONCE, (t) => check(t.url, base));
    all.forEach((t, i) => {
      const v = verdicts[i]!;
      if (v.broken !== null) broken.push(`${t.url} → ${v.broken} (found on ${t.on.join('; ')})`);
      else if (!v.fromFile && !answeredElsewhere(v.finalUrl)) {
        broken.push(`${t.url}${v.redirected ? ` → ${v.finalUrl}` : ''} → 200 from the renderer, not a file of the output (found on ${t.on.join('; ')})`);
      }
      if (v.redirected) redirected++;
    });
    console.log(`crawl on ${name}: ${all.length} URLs checked (${redirected} by one redirect), ${broken.length} broken`);
    expect(broken, `${broken.length} broken on ${name}`).toEqual([]);
  });
});
