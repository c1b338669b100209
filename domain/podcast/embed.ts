// An episode in an article (D-229), the way the Formula 1 widget is embedded (D-211): a paragraph holding only
// a link to the episode's page (relative, or absolute on hirter.hu) is where the article page draws the
// episode's card with its play button. Without the card (feeds, the app's own renderer) the link still leads
// to the episode's page and its player. The seed and the editor write that paragraph when an episode is given
// an article.
import { MAIN_DOMAIN } from '../sites';
import { ROUTE_SITES } from '../routes';
import { PODCAST_SEGMENT } from './paths';

const HOST = MAIN_DOMAIN.replace(/\./g, '\\.');
const SITE = `(?:/(${ROUTE_SITES.join('|')}))?`;
const SEG = '([^"/?#]+)';

/** `<p …><a … href="{episode page}" …>…</a></p>` on body HTML as the sanitiser leaves it (attributes in double quotes). */
const EMBED_PARAGRAPH = new RegExp(
  String.raw`<p\b[^>]*>\s*<a\b[^>]*?\shref="(?:https?://(?:www\.)?${HOST})?${SITE}/${PODCAST_SEGMENT}/${SEG}/${SEG}"[^>]*>(?:(?!</?a\b)[\s\S])*</a>\s*</p>`,
  'i',
);

export interface EpisodeEmbed {
  before: string;
  /** The episode's slug and its podcast's, as the link names them (percent-decoded). */
  episode: string;
  podcast: string;
  after: string;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The first episode paragraph of a body, split out; null when the body links no episode that way. */
export function episodeEmbed(html: string): EpisodeEmbed | null {
  const m = EMBED_PARAGRAPH.exec(html);
  if (!m) return null;
  return { before: html.slice(0, m.index), podcast: decode(m[2]!), episode: decode(m[3]!), after: html.slice(m.index + m[0].length) };
}

/** A cheap test before the regular expression (every article page asks). */
export function mayEmbedEpisode(html: string): boolean {
  return html.includes(`/${PODCAST_SEGMENT}/`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The body with the episode's paragraph after its first paragraph (at the top when it has none). */
export function withEpisodeLink(content: string, href: string, title: string): string {
  const link = `<p><a href="${escapeText(href).replace(/"/g, '&quot;')}">Hallgassa meg: ${escapeText(title)}</a></p>`;
  const at = content.indexOf('</p>');
  return at < 0 ? `${link}\n${content}` : `${content.slice(0, at + 4)}\n${link}${content.slice(at + 4)}`;
}
