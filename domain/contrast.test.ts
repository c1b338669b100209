import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_NORMAL, contrastRatio, over, parseColor, passesAA, relativeLuminance } from './contrast';

describe('parseColor', () => {
  it('reads the palette’s hex and what getComputedStyle answers', () => {
    expect(parseColor('#c8102e')).toEqual({ r: 200, g: 16, b: 46, a: 1 });
    expect(parseColor('#FFF')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('rgb(18, 18, 18)')).toEqual({ r: 18, g: 18, b: 18, a: 1 });
    expect(parseColor('rgba(0, 0, 0, 0)')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseColor('rgb(255 90 110 / 50%)')).toEqual({ r: 255, g: 90, b: 110, a: 0.5 });
  });

  it('refuses anything else rather than guess', () => {
    expect(() => parseColor('red')).toThrow('not a colour: red');
    expect(() => parseColor('#12345')).toThrow();
  });
});

describe('relativeLuminance and contrastRatio (WCAG 2.x)', () => {
  it('are 0 and 1 at black and white, 21:1 between them, either way round', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('match the published figures', () => {
    // #767676 on white is the classic grey that just passes AA (4.54:1); the dark scheme's salmon is 0.30.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#ff5a6e')).toBeCloseTo(0.3, 2);
    expect(relativeLuminance('rgb(18, 18, 18)')).toBeCloseTo(0.006, 3);
  });

  it('lays a transparent colour over its background first', () => {
    const half = over(parseColor('rgba(0, 0, 0, 0.5)'), parseColor('#ffffff'));
    expect(half).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
  });
});

describe('passesAA', () => {
  it('needs 4.5:1 for normal text and 3:1 for large', () => {
    expect([AA_NORMAL, AA_LARGE]).toEqual([4.5, 3]);
    expect(passesAA('#767676', '#ffffff')).toBe(true);
    expect(passesAA('#888888', '#ffffff')).toBe(false);
    expect(passesAA('#888888', '#ffffff', true)).toBe(true);
  });
});
