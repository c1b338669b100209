// Article body HTML from the CMS, made safe and page-ready. sanitizeBody keeps what a news body needs and
// nothing that runs; transformEmbeds turns YouTube and Spotify players into light placeholders that read
// as links without JavaScript and get their iframe in the browser, lazily.
import { sizesFor } from './images';
import sanitizeHtml from 'sanitize-html';
import { isSafeUrl, spotifyEmbed, spotifyOpenUrl, youtubeEmbed, youtubeWatchUrl } from './embeds';
import { autoplayModeOf } from './facades';
import { KIND_IFRAME_HOSTS, kindKeepsIframe } from './articleBody/embedKinds';
import { IFRAME, IFRAME_EMBED } from './iframeEmbed';
import { EMBED_ATTR as E } from './embedAttributes';

export const BODY_TAGS: readonly string[] = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'figure',
  'figcaption',
  'img',
  'br',
  'hr',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'iframe',
];

/** The only hosts an iframe of a body may load from: the players', and those of the body's embed kinds (domain/articleBody/embedKinds.ts). */
export const IFRAME_HOSTS: readonly string[] = ['www.youtube.com', 'www.youtube-nocookie.com', 'open.spotify.com', ...KIND_IFRAME_HOSTS];

/** rel values an editor may set on a link; anything else is dropped. */
const KEPT_REL = new Set(['nofollow', 'sponsored', 'ugc', 'noopener', 'noreferrer']);

/** Elements dropped with everything inside them (not only the tag). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'template',
  'title',
  'head',
  'svg',
  'math',
  'object',
  'embed',
  'applet',
  'frame',
  'frameset',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'form',
  'button',
];

export interface SanitizeOptions {
  /**
   * Hosts of our own sites; an absolute link to one of them is internal (no rel="noopener noreferrer").
   * Without it every absolute http(s) link counts as external.
   */
  siteHosts?: readonly string[];
}

/** A YouTube or Spotify player address (not just any page of those hosts). */
function isPlayerSrc(src: string | undefined): boolean {
  if (!src) return false;
  if (youtubeEmbed(src) || spotifyEmbed(src)) return true;
  return /^https:\/\/(?:www\.youtube(?:-nocookie)?\.com|open\.spotify\.com)\/embed\//i.test(src.trim());
}

function linkHost(href: string): string | null {
  const m = /^\s*(?:https?:)?\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(href);
  return m ? m[1]!.toLowerCase() : null;
}

function transformLink(siteHosts: readonly string[]) {
  return (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const out: sanitizeHtml.Attributes = {};
    const href = attribs.href;
    if (href !== undefined && isSafeUrl(href)) out.href = href.trim();
    if (attribs.title) out.title = attribs.title;
    const blank = attribs.target?.trim().toLowerCase() === '_blank';
    if (blank) out.target = '_blank';
    const rel = new Set(
      (attribs.rel ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter((r) => KEPT_REL.has(r)),
    );
    const host = out.href !== undefined ? linkHost(out.href) : null;
    const external = host !== null && !siteHosts.includes(host);
    if (external || blank) {
      rel.add('noopener');
      rel.add('noreferrer');
    }
    if (rel.size) out.rel = [...rel].join(' ');
    return { tagName, attribs: out };
  };
}

function transformImage(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out: sanitizeHtml.Attributes = { ...attribs };
  if (out.src !== undefined && !isSafeUrl(out.src)) delete out.src;
  for (const dim of ['width', 'height'] as const) {
    if (out[dim] !== undefined && !/^\d{1,5}$/.test(out[dim]!.trim())) delete out[dim];
  }
  if (out.loading !== undefined && out.loading !== 'lazy' && out.loading !== 'eager') delete out.loading;
  if (out.decoding !== undefined && !['async', 'sync', 'auto'].includes(out.decoding)) delete out.decoding;
  // A body image fills the article column (as wide as the lead image): without sizes the browser would take 100vw.
  if (out.srcset !== undefined && out.sizes === undefined) out.sizes = sizesFor('lead');
  return { tagName, attribs: out };
}

/**
 * The body with only safe markup left: the tags of BODY_TAGS (an h1 becomes h2, h5/h6 become h4, strike
 * and del become s), no script or style (their content goes too), no on* or style attribute, links only
 * with a safe href (isSafeUrl; an unsafe one loses its href and keeps its text), target only _blank,
 * rel="noopener noreferrer" on external and _blank links, images with src/srcset/sizes/width/height/alt/
 * loading/decoding, class only on figure, div and span, iframes only from IFRAME_HOSTS over https
 * (others are removed whole). Comments are dropped.
 */
export function sanitizeBody(html: string, opts: SanitizeOptions = {}): string {
  const siteHosts = (opts.siteHosts ?? []).map((h) => h.toLowerCase());
  return sanitizeHtml(html, {
    allowedTags: [...BODY_TAGS],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'decoding'],
      iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
      figure: ['class'],
      div: ['class'],
      span: ['class'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start', 'reversed'],
      col: ['span'],
      colgroup: ['span'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: true,
    allowedIframeHostnames: [...IFRAME_HOSTS],
    allowIframeRelativeUrls: false,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      strike: 's',
      del: 's',
      a: transformLink(siteHosts),
      img: transformImage,
    },
    // An iframe whose src was refused (other host, other scheme) or is no player nor a kind's goes away whole,
    // fallback text included.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !isPlayerSrc(frame.attribs.src) && !kindKeepsIframe(frame.attribs.src ?? ''),
  });
}

// ---------------------------------------------------------------------------------------------------
// Embeds. These work on sanitizeBody's output, whose markup is regular (lower-case tags, double-quoted
// and escaped attribute values), and only ever insert markup built from validated values.
// ---------------------------------------------------------------------------------------------------

interface Attr {
  name: string;
  /** Decoded value; null for a bare attribute. */
  value: string | null;
}

const ATTR = /\s*([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/y;

function parseAttrs(source: string): Attr[] {
  const attrs: Attr[] = [];
  ATTR.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (ATTR.lastIndex < source.length && (m = ATTR.exec(source)) !== null) {
    const raw = m[2] ?? m[3] ?? m[4];
    attrs.push({ name: m[1]!.toLowerCase(), value: raw === undefined ? null : decodeEntities(raw) });
  }
  return attrs;
}

function attrValue(attrs: Attr[], name: string): string | null {
  return attrs.find((a) => a.name === name)?.value ?? null;
}

function serializeAttrs(attrs: Attr[]): string {
  return attrs.map((a) => (a.value === null ? ` ${a.name}` : ` ${a.name}="${escapeAttr(a.value)}"`)).join('');
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt|#39);/gi, (m, e: string) => {
    const lower = e.toLowerCase();
    if (lower === 'amp') return '&';
    if (lower === 'quot') return '"';
    if (lower === 'apos' || lower === '#39') return "'";
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    const n = lower[1] === 'x' ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
  });
}

export function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const YOUTUBE_LINK_TEXT = 'A videó megnézése a YouTube-on';
export const SPOTIFY_LINK_TEXT = 'Meghallgatás a Spotify-on';
const YOUTUBE_TITLE = 'YouTube-videó';
const SPOTIFY_TITLE = 'Spotify-lejátszó';

/** A link of an embed placeholder: the link a reader without JavaScript follows. */
interface EmbedLink {
  /** The opening tag's attributes (href included). */
  attrs: Attr[];
  /** Inner HTML of the link. */
  inner: string;
}

function embedFigure(url: string, link: EmbedLink | null, caption: string, title: string | null): string | null {
  const yt = youtubeEmbed(url);
  if (yt) {
    const a = link ?? {
      attrs: [
        { name: 'href', value: youtubeWatchUrl(yt) },
        { name: 'rel', value: 'noopener noreferrer' },
      ],
      inner: escapeText(YOUTUBE_LINK_TEXT),
    };
    const cls = `embed embed--youtube${yt.portrait ? ' embed--portrait' : ''}`;
    return (
      `<figure class="${cls}" ${E.kind}="youtube" ${E.src}="${escapeAttr(yt.src)}" ${E.autoplay}="${autoplayModeOf(url)}" ${E.title}="${escapeAttr(title ?? YOUTUBE_TITLE)}"` +
      ` style="aspect-ratio:${yt.portrait ? '9/16' : '16/9'}">${embedLink(a)}${caption}</figure>`
    );
  }
  const sp = spotifyEmbed(url);
  if (sp) {
    const a = link ?? {
      attrs: [
        { name: 'href', value: spotifyOpenUrl(sp) },
        { name: 'rel', value: 'noopener noreferrer' },
      ],
      inner: escapeText(SPOTIFY_LINK_TEXT),
    };
    return (
      `<figure class="embed embed--spotify" ${E.kind}="spotify" ${E.src}="${escapeAttr(sp.src)}" ${E.height}="${sp.height}"` +
      ` ${E.title}="${escapeAttr(title ?? SPOTIFY_TITLE)}" style="min-height:${sp.height}px">${embedLink(a)}${caption}</figure>`
    );
  }
  return null;
}

const LINK_ATTRS = new Set(['href', 'title', 'target', 'rel']);

function embedLink(link: EmbedLink): string {
  const kept = link.attrs.filter((a) => LINK_ATTRS.has(a.name));
  const attrs = [{ name: 'class', value: 'embed__link' }, ...kept];
  return `<a${serializeAttrs(attrs)}>${link.inner}</a>`;
}

/** A paragraph that holds only a link, or only a bare URL. */
const LINK_PARAGRAPH = /<p\b[^>]*>\s*(?:<a\b([^>]*)>((?:(?!<\/?a\b)[\s\S])*)<\/a>|(https?:\/\/[^\s<>"]+))\s*<\/p>/gi;
const IMG = /<img\b([^>]*?)\s*\/?>/gi;

const VOID_TAGS = new Set(['br', 'hr', 'img', 'col', 'wbr']);

/** Whether every element opened in an HTML fragment is closed in it, and nothing else is closed. */
function balanced(fragment: string): boolean {
  const stack: string[] = [];
  for (const m of fragment.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>/gi)) {
    const name = m[2]!.toLowerCase();
    if (VOID_TAGS.has(name) || m[3]) continue;
    if (!m[1]) stack.push(name);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

const PARAGRAPH_WITH_IFRAME = new RegExp(String.raw`<p\b([^>]*)>((?:(?!</?p\b)[\s\S])*?)(${IFRAME})((?:(?!</?p\b)[\s\S])*?)</p>`, 'gi');

/**
 * A paragraph with an iframe between its words becomes paragraph, iframe, paragraph (a figure cannot
 * sit inside a p), when the split leaves whole elements on both sides; empty halves are left out.
 */
function liftIframes(html: string): string {
  return html.replace(PARAGRAPH_WITH_IFRAME, (whole, pAttrs: string, before: string, iframe: string, _a: string, after: string) => {
    if (!before.trim() && !after.trim()) return whole;
    if (!balanced(before) || !balanced(after)) return whole;
    const part = (text: string): string => (text.trim() ? `<p${pAttrs}>${text.trim()}</p>` : '');
    return `${part(before)}${iframe}${part(after)}`;
  });
}

/**
 * Embeds as placeholders, on sanitized body HTML:
 * - a YouTube or Spotify iframe (with the p, div or figure that holds only it) and a paragraph that holds
 *   only a YouTube or Spotify link (or bare URL) become
 *   `<figure class="embed embed--youtube[ embed--portrait]" data-embed="youtube" data-src="{player}"
 *   data-title="…" style="aspect-ratio:16/9|9/16"><a class="embed__link" href="{link}">…</a></figure>`, or
 *   for Spotify `class="embed embed--spotify" data-embed="spotify" data-src data-height
 *   style="min-height:{height}px"`. A link paragraph keeps its link and text; an iframe gets a link to the
 *   watch or open page. A figcaption of the original figure stays inside the new one, after the link. The
 *   browser puts a load button naming the provider in front of the link, and the iframe only on its press;
 * - any other iframe that survived sanitizing gets loading="lazy";
 * - every img gets loading="lazy" and decoding="async".
 */
export function transformEmbeds(html: string): string {
  return liftIframes(html)
    .replace(IFRAME_EMBED, (whole, _w: string | undefined, a1?: string, a2?: string, caption?: string, a3?: string) => {
      const attrs = parseAttrs(a1 ?? a2 ?? a3 ?? '');
      const src = attrValue(attrs, 'src');
      const figure = src ? embedFigure(src, null, caption ?? '', attrValue(attrs, 'title')) : null;
      if (figure) return figure;
      return whole.replace(/<iframe\b([^>]*)>/i, (_t, raw: string) => {
        const kept = parseAttrs(raw).filter((a) => a.name !== 'loading');
        return `<iframe${serializeAttrs([...kept, { name: 'loading', value: 'lazy' }])}>`;
      });
    })
    .replace(LINK_PARAGRAPH, (whole, rawAttrs: string | undefined, inner: string | undefined, bare: string | undefined) => {
      if (bare !== undefined) {
        const url = decodeEntities(bare);
        const link: EmbedLink = {
          attrs: [
            { name: 'href', value: url },
            { name: 'rel', value: 'noopener noreferrer' },
          ],
          inner: bare,
        };
        return embedFigure(url, link, '', null) ?? whole;
      }
      const attrs = parseAttrs(rawAttrs ?? '');
      const href = attrValue(attrs, 'href');
      if (!href) return whole;
      return embedFigure(href, { attrs, inner: inner ?? '' }, '', null) ?? whole;
    })
    .replace(IMG, (_whole, raw: string) => {
      const kept = parseAttrs(raw).filter((a) => a.name !== 'loading' && a.name !== 'decoding');
      return `<img${serializeAttrs([...kept, { name: 'loading', value: 'lazy' }, { name: 'decoding', value: 'async' }])} />`;
    });
}

/** sanitizeBody then transformEmbeds: what an article page puts in its body. */
export function renderBody(html: string, opts: SanitizeOptions = {}): string {
  return transformEmbeds(sanitizeBody(html, opts));
}
