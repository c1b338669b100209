import type { ColorMode } from './types';
import { HTML_COLOR_MODE_ATTR, HTML_FORCE_COLOR_MODE_ATTR, HTML_SCHEME_ATTR } from './documentAttributes';

export const COLOR_MODES: readonly ColorMode[] = ['system', 'light', 'dark'];
/** Local-storage key of the reader's choice. */
export const COLOR_MODE_KEY = 'colorMode';

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/** The scheme actually shown: a page's forced mode wins, then the reader's choice, then the system's. */
export function effectiveScheme(opts: { forced?: ColorMode | null; stored?: string | null; prefersDark: boolean }): 'light' | 'dark' {
  const mode = opts.forced && opts.forced !== 'system' ? opts.forced : isColorMode(opts.stored) ? opts.stored : 'system';
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

/**
 * The inline script of every page's head: sets the scheme before the first paint, so a dark-mode reader
 * never sees a white flash. It repeats effectiveScheme() in plain ES5 (it runs before any module).
 */
export function colorModeScript(): string {
  return `(function(){var d=document.documentElement;try{var f=d.getAttribute('${HTML_FORCE_COLOR_MODE_ATTR}');var s=localStorage.getItem(${JSON.stringify(
    COLOR_MODE_KEY,
  )});var m=f&&f!=='system'?f:(s==='light'||s==='dark'||s==='system'?s:'system');var k=m==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;d.setAttribute('${HTML_SCHEME_ATTR}',k);d.setAttribute('${HTML_COLOR_MODE_ATTR}',s||'system')}catch(e){d.setAttribute('${HTML_SCHEME_ATTR}','light')}})();`;
}
