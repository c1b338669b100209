import { describe, expect, it } from 'vitest';
import { heroFilled, nextScrollState, type ScrollState } from './scroll';

const run = (ys: number[]) => ys.reduce<ScrollState>((s, y) => nextScrollState(s, y), { direction: null, anchorY: 0 });

describe('nextScrollState', () => {
  it('turns down only after 50 px down', () => {
    expect(run([10, 49]).direction).toBeNull();
    expect(run([10, 50]).direction).toBe('down');
  });

  it('does not flip up on a small jiggle, flips after 50 px back from the furthest point', () => {
    expect(run([100, 300, 260]).direction).toBe('down');
    expect(run([100, 300, 251]).direction).toBe('down');
    expect(run([100, 300, 250]).direction).toBe('up');
  });

  it('turns down again after 50 px below the highest point of an upward scroll', () => {
    expect(run([300, 100, 50, 99]).direction).toBe('up');
    expect(run([300, 100, 50, 100]).direction).toBe('down');
  });
});

describe('heroFilled', () => {
  const fill = (ys: number[]) => ys.reduce((filled, y) => heroFilled(filled, y), false);

  it('fills past 80 px, not at 80', () => {
    expect(fill([80])).toBe(false);
    expect(fill([81])).toBe(true);
  });

  it('stays filled back up to 30 px and clears under it', () => {
    expect(fill([200, 50])).toBe(true);
    expect(fill([200, 30])).toBe(true);
    expect(fill([200, 29])).toBe(false);
  });

  it('between the two, an unfilled header stays unfilled', () => {
    expect(fill([10, 60, 79])).toBe(false);
    expect(fill([200, 10, 60])).toBe(false);
  });
});
