// The palette of global.css held to WCAG AA: every text and background pair its variables are meant for, in
// both schemes and on every site, read from the stylesheet itself (the variables on <html>, in the cascade's order).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AA_NORMAL, contrastRatio, relativeLuminance } from '../domain/contrast';
import { SITES, SITE_SLUGS } from '../domain/sites';

const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');

/** The custom properties a rule of exactly this selector declares. */
function declared(selector: string): Record<string, string> {
  const at = css.indexOf(`\n${selector} {`);
  if (at < 0) return {};
  const body = css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

/** The colours on <html> of a site in a scheme: the rules in the order of their specificity, then var() resolved. */
function palette(siteClass: string, scheme: 'light' | 'dark'): (name: string) => string {
  const dark = ":root[data-scheme='dark']";
  const rules = [':root', siteClass && `.${siteClass}`, scheme === 'dark' && dark, scheme === 'dark' && siteClass && `${dark}.${siteClass}`];
  const vars: Record<string, string> = Object.assign({}, ...rules.filter((r): r is string => Boolean(r)).map(declared));
  const value = (name: string): string => {
    const v = vars[name];
    if (v === undefined) throw new Error(`${name} is not declared`);
    const ref = /^var\((--[\w-]+)\)$/.exec(v);
    return ref ? value(ref[1]!) : v;
  };
  return value;
}

/** [text, background]: the pairs the variables are for (their comment in global.css). */
const PAIRS: [string, string][] = [
  ['--fg', '--bg'],
  ['--fg', '--card'],
  ['--muted', '--bg'],
  ['--muted', '--card'],
  ['--link', '--bg'],
  ['--link', '--card'],
  ['--accent', '--bg'],
  ['--accent', '--card'],
  ['--accent-fg', '--accent'],
  ['--accent-fill-fg', '--accent-fill'],
  ['--band-fg', '--band-bg'],
  ['--band-mark', '--band-bg'],
];

describe('the palette (renderer/global.css)', () => {
  const sites = [...new Set(SITE_SLUGS.map((s) => SITES[s].cssClass))];
  for (const siteClass of sites)
    for (const scheme of ['light', 'dark'] as const)
      it(`passes AA for every text and background pair: ${siteClass || 'main'}, ${scheme}`, () => {
        const colour = palette(siteClass, scheme);
        const failing = PAIRS.map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: Math.round(contrastRatio(colour(fg), colour(bg)) * 100) / 100 })).filter(
          (p) => p.ratio < AA_NORMAL,
        );
        expect(failing).toEqual([]);
      });

  it('gives the dark scheme’s breaking band and buttons dark surfaces, not the bright accent', () => {
    for (const siteClass of sites) {
      const colour = palette(siteClass, 'dark');
      expect(relativeLuminance(colour('--band-bg'))).toBeLessThanOrEqual(0.2);
      expect(relativeLuminance(colour('--accent-fill'))).toBeLessThan(relativeLuminance(colour('--accent')));
    }
  });
});
