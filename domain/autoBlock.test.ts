import { describe, expect, it } from 'vitest';
import { createRng } from '../lib/rng';
import { AUTO_BLOCK_VERSIONS } from './constants';
import { AUTO_BLOCK_BAG_KEY, autoBlockScript, drawAutoBlock, type AutoBlockBag } from './autoBlock';

const ALL = [...AUTO_BLOCK_VERSIONS];

/** n draws in a row, the bag carried from one to the next as local storage would. */
function draws(n: number, seed: number, start: unknown = null): number[] {
  const rng = createRng(seed);
  let stored: unknown = start;
  const picks: number[] = [];
  for (let i = 0; i < n; i++) {
    const { pick, bag } = drawAutoBlock(stored, ALL, () => rng.next());
    picks.push(pick);
    stored = JSON.parse(JSON.stringify(bag));
  }
  return picks;
}

describe('drawAutoBlock', () => {
  it('shows every version once before any repeats, round after round', () => {
    for (const seed of [1, 2, 3, 42, 2026]) {
      const picks = draws(40, seed);
      for (let round = 0; round < 10; round++) {
        expect([...picks.slice(round * 4, round * 4 + 4)].sort(), `seed ${seed} round ${round}`).toEqual(ALL);
      }
    }
  });

  it('never shows the same version twice in a row, also across a refill', () => {
    for (const seed of [1, 7, 99, 1234]) {
      const picks = draws(200, seed);
      for (let i = 1; i < picks.length; i++) expect(picks[i], `seed ${seed} draw ${i}`).not.toBe(picks[i - 1]);
    }
  });

  it('is random: each version opens a round in some seed', () => {
    const firsts = new Set(Array.from({ length: 40 }, (_, seed) => draws(1, seed)[0]));
    expect([...firsts].sort()).toEqual(ALL);
  });

  it.each([
    ['nothing stored', null, [1, 2, 3, 4]],
    ['not an object', 'garbage', [1, 2, 3, 4]],
    ['an empty bag', { left: [], last: null }, [1, 2, 3, 4]],
    ['an empty bag after 3', { left: [], last: 3 }, [1, 2, 4]],
    ['versions the page does not offer', { left: [7, 9], last: 2 }, [1, 3, 4]],
    ['duplicates and non-numbers', { left: [2, 2, '3', null], last: 1 }, [2]],
    ['two left', { left: [4, 1], last: 2 }, [1, 4]],
  ])('with %s, draws from %j', (_label, stored, expected) => {
    const picks = new Set<number>();
    for (const r of [0, 0.2, 0.4, 0.6, 0.8, 0.9999]) picks.add(drawAutoBlock(stored, ALL, () => r).pick);
    expect([...picks].sort()).toEqual(expected);
  });

  it('takes the drawn version out of the bag and remembers it', () => {
    expect(drawAutoBlock({ left: [2, 4], last: 1 }, ALL, () => 0.99)).toEqual({ pick: 4, bag: { left: [2], last: 4 } });
    expect(drawAutoBlock({ left: [], last: 4 }, ALL, () => 0)).toEqual({ pick: 1, bag: { left: [2, 3, 4], last: 1 } });
  });

  it('keeps to the range whatever the random source gives', () => {
    for (const r of [-1, 1, 5, Number.NaN]) expect(ALL).toContain(drawAutoBlock(null, ALL, () => r).pick);
  });

  it('with a single version always shows it', () => {
    const one = drawAutoBlock({ left: [], last: 2 }, [2], () => 0.5);
    expect(one).toEqual({ pick: 2, bag: { left: [], last: 2 } });
  });
});

describe('autoBlockScript', () => {
  /** Runs the inline script over a fake root with the given versions; returns what is shown and stored. */
  function run(versions: number[], stored: string | null, random: number, storage = true) {
    const els = versions.map((v) => ({ hidden: v !== versions[0], getAttribute: () => String(v) }));
    const attrs: Record<string, string> = {};
    const root = { querySelectorAll: () => els, setAttribute: (k: string, v: string) => (attrs[k] = v) };
    const saved: Record<string, string> = {};
    const localStorage = storage
      ? { getItem: (k: string) => (k === AUTO_BLOCK_BAG_KEY ? stored : null), setItem: (k: string, v: string) => (saved[k] = v) }
      : {
          getItem: () => {
            throw new Error('blocked');
          },
          setItem: () => {
            throw new Error('blocked');
          },
        };
    const math = Object.create(Math) as Math;
    math.random = () => random;
    new Function('document', 'localStorage', 'Math', autoBlockScript('auto-block'))(
      { getElementById: (id: string) => (id === 'auto-block' ? root : null) },
      localStorage,
      math,
    );
    return {
      visible: versions.filter((_, i) => !els[i]!.hidden),
      picked: attrs['data-auto-block-picked'],
      saved: saved[AUTO_BLOCK_BAG_KEY] ? (JSON.parse(saved[AUTO_BLOCK_BAG_KEY]) as AutoBlockBag) : null,
    };
  }

  it('shows exactly the version drawAutoBlock picks and stores the bag', () => {
    for (const stored of [null, '{"left":[3,4],"last":1}', '{"left":[],"last":2}', 'not json']) {
      for (const random of [0, 0.3, 0.7, 0.99]) {
        const expected = drawAutoBlock(stored === null || stored === 'not json' ? null : JSON.parse(stored), ALL, () => random);
        const got = run(ALL, stored, random);
        expect(got.visible, `${stored} ${random}`).toEqual([expected.pick]);
        expect(got.picked).toBe(String(expected.pick));
        expect(got.saved).toEqual(expected.bag);
      }
    }
  });

  it('still picks one when local storage is blocked', () => {
    const got = run(ALL, null, 0.6, false);
    expect(got.visible).toEqual([3]);
    expect(got.saved).toBeNull();
  });
});
