import { describe, expect, it } from 'vitest';
import { matchSupplement, supplementPaths } from './supplements';
import { TAB_KIND_NAMES, tabKindOf } from './supplementTabKinds';

const match = (path: string) => matchSupplement(path.replace(/^\/melleklet\//, '').split('/'))!;

describe('the supplement tab kinds', () => {
  it('every view of the table is some kind’s (a view of none would be a 404)', () => {
    for (const path of supplementPaths()) expect(tabKindOf(match(path)), path).not.toBeNull();
  });

  it.each([
    ['/melleklet/eb-2024', 'articles'],
    ['/melleklet/orosz-ukran-haboru/riportok', 'articles'],
    ['/melleklet/eb-2024/toplistak/sarga-lapok', 'football'],
    ['/melleklet/tokio-2020/eremtablazat', 'dataset'],
    ['/melleklet/valasztas-2022/orszagos-listak/nemzetisegek', 'dataset'],
    ['/melleklet/valasztas-2024/adatok/pest/tisza', 'election-map'],
    ['/melleklet/valasztas-2022/tippjatek', 'prediction-game'],
  ])('%s is a view of kind %s', (path, kind) => {
    expect(tabKindOf(match(path))).toBe(kind);
  });

  it('a football tab of a supplement without a tournament is no kind’s', () => {
    const m = match('/melleklet/eb-2024/csoportok');
    expect(tabKindOf({ ...m, supplement: { ...m.supplement, football: undefined } })).toBeNull();
  });

  it('names each kind once', () => {
    expect(new Set(TAB_KIND_NAMES).size).toBe(TAB_KIND_NAMES.length);
  });
});
