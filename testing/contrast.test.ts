import { describe, expect, it } from 'vitest';
import { aaMinimum, contrast, luminance, parseRgb } from './contrast';

describe('WCAG contrast', () => {
  it('reads computed colours, with and without alpha', () => {
    expect(parseRgb('rgb(18, 52, 86)')).toEqual([18, 52, 86, 1]);
    expect(parseRgb('rgba(0, 0, 0, 0)')).toEqual([0, 0, 0, 0]);
    expect(() => parseRgb('color(srgb 1 0 0)')).toThrow(/not a computed rgb/);
  });

  it('gives black 0, white 1 and the extremes 21:1', () => {
    expect(luminance('rgb(0, 0, 0)')).toBe(0);
    expect(luminance('rgb(255, 255, 255)')).toBeCloseTo(1, 6);
    expect(contrast('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 6);
    expect(contrast('rgb(255, 255, 255)', 'rgb(0, 0, 0)')).toBeCloseTo(21, 6);
  });

  it('matches known pairs: #767676 on white is just AA, the old dark accent band fails', () => {
    expect(contrast('rgb(118, 118, 118)', 'rgb(255, 255, 255)')).toBeCloseTo(4.54, 2);
    expect(luminance('rgb(255, 90, 110)')).toBeGreaterThan(0.2);
  });

  it('asks 3:1 of large text and 4.5:1 of the rest', () => {
    expect(aaMinimum(24, 400)).toBe(3);
    expect(aaMinimum(19, 700)).toBe(3);
    expect(aaMinimum(19, 400)).toBe(4.5);
    expect(aaMinimum(16, 700)).toBe(4.5);
  });
});
