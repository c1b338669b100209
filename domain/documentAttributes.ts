// The attributes of the document's <html> element: written by the renderer (+onRenderHtml.tsx) and the head's
// colour-mode script (colorMode.ts), read and set by the page's script and the live layer. The page script's own
// name is entryTag.mjs's ENTRY_ATTRIBUTE.
import type { DataAttr } from './dataAttributes';

/** The site the page belongs to (domain/sites.ts). */
export const HTML_SITE_ATTR = 'data-site' satisfies DataAttr;
/** A page of the editors' preview. */
export const HTML_PREVIEW_ATTR = 'data-preview' satisfies DataAttr;
/** The build that rendered the page (D-205). */
export const HTML_BUILD_ATTR = 'data-build' satisfies DataAttr;
/** The colour scheme shown: light or dark. */
export const HTML_SCHEME_ATTR = 'data-scheme' satisfies DataAttr;
/** The reader's colour mode (or 'system'). */
export const HTML_COLOR_MODE_ATTR = 'data-color-mode' satisfies DataAttr;
/** A colour mode the page forces (domain/colorMode.ts). */
export const HTML_FORCE_COLOR_MODE_ATTR = 'data-force-color-mode' satisfies DataAttr;
/** A navigation under way: a full load or a podcast page swap. */
export const HTML_NAVIGATING_ATTR = 'data-navigating' satisfies DataAttr;
/** The navigation layer started (live/navigation.ts). */
export const HTML_NAVIGATION_ATTR = 'data-navigation' satisfies DataAttr;
/** A newer build is out. */
export const HTML_NEW_BUILD_ATTR = 'data-new-build' satisfies DataAttr;
/** How many pages the podcast player swapped in. */
export const HTML_SWAPPED_ATTR = 'data-swapped' satisfies DataAttr;
/** The live layer runs on the page (live/boot.ts). */
export const HTML_LIVE_LAYER_ATTR = 'data-live-layer' satisfies DataAttr;
