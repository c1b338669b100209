// Third-party embeds behind a click (issue 23; specialised-features.md §4 "Video autoplay modes", §9
// "The Facebook SDK is loaded in the Hungarian locale"): which provider a placeholder names, the Facebook
// box's player address, and whether a player starts by itself once the reader loaded it. Pure rules; the
// browser's part is components/ArticleBody/embeds.ts.
import { DATAWRAPPER_FACADE } from './articleBody/kinds/datawrapper';
import type { Facade } from './facade';
import { withDefiniteArticle } from './definiteArticle';

// The list's readers (components/ArticleBody/embeds.ts) take the types with it.
export type { Facade, FrameWindow, MessageTarget } from './facade';

/** The kinds of placeholder (`figure[data-embed]`). A body's embed kind with a placeholder registers its own here. */
export const FACADES = {
  youtube: { provider: 'YouTube', button: 'A YouTube-videó betöltése' },
  spotify: { provider: 'Spotify', button: 'A Spotify-lejátszó betöltése' },
  map: { provider: 'Google Térkép', button: 'A Google Térkép betöltése' },
  facebook: { provider: 'Facebook', button: 'A Facebook-doboz betöltése' },
  datawrapper: DATAWRAPPER_FACADE,
} as const satisfies Record<string, Facade>;
export type EmbedKind = keyof typeof FACADES;

export function isEmbedKind(value: string | undefined): value is EmbedKind {
  return value !== undefined && Object.hasOwn(FACADES, value);
}

/** The load button's text: what comes and from whom. */
export function facadeButtonText(kind: EmbedKind): string {
  return FACADES[kind].button;
}

/** The line under the button: nothing of the provider loads before the press. */
export function facadeNotice(kind: EmbedKind): string {
  const provider = withDefiniteArticle(FACADES[kind].provider);
  return `A tartalmat ${provider} szolgáltatja; csak a gomb megnyomása után töltődik be, és akkor ${provider} sütiket helyezhet el.`;
}

// ---------------------------------------------------------------------------------------------------
// Facebook follow/join box
// ---------------------------------------------------------------------------------------------------

/** §9: the Facebook SDK's locale. */
export const FACEBOOK_LOCALE = 'hu_HU';
/** The box's height in px, reserved before it loads. */
export const FACEBOOK_BOX_HEIGHT = 214;

/**
 * The page plugin the SDK would insert for `<div class="fb-page">`, in the Hungarian locale. The box loads
 * this frame itself instead of the SDK's script, so the pages' script-src stays 'self' (D-265). `pageUrl`: the
 * publication's own page, its site's social page URL (domain/sites.ts socialPageUrl).
 */
export function facebookPagePluginSrc(pageUrl: string, width = 300): string {
  const q = new URLSearchParams({
    href: pageUrl,
    tabs: '',
    width: String(width),
    height: String(FACEBOOK_BOX_HEIGHT),
    small_header: 'false',
    adapt_container_width: 'true',
    hide_cover: 'false',
    show_facepile: 'true',
    locale: FACEBOOK_LOCALE,
  });
  return `https://www.facebook.com/plugins/page.php?${q.toString()}`;
}

// ---------------------------------------------------------------------------------------------------
// Video autoplay modes (§4)
// ---------------------------------------------------------------------------------------------------

/** §4: none; gently forced; fully forced. */
export const AUTOPLAY_MODES = ['none', 'gently', 'forced'] as const;
export type AutoplayMode = (typeof AUTOPLAY_MODES)[number];

export interface PlaybackContext {
  /** The tab is visible. */
  tabVisible: boolean;
  /** Another player of the page (the podcast player, another video) is playing. */
  otherPlaying: boolean;
  /** A picture-in-picture video is already showing. */
  pipShowing: boolean;
}

/**
 * Whether a video starts by itself once loaded (§4): never with none; with gently forced only if the tab
 * is visible, nothing else is playing and no picture-in-picture is showing; fully forced whenever the tab
 * is visible.
 */
export function shouldAutoplay(mode: AutoplayMode, ctx: PlaybackContext): boolean {
  switch (mode) {
    case 'none':
      return false;
    case 'gently':
      return ctx.tabVisible && !ctx.otherPlaying && !ctx.pipShowing;
    case 'forced':
      return ctx.tabVisible;
  }
}

export function isAutoplayMode(value: string | undefined): value is AutoplayMode {
  return value !== undefined && (AUTOPLAY_MODES as readonly string[]).includes(value);
}

/**
 * The mode an embedded video's own address asks for: `autoplay=1` in the editor's embed code is fully
 * forced, `autoplay=0` none; without it gently forced — the reader pressed the load button, so the video
 * starts unless something else already plays (D-264).
 */
export function autoplayModeOf(url: string): AutoplayMode {
  let v: string | null = null;
  try {
    v = new URL(url.startsWith('//') ? `https:${url}` : url).searchParams.get('autoplay');
  } catch {
    return 'gently';
  }
  if (v === '1' || v === 'true') return 'forced';
  if (v === '0' || v === 'false') return 'none';
  return 'gently';
}

/** The player address with the autoplay request the rule decided (YouTube's `autoplay=1`). */
export function withAutoplay(src: string, autoplay: boolean): string {
  if (!autoplay) return src;
  return `${src}${src.includes('?') ? '&' : '?'}autoplay=1`;
}
