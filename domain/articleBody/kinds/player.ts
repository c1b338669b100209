// Where a player of a third party (YouTube, Spotify) stands in a body, and the link its placeholder holds: the two
// player kinds (youtube.ts, spotify.ts) share them. A player is an iframe of its player address (alone in a p or div,
// in a figure with its caption, or anywhere: domain/iframeEmbed.ts) or a paragraph that holds nothing but a link to
// it, or its bare URL. The placeholder keeps a link a reader without JavaScript follows: the paragraph's own link and
// text, or for an iframe one to the watch or open page.
import { attrValue, decodeEntities, escapeText, parseAttrs, serializeAttrs, type Attr } from '../../htmlAttributes';
import { IFRAME_EMBED } from '../../iframeEmbed';
import type { EmbedMatch } from '../blocks';

/** The link of a placeholder: the opening tag's attributes (href included) and the link's inner HTML. */
export interface PlayerLink {
  attrs: Attr[];
  inner: string;
}

export interface PlayerData<E> {
  /** The player, as the provider's rule reads its address (domain/embeds.ts). */
  player: E;
  /** The address the body gave (the iframe's src or the link's href), decoded. */
  url: string;
  /** The paragraph's link; null for an iframe (the kind links to the provider's own page). */
  link: PlayerLink | null;
  /** The caption of the figure the iframe was in (sanitised HTML), or ''. */
  caption: string;
  /** The iframe's title, or null. */
  title: string | null;
}

/** A paragraph that holds only a link, or only a bare URL. */
const LINK_PARAGRAPH = /<p\b[^>]*>\s*(?:<a\b([^>]*)>((?:(?!<\/?a\b)[\s\S])*)<\/a>|(https?:\/\/[^\s<>"]+))\s*<\/p>/gi;

/** Every place of sanitised body HTML that embeds a player `playerOf` reads (null for other addresses). */
export function findPlayers<E>(html: string, playerOf: (url: string) => E | null): EmbedMatch<PlayerData<E>>[] {
  const found: EmbedMatch<PlayerData<E>>[] = [];
  for (const m of html.matchAll(IFRAME_EMBED)) {
    const attrs = parseAttrs(m[2] ?? m[3] ?? m[5] ?? '');
    const url = attrValue(attrs, 'src');
    const player = url ? playerOf(url) : null;
    if (url && player)
      found.push({ index: m.index, length: m[0].length, data: { player, url, link: null, caption: m[4] ?? '', title: attrValue(attrs, 'title') } });
  }
  for (const m of html.matchAll(LINK_PARAGRAPH)) {
    const [, rawAttrs, inner, bare] = m;
    const attrs = bare === undefined ? parseAttrs(rawAttrs ?? '') : [];
    const url = bare === undefined ? attrValue(attrs, 'href') : decodeEntities(bare);
    const player = url ? playerOf(url) : null;
    if (!url || !player) continue;
    const link: PlayerLink =
      bare === undefined
        ? { attrs, inner: inner ?? '' }
        : {
            attrs: [
              { name: 'href', value: url },
              { name: 'rel', value: 'noopener noreferrer' },
            ],
            inner: bare,
          };
    found.push({ index: m.index, length: m[0].length, data: { player, url, link, caption: '', title: null } });
  }
  return found.sort((a, b) => a.index - b.index);
}

const LINK_ATTRS = new Set(['href', 'title', 'target', 'rel']);

/** The placeholder's link: the paragraph's (its href, title, target and rel only), or one to `href` with `text`. */
export function playerLink(link: PlayerLink | null, href: string, text: string): string {
  const own = link ?? {
    attrs: [
      { name: 'href', value: href },
      { name: 'rel', value: 'noopener noreferrer' },
    ],
    inner: escapeText(text),
  };
  const attrs = [{ name: 'class', value: 'embed__link' }, ...own.attrs.filter((a) => LINK_ATTRS.has(a.name))];
  return `<a${serializeAttrs(attrs)}>${own.inner}</a>`;
}
