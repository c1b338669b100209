// The attributes of the document's <html> element: written by the renderer (+onRenderHtml.tsx) and the head's
// colour-mode script (colorMode.ts), read and set by the page's script and the live layer. The page script's own
// name is entryTag.mjs's ENTRY_ATTRIBUTE.
import type { DataAttrs } from './dataAttributes';

export const HTML_ATTR = {
  /** The site the page belongs to (domain/sites.ts). */
  site: 'data-site',
  /** A page of the editors' preview. */
  preview: 'data-preview',
  /** The build that rendered the page (D-205). */
  build: 'data-build',
  /** The colour scheme shown: light or dark. */
  scheme: 'data-scheme',
  /** The reader's colour mode (or 'system'). */
  colorMode: 'data-color-mode',
  /** A colour mode the page forces (domain/colorMode.ts). */
  forceColorMode: 'data-force-color-mode',
  /** A navigation under way: a full load or a podcast page swap. */
  navigating: 'data-navigating',
  /** The navigation layer started (live/navigation.ts). */
  navigation: 'data-navigation',
  /** A newer build is out. */
  newBuild: 'data-new-build',
  /** How many pages the podcast player swapped in. */
  swapped: 'data-swapped',
  /** The live layer runs on the page (live/boot.ts). */
  liveLayer: 'data-live-layer',
} as const satisfies DataAttrs;
