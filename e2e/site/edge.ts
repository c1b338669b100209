// Shared by the site-tier files of what crawlers and the edge get (drafts, domains, nginx, static output, crawl,
// smoke): the servers by name, a canonical URL (https://hirter.hu/…, https://hirter.ro/…) asked of a local server
// with its domain's Host, the assets a page makes a browser load, and whether an answer came from a file of the
// output.
import { crawlTarget, htmlUrls, scriptUrls } from '../../testing/crawlTargets';
import { inBatches } from '../static/helpers';
import { ask, type Answer, type Ask } from './http';

export const HU = 'https://hirter.hu';
export const RO = 'https://hirter.ro';

/** The servers of `servers()` by what they are, for test names. */
export const SERVER_NAMES: Readonly<Record<string, string>> = {
  render: 'the public render server',
  origin: 'the static origin',
  nginx: 'nginx with the generated configuration',
  preview: "the editors' preview",
};

/** `servers()` as [name, base] pairs with the names above, for `describe.each` / `it.each`. */
export function namedServers(s: Record<string, string>): [string, string][] {
  return Object.entries(s).map(([k, base]) => [SERVER_NAMES[k] ?? k, base]);
}

/** GET (or `o.method`) a canonical URL on the server at `base`, its domain chosen by the Host sent. */
export function askCanonical(base: string, canonical: string, o: Omit<Ask, 'domain'> = {}): Promise<Answer> {
  const u = new URL(canonical);
  if (u.host !== 'hirter.hu' && u.host !== 'hirter.ro') throw new Error(`${canonical} is on neither domain`);
  return ask(base, `${u.pathname}${u.search}`, { ...o, domain: u.host === 'hirter.ro' ? 'ro' : 'main' });
}

/**
 * Whether an answer came from a file of the output: the static servers send a file's Last-Modified, a page
 * forwarded to the render server has none.
 */
export function fromFile(answer: Answer): boolean {
  return Boolean(answer.headers['last-modified']);
}

/** What a browser loads of what an HTML page names: scripts, stylesheets, images, icons, the manifest, frames. */
const LOADED =
  /^(?:link\[rel=(?:stylesheet|icon|apple-touch-icon|manifest|modulepreload|preload)\]|link\[imagesrcset\]|img\[|source\[|script\[src\]|html\[data-entry\]|video\[|audio\[|track\[|iframe\[src\]|embed\[|object\[)/;

/** The CSS `url(…)`s of a stylesheet's text (fonts, background images). */
function cssUrls(css: string, base: string): string[] {
  return [...css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)]
    .map((m) => m[2]!)
    .filter((u) => !u.startsWith('data:'))
    .map((u) => new URL(u, base).href);
}

/** The own-domain URLs (canonical, no fragment) a browser loads for the HTML page at the canonical URL `page`. */
export function assetUrls(html: string, page: string): string[] {
  const found = htmlUrls(html, page)
    .filter((f) => LOADED.test(f.where))
    .map((f) => f.url);
  for (const m of html.matchAll(/<style[^>]*>([^]*?)<\/style>/g)) found.push(...cssUrls(m[1]!, page));
  const out = new Set<string>();
  for (const url of found) {
    const t = crawlTarget(url);
    if ('url' in t) out.add(t.url);
  }
  return [...out];
}

export interface AssetReport {
  /** Every URL asked. */
  asked: string[];
  /** What did not answer 200 from a file of the output, and why. */
  broken: string[];
}

/**
 * Every asset of the page at `page` (canonical) on the server at `base`, and every module its scripts load and
 * every URL its stylesheets name, to the end of the graph: what did not answer 200 from a file of the output
 * (media and the content API are proxied, so any 200 of theirs is right).
 */
export async function pageAssets(base: string, page: string, html: string): Promise<AssetReport> {
  const seen = new Set<string>();
  const broken: string[] = [];
  let next = assetUrls(html, page);
  while (next.length > 0) {
    const batch = next.filter((u) => !seen.has(u));
    for (const u of batch) seen.add(u);
    const found = await inBatches(batch, 8, async (url) => {
      const res = await askCanonical(base, url);
      const proxied = /^\/(?:media|api)\//.test(new URL(url).pathname);
      if (res.status !== 200) broken.push(`${url}: ${res.status}`);
      else if (!proxied && !fromFile(res)) broken.push(`${url}: 200, not from a file of the output`);
      if (res.status !== 200) return [];
      const type = res.headers['content-type'] ?? '';
      if (/javascript/.test(type)) return scriptUrls(res.body, url).map((f) => f.url);
      if (/^text\/css/.test(type)) return cssUrls(res.body, url);
      return [];
    });
    next = [...new Set(found.flat())].filter((u) => !seen.has(u));
  }
  return { asked: [...seen], broken };
}

/**
 * What a browser would find broken among the assets of an HTML page (see pageAssets), after checking that the
 * page names its script, an icon and the manifest (so an empty list means something).
 */
export async function brokenAssets(base: string, page: string, html: string): Promise<string[]> {
  const { asked, broken } = await pageAssets(base, page, html);
  const paths = asked.map((u) => new URL(u).pathname);
  for (const needed of [/^\/assets\/entries\/.+\.js$/, /^\/favicon\./, /^\/manifest\.webmanifest$/]) {
    if (!paths.some((p) => needed.test(p))) broken.push(`${page} names no ${needed.source}`);
  }
  return broken;
}
