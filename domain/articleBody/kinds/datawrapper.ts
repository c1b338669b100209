// A Datawrapper chart in an article (issue #34 point 1, the kind added by docs/recipes/add-an-embed-kind.md): the
// newsroom pastes Datawrapper's embed code — an iframe of https://datawrapper.dwcdn.net/<id>/<version>/ and a script
// (the sanitiser drops the script). The page shows a click-to-load placeholder in the chart's reserved height; nothing
// of Datawrapper loads before the press. Once loaded, the chart tells its height by a `datawrapper-height` message
// (the "iframe-size" message) and the box follows it — from the chart's own frame and origin only.
import type { Facade, FrameWindow, MessageTarget } from '../../facade';
import type { EmbedKindRule, EmbedMatch } from '../blocks';
import { IFRAME_EMBED } from '../../iframeEmbed';
import { EMBED_HEIGHT_ATTR, EMBED_KIND_ATTR, EMBED_SRC_ATTR, EMBED_TITLE_ATTR } from '../../embedAttributes';

export const DATAWRAPPER_ORIGIN = 'https://datawrapper.dwcdn.net';
export const DATAWRAPPER_HOST = 'datawrapper.dwcdn.net';
/** The reserved height when the embed code names none, and the bounds a height (given or told) is held to, in px. */
export const DATAWRAPPER_HEIGHT = { default: 400, min: 100, max: 3000 } as const;
export const DATAWRAPPER_LINK_TEXT = 'A grafikon megnyitása a Datawrapperen';
const DATAWRAPPER_TITLE = 'Datawrapper-grafikon';

export const DATAWRAPPER_FACADE: Facade = {
  provider: 'Datawrapper',
  button: 'A Datawrapper-grafikon betöltése',
  afterLoad: ({ src, frame, win, setHeight }) => {
    const chart = datawrapperChart(src);
    if (chart) watchDatawrapperHeight(win, frame, chart.id, setHeight);
  },
};

export interface DatawrapperData {
  id: string;
  /** The published chart's address, https://datawrapper.dwcdn.net/<id>/<version>/. */
  src: string;
  title: string | null;
  height: number;
  /** The caption of the figure the newsroom put it in (sanitised HTML), or ''. */
  caption: string;
}

const SRC = /^https:\/\/datawrapper\.dwcdn\.net\/([A-Za-z0-9]{5})\/(\d{1,4})\/?$/;

/** The chart an address names: its id and its canonical address; null for anything else. */
export function datawrapperChart(src: string): { id: string; src: string } | null {
  const m = SRC.exec(src.trim());
  return m ? { id: m[1]!, src: `${DATAWRAPPER_ORIGIN}/${m[1]}/${m[2]}/` } : null;
}

function clampHeight(px: number): number {
  return Math.round(Math.min(DATAWRAPPER_HEIGHT.max, Math.max(DATAWRAPPER_HEIGHT.min, px)));
}

function attr(attrs: string, name: string): string | null {
  const m = new RegExp(String.raw`\s${name}="([^"]*)"`, 'i').exec(attrs);
  return m
    ? m[1]!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : null;
}

// Its own two lines, not htmlAttributes.ts: facades.ts brings this module into the browser's facade chunk, and the
// bundler would bring that whole module (shared with the article page's entry) with it.
function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const datawrapperKind: EmbedKindRule<DatawrapperData> = {
  name: 'datawrapper',
  unloaded: 'source',
  keepsIframe: (src) => datawrapperChart(src) !== null,
  iframeHosts: [DATAWRAPPER_HOST],
  find(html) {
    const found: EmbedMatch<DatawrapperData>[] = [];
    for (const m of html.matchAll(IFRAME_EMBED)) {
      const attrs = m[2] ?? m[3] ?? m[5] ?? '';
      const chart = datawrapperChart(attr(attrs, 'src') ?? '');
      if (!chart) continue;
      const given = Number(attr(attrs, 'height') ?? NaN);
      const height = Number.isFinite(given) && given > 0 ? clampHeight(given) : DATAWRAPPER_HEIGHT.default;
      found.push({ index: m.index, length: m[0].length, data: { ...chart, title: attr(attrs, 'title'), height, caption: m[4] ?? '' } });
    }
    return found;
  },
  html: (d) =>
    `<figure class="embed embed--datawrapper" ${EMBED_KIND_ATTR}="datawrapper" ${EMBED_SRC_ATTR}="${escapeAttr(d.src)}" ${EMBED_HEIGHT_ATTR}="${d.height}"` +
    ` ${EMBED_TITLE_ATTR}="${escapeAttr(d.title ?? DATAWRAPPER_TITLE)}" style="min-height:${d.height}px">` +
    `<a class="embed__link" href="${escapeAttr(d.src)}" rel="noopener noreferrer">${DATAWRAPPER_LINK_TEXT}</a>${d.caption}</figure>`,
};

/**
 * The height a message tells for chart `chartId`, or null: Datawrapper posts `{"datawrapper-height": {"<id>": px}}`
 * from its origin; a message from any other origin, of another shape or for another chart is ignored.
 */
export function datawrapperHeight(data: unknown, origin: string, chartId: string): number | null {
  if (origin !== DATAWRAPPER_ORIGIN || typeof data !== 'object' || data === null) return null;
  const heights = (data as Record<string, unknown>)['datawrapper-height'];
  if (typeof heights !== 'object' || heights === null || !Object.hasOwn(heights, chartId)) return null;
  const px = (heights as Record<string, unknown>)[chartId];
  return typeof px === 'number' && Number.isFinite(px) ? clampHeight(px) : null;
}

/** After the press: the box takes the height the chart's own frame tells (any other window's message is ignored). */
export function watchDatawrapperHeight(win: MessageTarget, frame: FrameWindow, chartId: string, setHeight: (px: number) => void): void {
  win.addEventListener('message', (e) => {
    if (frame.contentWindow == null || e.source !== frame.contentWindow) return;
    const px = datawrapperHeight(e.data, e.origin, chartId);
    if (px !== null) setHeight(px);
  });
}
