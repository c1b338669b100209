import { describe, expect, it } from 'vitest';
import { COLOR_MODE_STATES, colorModeLabel, colorModeScript, effectiveScheme, forcedScheme, nextColorMode } from './colorMode';

describe('effectiveScheme', () => {
  it('follows the system unless the reader chose', () => {
    expect(effectiveScheme({ stored: null, prefersDark: true })).toBe('dark');
    expect(effectiveScheme({ stored: 'system', prefersDark: false })).toBe('light');
    expect(effectiveScheme({ stored: 'light', prefersDark: true })).toBe('light');
    expect(effectiveScheme({ stored: 'garbage', prefersDark: true })).toBe('dark');
  });

  it('lets a page force a mode over the reader and the system', () => {
    expect(effectiveScheme({ forced: 'dark', stored: 'light', prefersDark: false })).toBe('dark');
    expect(effectiveScheme({ forced: 'system', stored: 'light', prefersDark: true })).toBe('light');
  });
});

describe('nextColorMode', () => {
  it('cycles system → light → dark → system', () => {
    expect(nextColorMode('system')).toBe('light');
    expect(nextColorMode('light')).toBe('dark');
    expect(nextColorMode('dark')).toBe('system');
  });
});

describe('colorModeLabel', () => {
  it('tells the mode in effect: the system’s with the scheme it gives now, a chosen one by its name', () => {
    expect(COLOR_MODE_STATES.map((s) => colorModeLabel(s))).toEqual([
      'Rendszer szerinti megjelenés (most világos)',
      'Rendszer szerinti megjelenés (most sötét)',
      'Világos megjelenés',
      'Sötét megjelenés',
    ]);
  });

  it('on a page that forces a mode, names that mode and says the page sets it, whatever the reader chose', () => {
    expect(colorModeLabel({ mode: 'system', scheme: 'light' }, 'dark')).toBe('Sötét megjelenés – ezt az oldal állítja be');
    expect(colorModeLabel({ mode: 'dark', scheme: 'dark' }, 'light')).toBe('Világos megjelenés – ezt az oldal állítja be');
  });

  it('takes a forced system mode for no force', () => {
    expect([forcedScheme('system'), forcedScheme(null), forcedScheme('dark')]).toEqual([null, null, 'dark']);
  });
});

describe('colorModeScript', () => {
  function run(opts: { stored: string | null; forced: string | null; dark: boolean }) {
    return runWithAttrs(opts)['data-scheme'];
  }
  function runWithAttrs(opts: { stored: string | null; forced: string | null; dark: boolean }) {
    const attrs: Record<string, string> = {};
    if (opts.forced) attrs['data-force-color-mode'] = opts.forced;
    const documentElement = {
      getAttribute: (k: string) => attrs[k] ?? null,
      setAttribute: (k: string, v: string) => {
        attrs[k] = v;
      },
    };
    const fn = new Function('document', 'localStorage', 'matchMedia', colorModeScript());
    fn({ documentElement }, { getItem: () => opts.stored }, () => ({ matches: opts.dark }));
    return attrs;
  }

  it('agrees with effectiveScheme in every case', () => {
    for (const stored of [null, 'system', 'light', 'dark', 'x']) {
      for (const forced of [null, 'light', 'dark', 'system']) {
        for (const dark of [true, false]) {
          const expected = effectiveScheme({ stored, forced: forced as never, prefersDark: dark });
          expect(run({ stored, forced, dark }), JSON.stringify({ stored, forced, dark })).toBe(expected);
        }
      }
    }
  });

  it('sets the reader’s mode, by which the toggle shows its state: an unknown stored value is the system’s', () => {
    for (const [stored, mode] of [
      [null, 'system'],
      ['dark', 'dark'],
      ['light', 'light'],
      ['system', 'system'],
      ['x', 'system'],
    ] as const)
      expect(runWithAttrs({ stored, forced: 'light', dark: true })['data-color-mode'], String(stored)).toBe(mode);
  });

  it('falls back to light when storage throws', () => {
    const attrs: Record<string, string> = {};
    const fn = new Function('document', 'localStorage', 'matchMedia', colorModeScript());
    fn(
      { documentElement: { getAttribute: () => null, setAttribute: (k: string, v: string) => (attrs[k] = v) } },
      {
        getItem: () => {
          throw new Error('blocked');
        },
      },
      () => ({ matches: true }),
    );
    expect(attrs['data-scheme']).toBe('light');
  });
});
