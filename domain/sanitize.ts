// Article body HTML from the CMS, made safe and page-ready. sanitizeBody keeps what a news body needs and
// nothing that runs; transformEmbeds lets iframes and images load lazily. What a third party's iframe or link
// becomes (a click-to-load placeholder) is its embed kind's (domain/articleBody/kinds/), drawn on this output.
import { sizesFor } from './images';
import sanitizeHtml from 'sanitize-html';
import { isSafeUrl } from './embeds';
import { KIND_IFRAME_HOSTS, kindKeepsIframe } from './articleBody/embedKinds';
import { parseAttrs, serializeAttrs } from './htmlAttributes';
import { IFRAME, IFRAME_EMBED } from './iframeEmbed';

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

/** The only hosts an iframe of a body may load from: those of the body's embed kinds (domain/articleBody/embedKinds.ts). */
export const IFRAME_HOSTS: readonly string[] = KIND_IFRAME_HOSTS;

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
    // An iframe whose src was refused (other host, other scheme) or is no kind's goes away whole, fallback text included.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !kindKeepsIframe(frame.attribs.src ?? ''),
  });
}

// ---------------------------------------------------------------------------------------------------
// Lazy loading. This works on sanitizeBody's output, whose markup is regular (lower-case tags, double-quoted
// and escaped attribute values), and only ever inserts markup built from validated values.
// ---------------------------------------------------------------------------------------------------

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
 * Sanitised body HTML ready for the page, on which the embed kinds find their places:
 * - an iframe between the words of a paragraph is taken out of it (a kind's figure cannot sit inside a p);
 * - every iframe gets loading="lazy" (a kind's placeholder then replaces those of a third party behind a click);
 * - every img gets loading="lazy" and decoding="async".
 */
export function transformEmbeds(html: string): string {
  return liftIframes(html)
    .replace(IFRAME_EMBED, (whole) =>
      whole.replace(/<iframe\b([^>]*)>/i, (_t, raw: string) => {
        const kept = parseAttrs(raw).filter((a) => a.name !== 'loading');
        return `<iframe${serializeAttrs([...kept, { name: 'loading', value: 'lazy' }])}>`;
      }),
    )
    .replace(IMG, (_whole, raw: string) => {
      const kept = parseAttrs(raw).filter((a) => a.name !== 'loading' && a.name !== 'decoding');
      return `<img${serializeAttrs([...kept, { name: 'loading', value: 'lazy' }, { name: 'decoding', value: 'async' }])} />`;
    });
}

/**
 * sanitizeBody then transformEmbeds: what an article page parses into its body's blocks (articleBody/embedKinds.ts
 * parseArticleBody), and a live-blog post draws its placeholders on (drawPlaceholders).
 */
export function renderBody(html: string, opts: SanitizeOptions = {}): string {
  return transformEmbeds(sanitizeBody(html, opts));
}
