// The HTML validity gate: the Nu HTML checker (vnu.jar, the W3C's validator; needs Java) over one page of
// every page type of both domains, as the world's prerender job wrote them (E2E_OUT_DIR). A page type is
// a path's first segment (front, lists, sections, tags, authors, supplements, sub-sites, screens, …), an
// article and a live blog, an election page, a list's page 2 and the 404 page. One checker run for all files: the JVM's
// start is most of its cost.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MAIN_DOMAIN, RO_DOMAIN } from '../../domain/sites';
import { e2eEnv } from '../env';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const ARTICLE_PATH = /\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/;

/**
 * CSS properties browsers have and the checker's CSS grammar has not yet: its "doesn't exist" for these, and
 * only these, is the checker's gap, not ours. Each is used where nothing breaks without it (D-339: a browser
 * without it opens the supplement's tab bar at its start). Where the same can be written in older CSS, write
 * that instead (no min() with var(), no @container, no unprefixed line-clamp).
 */
const NEWER_THAN_THE_CHECKER = ['scroll-initial-target'];
const checkerGap = (m: VnuMessage) => NEWER_THAN_THE_CHECKER.some((p) => m.message === `CSS: “${p}”: Property “${p}” doesn't exist.`);

/** Every HTML file under a folder, sorted (so the picks are the same on every run). */
function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== 'builds') walk(full);
      } else if (entry.name.endsWith('.html')) out.push(full);
    }
  };
  walk(dir);
  return out;
}

/** The page type of an output file of a domain folder. */
function pageType(domainDir: string, file: string): string {
  const rel = relative(domainDir, file).split(sep);
  const name = rel.pop()!;
  if (name === '404.html') return '404';
  if (name === '500.html') return '500';
  if (name.startsWith('index.oldal-')) return `paged:${rel[0] ?? 'front'}`;
  const path = `/${rel.join('/')}`;
  if (ARTICLE_PATH.test(path)) return readFileSync(file, 'utf8').includes('"LiveBlogPosting"') ? 'liveblog' : 'article';
  // A podcast's page and an episode's (D-226), on the main site or under a sub-site's path.
  const podcastAt = rel.indexOf('podcast');
  if (podcastAt === 0 || (podcastAt === 1 && ['after', 'g7', 'karakter'].includes(rel[0]!))) {
    if (rel.length === podcastAt + 2) return 'podcast';
    if (rel.length === podcastAt + 3) return 'episode';
  }
  // Sub-site tabs and supplement tabs are types of their own (their frames differ); a football supplement's
  // tabs (the football screen's parts) and each sports screen too.
  if (rel[0] === 'melleklet' && ['foci-vb-2022', 'eb-2024'].includes(rel[1] ?? '') && rel.length >= 3) return `melleklet/football/${rel[2]}`;
  // An election page (its map, the regions' lists): a supplement's front or data page with the map on it.
  if (rel[0] === 'melleklet' && readFileSync(file, 'utf8').includes('data-election-map')) return 'melleklet/election-map';
  if (['after', 'g7', 'karakter', 'melleklet', 'sport'].includes(rel[0] ?? '') && rel.length >= 2)
    return rel[0] === 'sport' ? `sport/${rel[1]}` : `${rel[0]}/tab`;
  return rel[0] ?? 'front';
}

/** One file per page type and domain. */
function pickPages(outDir: string): string[] {
  const picked: string[] = [];
  for (const domain of [MAIN_DOMAIN, RO_DOMAIN]) {
    const dir = join(outDir, domain);
    const seen = new Set<string>();
    for (const file of htmlFiles(dir)) {
      const type = pageType(dir, file);
      if (seen.has(type)) continue;
      seen.add(type);
      picked.push(file);
    }
  }
  return picked;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstLine?: number;
  message: string;
  extract?: string;
}

describe('HTML validity', () => {
  it('one page of every page type of both domains has no Nu HTML checker error', async () => {
    const { outDir } = e2eEnv();
    const files = pickPages(outDir);
    for (const must of [
      'front',
      'article',
      'liveblog',
      '404',
      'rovat',
      'cimke',
      'szerzo',
      'podcast',
      'episode',
      'sport/foci',
      'sport/forma-1',
      'melleklet/football/merkozesek',
      'melleklet/football/csoportok',
      'melleklet/election-map',
    ]) {
      expect(
        files.some((f) => pageType(join(outDir, MAIN_DOMAIN), f) === must),
        `a ${must} page among the picks`,
      ).toBe(true);
    }
    expect(files.some((f) => f.includes(`${sep}${RO_DOMAIN}${sep}`))).toBe(true);
    // --exit-zero-always: the JSON report is read whatever the verdict; --stdout keeps it apart from Java's own warnings.
    // Asynchronous, so that the tier's ceiling against a hang can end it.
    const { stdout: out } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const messages = (JSON.parse(out) as { messages: VnuMessage[] }).messages.filter((m) => (m.type === 'error' || m.subType === 'fatal') && !checkerGap(m));
    const report = messages.map(
      (m) => `${m.url ? relative(outDir, decodeURI(new URL(m.url).pathname)) : '?'}:${m.lastLine ?? m.firstLine ?? '?'}: ${m.message}`,
    );
    for (const line of report) console.log(line);
    expect(report, `${files.length} pages checked`).toEqual([]);
  });

  it('<meta charset> comes first in <head>, within the first 1,024 bytes, before any <link>', () => {
    const { outDir } = e2eEnv();
    const files = pickPages(outDir).filter((f) => existsSync(f));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const bytes = readFileSync(file);
      const html = bytes.toString('utf8');
      const charset = html.indexOf('<meta charset="utf-8">');
      expect(charset, relative(outDir, file)).toBeGreaterThan(-1);
      expect(Buffer.byteLength(html.slice(0, charset + '<meta charset="utf-8">'.length)), relative(outDir, file)).toBeLessThanOrEqual(1024);
      const head = html.indexOf('<head>');
      expect(html.slice(head + '<head>'.length, charset).trim(), relative(outDir, file)).toBe('');
      const link = html.indexOf('<link');
      if (link !== -1) expect(charset, relative(outDir, file)).toBeLessThan(link);
    }
  });
});
