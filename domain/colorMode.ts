import type { ColorMode } from './types';
import { HTML_COLOR_MODE_ATTR, HTML_FORCE_COLOR_MODE_ATTR, HTML_SCHEME_ATTR } from './documentAttributes';

export const COLOR_MODES: readonly ColorMode[] = ['system', 'light', 'dark'];
/** Local-storage key of the reader's choice. */
export const COLOR_MODE_KEY = 'colorMode';
/** The scheme a page shows. */
export type Scheme = 'light' | 'dark';

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/** The scheme actually shown: a page's forced mode wins, then the reader's choice, then the system's. */
export function effectiveScheme(opts: { forced?: ColorMode | null; stored?: string | null; prefersDark: boolean }): Scheme {
  const mode = forcedScheme(opts.forced) ?? (isColorMode(opts.stored) ? opts.stored : 'system');
  if (mode === 'system') return opts.prefersDark ? 'dark' : 'light';
  return mode;
}

/** The next mode of the toggle: system → light → dark → system. */
export function nextColorMode(mode: ColorMode): ColorMode {
  return COLOR_MODES[(COLOR_MODES.indexOf(mode) + 1) % COLOR_MODES.length]!;
}

export const COLOR_MODE_LABELS: Record<ColorMode, string> = {
  system: 'Rendszer szerinti megjelenés',
  light: 'Világos megjelenés',
  dark: 'Sötét megjelenés',
};
/** The scheme the system's mode gives, as the toggle tells it. */
const SCHEME_WORDS: Record<Scheme, string> = { light: 'világos', dark: 'sötét' };
/** After the label of a toggle that switches, for a screen reader. */
export const COLOR_MODE_SWITCH = ' – váltás';

/** A state the toggle can show: the reader's mode and, for the system's, the scheme it gives now. */
export interface ColorModeState {
  mode: ColorMode;
  scheme: Scheme;
}
/** Every state of a toggle on a page that leaves the mode to the reader, each shown by its own CSS rule. */
export const COLOR_MODE_STATES: readonly ColorModeState[] = [
  { mode: 'system', scheme: 'light' },
  { mode: 'system', scheme: 'dark' },
  { mode: 'light', scheme: 'light' },
  { mode: 'dark', scheme: 'dark' },
];

/** The mode a page forces, if it forces one: 'system' is the reader's own choice, not a force. */
export function forcedScheme(forced: ColorMode | null | undefined): Scheme | null {
  return forced === 'light' || forced === 'dark' ? forced : null;
}

/**
 * The mode an article forces by its `colorScheme` (reader-site.md §1 Article, §4 "pages may force a mode"): 'light'
 * or 'dark' sets the page's scheme whatever the reader chose (a piece designed on black); anything else leaves it
 * to the reader.
 */
export function articleColorMode(colorScheme: string | null | undefined): ColorMode | null {
  return forcedScheme(colorScheme as ColorMode | null | undefined);
}

/**
 * What the toggle says: the mode in effect. The page's own when it forces one, and that the page sets it; the
 * system's with the scheme it gives now (a dark page whose toggle said only "Rendszer szerinti" looked broken).
 */
export function colorModeLabel(state: ColorModeState, forced: Scheme | null = null): string {
  if (forced) return `${COLOR_MODE_LABELS[forced]} – ezt az oldal állítja be`;
  if (state.mode === 'system') return `${COLOR_MODE_LABELS.system} (most ${SCHEME_WORDS[state.scheme]})`;
  return COLOR_MODE_LABELS[state.mode];
}

/**
 * The inline script of every page's head: sets the scheme before the first paint, so a dark-mode reader
 * never sees a white flash, and the reader's mode, by which the toggle shows its state before its code comes.
 * It repeats effectiveScheme() in plain ES5 (it runs before any module).
 */
export function colorModeScript(): string {
  return `(function(){var d=document.documentElement;try{var f=d.getAttribute('${HTML_FORCE_COLOR_MODE_ATTR}');var s=localStorage.getItem(${JSON.stringify(
    COLOR_MODE_KEY,
  )});var m=f&&f!=='system'?f:(s==='light'||s==='dark'||s==='system'?s:'system');var k=m==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;d.setAttribute('${HTML_SCHEME_ATTR}',k);d.setAttribute('${HTML_COLOR_MODE_ATTR}',s==='light'||s==='dark'?s:'system')}catch(e){d.setAttribute('${HTML_SCHEME_ATTR}','light')}})();`;
}
