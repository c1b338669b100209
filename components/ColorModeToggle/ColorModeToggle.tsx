import type { ColorMode } from '../../domain/types';
import {
  COLOR_MODE_KEY,
  COLOR_MODE_STATES,
  COLOR_MODE_SWITCH,
  colorModeLabel,
  effectiveScheme,
  forcedScheme,
  isColorMode,
  nextColorMode,
  type ColorModeState,
} from '../../domain/colorMode';
import styles from './ColorModeToggle.module.css';
import { HTML_COLOR_MODE_ATTR, HTML_SCHEME_ATTR } from '../../domain/documentAttributes';

const ICONS: Record<ColorMode, string> = { system: '◐', light: '☀', dark: '☾' };

/** The icon and the words of one state; the words show as a tooltip on hover and focus, and name the button. */
function State({ state, forced, className }: { state: ColorModeState; forced: ColorModeState['scheme'] | null; className?: string | undefined }) {
  return (
    <span className={className}>
      <span aria-hidden="true">{ICONS[forced ?? state.mode]}</span>
      <span className={styles.tip}>{colorModeLabel(state, forced)}</span>
    </span>
  );
}

/**
 * Cycles the colour mode and remembers it; disabled on a page that forces its own mode, and saying so. Its code
 * comes only with the reader's press (an island hydrated on interaction), so the markup holds every state and
 * CSS shows the one of the mode and scheme the head's script set on <html> before the first paint: the toggle
 * tells the mode in effect from the start, and its click only sets those attributes.
 */
export default function ColorModeToggle({ forced }: { forced: ColorMode | null }) {
  const pinned = forcedScheme(forced);

  const choose = () => {
    const root = document.documentElement;
    // Storage first: the attribute the head's script set is the fallback when storage is blocked.
    let current: ColorMode = 'system';
    const shown = root.getAttribute(HTML_COLOR_MODE_ATTR);
    if (isColorMode(shown)) current = shown;
    try {
      const stored = localStorage.getItem(COLOR_MODE_KEY);
      if (isColorMode(stored)) current = stored;
    } catch {
      /* storage blocked: keep the page's attribute */
    }
    const next = nextColorMode(current);
    try {
      localStorage.setItem(COLOR_MODE_KEY, next);
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    const prefersDark = matchMedia('(prefers-color-scheme: dark)').matches;
    root.setAttribute(HTML_SCHEME_ATTR, effectiveScheme({ forced, stored: next, prefersDark }));
    root.setAttribute(HTML_COLOR_MODE_ATTR, next);
  };

  if (pinned)
    return (
      <button type="button" className={styles.toggle} disabled>
        <State state={{ mode: pinned, scheme: pinned }} forced={pinned} />
      </button>
    );
  return (
    <button type="button" className={styles.toggle} onClick={choose}>
      {COLOR_MODE_STATES.map((s) => (
        <State key={`${s.mode}-${s.scheme}`} state={s} forced={null} className={`${styles.state} ${styles[`${s.mode}-${s.scheme}`]}`} />
      ))}
      <span className="visually-hidden">{COLOR_MODE_SWITCH}</span>
    </button>
  );
}
