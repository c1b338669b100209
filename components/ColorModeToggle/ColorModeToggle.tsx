import { useEffect, useState } from 'react';
import type { ColorMode } from '../../domain/types';
import { COLOR_MODE_KEY, COLOR_MODE_LABELS, effectiveScheme, isColorMode, nextColorMode } from '../../domain/colorMode';
import styles from './ColorModeToggle.module.css';
import { HTML_COLOR_MODE_ATTR, HTML_SCHEME_ATTR } from '../../domain/documentAttributes';

const ICONS: Record<ColorMode, string> = { system: '◐', light: '☀', dark: '☾' };

/** Cycles the colour mode and remembers it. Disabled on a page that forces its own mode. */
export default function ColorModeToggle({ forced }: { forced: ColorMode | null }) {
  const [mode, setMode] = useState<ColorMode>('system');

  useEffect(() => {
    const stored = localStorage.getItem(COLOR_MODE_KEY);
    if (isColorMode(stored)) setMode(stored);
  }, []);

  const choose = () => {
    // Storage, not state: a click replayed right after hydration comes before the effect above has run.
    let current = mode;
    try {
      const stored = localStorage.getItem(COLOR_MODE_KEY);
      if (isColorMode(stored)) current = stored;
    } catch {
      /* storage blocked: keep the state */
    }
    const next = nextColorMode(current);
    setMode(next);
    try {
      localStorage.setItem(COLOR_MODE_KEY, next);
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    const prefersDark = matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.setAttribute(HTML_SCHEME_ATTR, effectiveScheme({ forced, stored: next, prefersDark }));
    document.documentElement.setAttribute(HTML_COLOR_MODE_ATTR, next);
  };

  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={choose}
      disabled={forced !== null}
      aria-label={`${COLOR_MODE_LABELS[mode]} – váltás`}
      title={COLOR_MODE_LABELS[mode]}
    >
      <span aria-hidden="true">{ICONS[mode]}</span>
    </button>
  );
}
