// For the crawler quality gate (e2e/site/crawl.test.ts, issue #18): every URL a served document points a reader,
// a browser or a crawler to — links, images, scripts, stylesheets, icons, canonical and alternate links,
// social images, JSON-LD URLs, feed items and enclosures, sitemap locations, robots.txt's sitemaps and the
// web manifest's icons — and which of them are the two domains' own, to be fetched.
import { XMLParser } from 'fast-xml-parser';
import { Window } from 'happy-dom';

/** What a document is, from its Content-Type (and its path when the type says nothing useful). */
export type DocumentKind = 'html' | 'xml' | 'robots' | 'manifest' | 'script' | 'build-record' | 'other';

/** A URL found in a document, resolved against the document's canonical URL, and where in it. */
export interface FoundUrl {
  url: string;
  /** e.g. `a[href]`, `img[srcset]`, `rss item link`, `sitemap loc`. */
  where: string;
}

/** The domains the crawler follows: everything else is another site's (embeds, share links, the shop). */
export const OWN_HOSTS: ReadonlySet<string> = new Set(['hirter.hu', 'hirter.ro']);

export function documentKind(contentType: string | undefined, url: string): DocumentKind {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const path = new URL(url).pathname;
  if (type === 'text/html') return 'html';
  if (type === 'application/manifest+json' || path.endsWith('.webmanifest')) return 'manifest';
  if (path === '/robots.txt') return 'robots';
  if (type === 'text/javascript' || type === 'application/javascript' || /\.m?js$/.test(path)) return 'script';
  if (path === '/builds/latest.json') return 'build-record';
  if (/[/+]xml$/.test(type) || path.endsWith('.xml')) return 'xml';
  return 'other';
}

/** The URLs of a `srcset` attribute (each candidate is `url [descriptor]`, comma-separated). */
export function srcsetUrls(srcset: string): string[] {
  // A URL may itself contain commas (not ours, but legal): split only on a comma followed by white space or
  // on one after a descriptor, as browsers do, by reading candidate by candidate.
  const out: string[] = [];
  let rest = srcset.trim();
  while (rest) {
    const m = /^([^\s]+)(?:\s+[^,]*)?(?:,\s*|$)/.exec(rest);
    if (!m) break;
    out.push(m[1]!.replace(/,+$/, ''));
    rest = rest.slice(m[0].length).trim();
  }
  return out.filter(Boolean);
}

/** What htmlUrls gives for a fragment-only reference. */
const FRAGMENT = 'fragment:';

function resolve(raw: string, base: string): string {
  try {
    return new URL(raw.trim(), base).href;
  } catch {
    // An href no URL parser accepts is broken wherever it points: keep it visible as it was written.
    return `invalid:${raw}`;
  }
}

/** Every string of a JSON-LD value that is a URL (`url`, `logo`, `image`, `@id`, `mainEntityOfPage`, …). */
function jsonLdUrls(value: unknown, path: string, out: { raw: string; where: string }[]): void {
  if (typeof value === 'string') {
    // A SearchAction's urlTemplate (`…?term={search_term_string}`) is a template, not an address.
    if (/^https?:\/\//i.test(value) && !value.includes('{')) out.push({ raw: value, where: `JSON-LD ${path}` });
    return;
  }
  if (Array.isArray(value)) value.forEach((v) => jsonLdUrls(v, path, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) jsonLdUrls(v, k, out);
  }
}

const parserWindow = new Window({
  settings: {
    // A parser only: nothing the document names is loaded or run.
    disableJavaScriptFileLoading: true,
    disableJavaScriptEvaluation: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
    disableComputedStyleRendering: true,
    handleDisabledFileLoadingAsSuccess: true,
    navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true },
  },
});

/** The URLs an HTML document refers to, each with the element and attribute it was found in. */
export function htmlUrls(html: string, base: string): FoundUrl[] {
  const doc = new parserWindow.DOMParser().parseFromString(html, 'text/html');
  const raw: { raw: string; where: string }[] = [];
  const attr = (selector: string, name: string, where = `${selector.replace(/\[.*$/, '')}[${name}]`) => {
    for (const el of doc.querySelectorAll(selector)) {
      const v = el.getAttribute(name);
      if (v !== null) raw.push({ raw: v, where });
    }
  };
  attr('a[href]', 'href');
  attr('area[href]', 'href');
  for (const el of doc.querySelectorAll('link[href]')) {
    raw.push({ raw: el.getAttribute('href')!, where: `link[rel=${el.getAttribute('rel') ?? ''}]` });
  }
  for (const el of doc.querySelectorAll('link[imagesrcset]')) {
    for (const u of srcsetUrls(el.getAttribute('imagesrcset')!)) raw.push({ raw: u, where: 'link[imagesrcset]' });
  }
  attr('img[src]', 'src');
  attr('script[src]', 'src');
  // The page's script, added on load (renderer/entryScript.ts).
  attr('html[data-entry]', 'data-entry');
  attr('source[src]', 'src');
  attr('video[src]', 'src');
  attr('audio[src]', 'src');
  attr('video[poster]', 'poster');
  attr('iframe[src]', 'src');
  attr('embed[src]', 'src');
  attr('object[data]', 'data');
  attr('track[src]', 'src');
  for (const el of doc.querySelectorAll('img[srcset], source[srcset]')) {
    for (const u of srcsetUrls(el.getAttribute('srcset')!)) raw.push({ raw: u, where: `${el.tagName.toLowerCase()}[srcset]` });
  }
  // A form a reader submits by GET (the search boxes): its action is a page like any other.
  for (const el of doc.querySelectorAll('form[action]')) {
    if ((el.getAttribute('method') ?? 'get').toLowerCase() === 'get') raw.push({ raw: el.getAttribute('action')!, where: 'form[action]' });
  }
  for (const el of doc.querySelectorAll('meta[content]')) {
    const key = (el.getAttribute('property') ?? el.getAttribute('name') ?? '').toLowerCase();
    if (/^(og:(image|image:url|image:secure_url|url|video|audio)|twitter:(image|image:src|player)|msapplication-tileimage)$/.test(key)) {
      raw.push({ raw: el.getAttribute('content')!, where: `meta[${key}]` });
    }
  }
  for (const el of doc.querySelectorAll('script[type="application/ld+json"]')) {
    let data: unknown;
    try {
      data = JSON.parse(el.textContent ?? '');
    } catch {
      raw.push({ raw: 'invalid JSON-LD', where: 'JSON-LD (does not parse)' });
      continue;
    }
    jsonLdUrls(data, '', raw);
  }
  // A link to a fragment of the page itself (the skip link's #tartalom) asks the server for nothing.
  return raw.map(({ raw: r, where }) => ({ url: r.trim().startsWith('#') ? FRAGMENT : resolve(r, base), where }));
}

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: false, textNodeName: '#text' });

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown): string | undefined =>
  typeof v === 'string'
    ? v
    : typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>)['#text'] === 'string'
      ? ((v as Record<string, unknown>)['#text'] as string)
      : undefined;

/** The URLs of an RSS feed, a sitemap index or a sitemap. */
export function xmlUrls(body: string, base: string): FoundUrl[] {
  // A parsed feed or sitemap has whatever shape the file has: every access below is checked.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const doc = xml.parse(body) as Record<string, any>;
  const out: { raw: string | undefined; where: string }[] = [];
  const channel = doc.rss?.channel;
  if (channel) {
    out.push({ raw: text(channel.link), where: 'rss channel link' });
    for (const l of list(channel['atom:link'])) out.push({ raw: l?.['@href'], where: 'rss atom:link' });
    // A podcast feed's artwork (Apple's itunes:image), the channel's and an episode's.
    for (const i of list(channel['itunes:image'])) out.push({ raw: i?.['@href'], where: 'rss itunes:image' });
    for (const img of list(channel.image)) {
      out.push({ raw: text(img?.url), where: 'rss channel image url' });
      out.push({ raw: text(img?.link), where: 'rss channel image link' });
    }
    for (const item of list(channel.item)) {
      out.push({ raw: text(item.link), where: 'rss item link' });
      // A guid is a URL only when it says so (isPermaLink defaults to true).
      if (item.guid !== undefined && (typeof item.guid !== 'object' || item.guid['@isPermaLink'] !== 'false')) {
        out.push({ raw: text(item.guid), where: 'rss item guid' });
      }
      for (const e of list(item.enclosure)) out.push({ raw: e?.['@url'], where: 'rss item enclosure' });
      for (const i of list(item['itunes:image'])) out.push({ raw: i?.['@href'], where: 'rss item itunes:image' });
      for (const m of list(item['media:content'])) out.push({ raw: m?.['@url'], where: 'rss item media:content' });
    }
  }
  for (const s of list(doc.sitemapindex?.sitemap)) out.push({ raw: text(s?.loc), where: 'sitemap index loc' });
  for (const u of list(doc.urlset?.url)) {
    out.push({ raw: text(u?.loc), where: 'sitemap loc' });
    for (const img of list(u?.['image:image'])) out.push({ raw: text(img?.['image:loc']), where: 'sitemap image:loc' });
  }
  return out
    .map(({ raw, where }) => (raw === undefined ? { url: `invalid:missing ${where}`, where } : { url: resolve(raw, base), where }))
    .filter((f) => f.url !== 'invalid:missing rss item guid' && f.url !== 'invalid:missing rss channel image link');
}

/** The sitemaps robots.txt names. */
export function robotsUrls(body: string, base: string): FoundUrl[] {
  return [...body.matchAll(/^\s*sitemap\s*:\s*(\S+)\s*$/gim)].map((m) => ({ url: resolve(m[1]!, base), where: 'robots.txt Sitemap' }));
}

/** The start URL, scope, icons, shortcuts and screenshots of a web manifest. */
export function manifestUrls(body: string, base: string): FoundUrl[] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a manifest of any shape; every access is checked
  const m = JSON.parse(body) as Record<string, any>;
  const out: FoundUrl[] = [];
  if (typeof m.start_url === 'string') out.push({ url: resolve(m.start_url, base), where: 'manifest start_url' });
  for (const icon of list(m.icons)) out.push({ url: resolve(String(icon?.src), base), where: 'manifest icon' });
  for (const s of list(m.screenshots)) out.push({ url: resolve(String(s?.src), base), where: 'manifest screenshot' });
  for (const s of list(m.shortcuts)) {
    out.push({ url: resolve(String(s?.url), base), where: 'manifest shortcut' });
    for (const icon of list(s?.icons)) out.push({ url: resolve(String(icon?.src), base), where: 'manifest shortcut icon' });
  }
  return out;
}

/**
 * The modules a built script loads: its static imports and re-exports, its dynamic imports, and Vite's
 * preload list (`__vite__mapDeps`, paths from the site root). Only relative specifiers are module files
 * of the build; a minified script has no other `from"./…"`.
 */
export function scriptUrls(body: string, base: string): FoundUrl[] {
  const out: FoundUrl[] = [];
  const spec = String.raw`((?:\.{1,2}/|/)[^"'\x60\s$]+\.(?:m?js|css))`;
  for (const m of body.matchAll(new RegExp(String.raw`(?:\bfrom|\bimport)\s*["'\x60]${spec}["'\x60]`, 'g')))
    out.push({ url: resolve(m[1]!, base), where: 'script import' });
  for (const m of body.matchAll(new RegExp(String.raw`\bimport\(\s*["'\x60]${spec}["'\x60]\s*\)`, 'g')))
    out.push({ url: resolve(m[1]!, base), where: 'script import()' });
  const deps = /__vite__mapDeps=\([^]*?\[([^\]]*)\]/.exec(body);
  for (const m of deps?.[1]!.matchAll(/"(assets\/[^"]+)"/g) ?? []) out.push({ url: resolve(`/${m[1]!}`, base), where: 'script preload list' });
  return out;
}

/** The build record the client polls names the build's meta file (`/builds/meta/<id>.json`). */
export function buildRecordUrls(body: string, base: string): FoundUrl[] {
  const id = (JSON.parse(body) as { id?: unknown }).id;
  return [
    {
      url: typeof id === 'string' ? resolve(`/builds/meta/${encodeURIComponent(id)}.json`, base) : 'invalid:build record without id',
      where: 'build record id',
    },
  ];
}

/** The URLs a document of this kind refers to. */
export function documentUrls(kind: DocumentKind, body: string, base: string): FoundUrl[] {
  switch (kind) {
    case 'html':
      return htmlUrls(body, base);
    case 'xml':
      return xmlUrls(body, base);
    case 'robots':
      return robotsUrls(body, base);
    case 'manifest':
      return manifestUrls(body, base);
    case 'script':
      return scriptUrls(body, base);
    case 'build-record':
      return buildRecordUrls(body, base);
    default:
      return [];
  }
}

/**
 * The URL to fetch for a found one (no fragment), or why it is not fetched. Fetched: http(s) URLs on the two
 * domains, and anything that did not parse (reported broken). Not fetched: other sites, and schemes that
 * are no request to a server (`mailto:`, `tel:`, `sms:`, `javascript:`, `data:`, `blob:`), and a link to a
 * fragment of the page itself (`#tartalom`): a 404 page's skip link is no broken link to the 404.
 */
export function crawlTarget(found: string): { url: string } | { skip: string } {
  if (found === FRAGMENT) return { skip: 'a fragment of the page itself' };
  if (found.startsWith('invalid:')) return { url: found };
  const u = new URL(found);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return { skip: `${u.protocol} is not fetched` };
  if (!OWN_HOSTS.has(u.host)) return { skip: 'another site' };
  u.hash = '';
  u.protocol = 'https:';
  return { url: u.href };
}
