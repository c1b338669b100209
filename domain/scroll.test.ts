import { describe, expect, it } from 'vitest';
import { heroFilled, heroThreshold, nextScrollState, type ScrollState } from './scroll';

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

describe('hero', () => {
  it('uses 80 px after a title and 30 px otherwise, and fills past its height', () => {
    expect(heroThreshold(true)).toBe(80);
    expect(heroThreshold(false)).toBe(30);
    expect(heroFilled(401, 400)).toBe(true);
    expect(heroFilled(400, 400)).toBe(false);
  });
});
