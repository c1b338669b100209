// The messages between an election page and its embedded map (specialised-features.md §7 "Iframe messages
// posted or received"): what each carries and the one parser both sides use. A message is taken only from the
// expected window of the page's own origin and only in its exact shape; anything else is ignored, never
// acted on, since any page the reader has open may post to a window.
import { FRAME_HEIGHT, isDataPagePath } from './electionMap';

export type Theme = 'light' | 'dark';

export type FrameMessage =
  /** Frame → page: the frame moved to a view; the page opens that view's data page. */
  | { type: 'route-push'; path: string }
  /** Frame → page: the frame's content is this tall; the page sizes the frame to it. */
  | { type: 'iframe-size'; height: number }
  /** Frame → page: open this page of the site in the whole window (a link out of the map). */
  | { type: 'parent-router'; path: string }
  /** Page → frame: the page's colour scheme, so the map follows it. */
  | { type: 'themeChanged'; theme: Theme };

/** A path of this site: absolute, no scheme or host, no protocol-relative '//', no backslash or control characters. */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 300 && /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/**
 * The message an event carries, or null: `origin` must be `expectedOrigin` (the page's own), `fromExpected`
 * says the event's source is the window expected to talk (the frame's, or the parent's), and the data must
 * be exactly one of the shapes above (a height is held to FRAME_HEIGHT's bounds).
 */
export function parseFrameMessage(data: unknown, origin: string, expectedOrigin: string, fromExpected: boolean): FrameMessage | null {
  if (!fromExpected || origin !== expectedOrigin || typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const keys = Object.keys(d).sort().join(',');
  switch (d.type) {
    case 'route-push':
    case 'parent-router':
      return keys === 'path,type' && isSitePath(d.path) ? { type: d.type, path: d.path } : null;
    case 'iframe-size':
      return keys === 'height,type' && typeof d.height === 'number' && Number.isFinite(d.height)
        ? { type: 'iframe-size', height: Math.round(Math.min(FRAME_HEIGHT.max, Math.max(FRAME_HEIGHT.min, d.height))) }
        : null;
    case 'themeChanged':
      return keys === 'theme,type' && (d.theme === 'light' || d.theme === 'dark') ? { type: 'themeChanged', theme: d.theme } : null;
    default:
      return null;
  }
}

/**
 * Whether a frame's route-push (`pushed`) opens that page: a data page of the page's election, other than the
 * page's own path and the view the frame's src stands for (`initial`: the frame's first report). The page
 * loads, as any link would: its heading, title, canonical and region lists are the view's, and back is the
 * browser's own (a pushed address alone left them the earlier view's).
 */
export function routePushOpens(o: { election: string; pagePath: string; pushed: string; initial: string | null }): boolean {
  return isDataPagePath(o.pushed, o.election) && o.pushed !== o.pagePath && o.pushed !== o.initial;
}
