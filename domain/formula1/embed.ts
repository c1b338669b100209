// The Formula 1 widget in an article (decision D-211): an editor embeds it the way a YouTube or Spotify
// player is embedded (domain/sanitize.ts transformEmbeds) — a paragraph that holds nothing but a link to the
// widget's page, /sport/forma-1 (relative, or absolute on one of our domains), whose query is the state the
// widget opens in. Without the widget (another renderer, a feed) the link still leads to the same state.
import { MAIN_DOMAIN, RO_DOMAIN } from '../sites';
import { FORMULA1_PATH } from './query';

const HOSTS = [MAIN_DOMAIN, RO_DOMAIN].map((h) => h.replace(/\./g, '\\.')).join('|');
const PATH = FORMULA1_PATH.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** `<p …><a … href="{link}" …>…</a></p>` on body HTML as the sanitiser leaves it (attribute values in double quotes). */
const EMBED_PARAGRAPH = new RegExp(
  String.raw`<p\b[^>]*>\s*<a\b[^>]*?\shref="(?:https?://(?:www\.)?(?:${HOSTS}))?${PATH}(\?[^"#]*)?(?:#[^"]*)?"[^>]*>(?:(?!</?a\b)[\s\S])*</a>\s*</p>`,
  'i',
);

export interface Formula1Embed {
  /** The body before the marker paragraph. */
  before: string;
  /** The state's query ('?oldal=pontverseny', '' for the default), HTML entities undone. */
  query: string;
  after: string;
}

/** The first marker paragraph of a body, split out; null when the body embeds no widget. Only the first is a widget. */
export function formula1Embed(html: string): Formula1Embed | null {
  const m = EMBED_PARAGRAPH.exec(html);
  if (!m) return null;
  const query = (m[1] ?? '').replace(/&amp;/g, '&');
  return { before: html.slice(0, m.index), query, after: html.slice(m.index + m[0].length) };
}
