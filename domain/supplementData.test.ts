import { describe, expect, it } from 'vitest';
import { supplementBySlug, supplementQueryScreens } from './supplements';
import {
  filterConstituencies,
  foldText,
  huDay,
  huNumber,
  isEmptyDataset,
  medalRanking,
  medalResult,
  searchText,
  viewHasData,
  visibleSubTabs,
  visibleTabs,
  type Constituency,
} from './supplementData';

const sup = (slug: string) => supplementBySlug(slug)!;
const tab = (slug: string, t: string) => sup(slug).tabs.find((x) => x.slug === t)!;

describe('tabs without data are hidden', () => {
  it('keeps the data tabs whose dataset is there, hides the others, keeps tabs that are no dataset’s', () => {
    const labels = (slug: string, available: string[]) => visibleTabs(sup(slug), new Set(available)).map((t) => t.slug);
    expect(labels('parizs-2024', ['medals', 'schedule', 'hungarian-events'])).toEqual(['', 'menetrend', 'magyar-erdekeltsegu', 'eremtablazat']);
    expect(labels('parizs-2024', ['medals'])).toEqual(['', 'eremtablazat']);
    // The map and the game are not datasets: they stay (their own issue's parts).
    expect(labels('valasztas-2022', [])).toEqual(['', 'tippjatek', 'adatok']);
    expect(labels('valasztas-2022', ['nationality-lists'])).toEqual(['', 'orszagos-listak', 'tippjatek', 'adatok']);
  });

  it('a view whose dataset is missing has no page; sub-tabs follow their own datasets', () => {
    expect(viewHasData(tab('tokio-2020', 'eremtablazat'), null, new Set())).toBe(false);
    expect(viewHasData(tab('tokio-2020', 'eremtablazat'), null, new Set(['medals']))).toBe(true);
    expect(viewHasData(tab('tokio-2020', ''), null, new Set())).toBe(true);
    const lists = tab('valasztas-2022', 'orszagos-listak');
    expect(visibleSubTabs(lists, new Set(['national-lists'])).map((s) => s.slug)).toEqual(['']);
    expect(viewHasData(lists, lists.subTabs![1]!, new Set(['national-lists']))).toBe(false);
  });

  it('an empty dataset counts as missing', () => {
    expect(isEmptyDataset(null)).toBe(true);
    expect(isEmptyDataset({ kind: 'medals', title: 'x', rows: [] })).toBe(true);
    expect(isEmptyDataset({ kind: 'faq', title: 'x', items: [{ question: 'q', answer: 'a' }] })).toBe(false);
    expect(isEmptyDataset({ kind: 'turnout', title: 'x', times: [], national: [], counties: [] })).toBe(true);
  });
});

describe('the medal table', () => {
  it('ranks by gold, silver, bronze; ties share a rank; totals', () => {
    const r = medalRanking([
      { country: 'B', code: 'B', gold: 1, silver: 2, bronze: 0 },
      { country: 'A', code: 'A', gold: 1, silver: 2, bronze: 0 },
      { country: 'C', code: 'C', gold: 2, silver: 0, bronze: 0 },
      { country: 'D', code: 'D', gold: 1, silver: 1, bronze: 9 },
    ]);
    expect(r.map((x) => [x.code, x.rank, x.total])).toEqual([
      ['C', 1, 2],
      ['A', 2, 3],
      ['B', 2, 3],
      ['D', 4, 11],
    ]);
  });
});

describe('foldText', () => {
  it('drops accents, case and the kind of dash', () => {
    expect(foldText('Győr Fidesz–KDNP')).toBe(foldText('gyor fidesz-kdnp'));
  });
});

describe('medalResult', () => {
  it('names the medal after a result, once when the result is the medal itself', () => {
    expect(medalResult('olimpiai bajnok', 'gold')).toBe('olimpiai bajnok (aranyérem)');
    expect(medalResult('ezüstérem', 'silver')).toBe('ezüstérem');
    expect(medalResult('Bronzérem', 'bronze')).toBe('bronzérem');
    expect(medalResult('3. hely', 'bronze')).toBe('3. hely (bronzérem)');
  });
});

describe('the constituency search', () => {
  const rows: Constituency[] = [
    {
      id: 'gyor-moson-sopron-01',
      county: 'Győr-Moson-Sopron',
      number: 1,
      seat: 'Győr',
      turnout: 70,
      candidates: [{ name: 'Kiss Péter', party: 'Mi Hazánk', percent: 50 }],
    },
    { id: 'pest-03', county: 'Pest', number: 3, seat: 'Szentendre', turnout: 70, candidates: [{ name: 'Nagy Anna', party: 'MKKP', percent: 50 }] },
    { id: 'pest-04', county: 'Pest', number: 4, seat: 'Vác', turnout: 70, candidates: [{ name: 'Tóth Éva', party: 'MKKP', percent: 50 }] },
  ];
  it('finds by county, seat, number, candidate or party, accents or not; empty is all', () => {
    const ids = (q: string) => filterConstituencies(rows, q).map((r) => r.id);
    expect(ids('')).toHaveLength(3);
    expect(ids('gyor')).toEqual(['gyor-moson-sopron-01']);
    expect(ids('Pest 3')).toEqual(['pest-03']);
    expect(ids('pest 3.')).toEqual(['pest-03']);
    expect(ids('toth eva')).toEqual(['pest-04']);
    expect(ids('mkkp')).toEqual(['pest-03', 'pest-04']);
    expect(ids('Debrecen')).toEqual([]);
  });
  it('takes the page’s parameter trimmed, collapsed and at most 80 characters', () => {
    expect(searchText('  Pest   3 ')).toBe('Pest 3');
    expect(searchText('\u0000Pest\u0000\u00853')).toBe('Pest 3');
    expect(searchText(['a', 'b'])).toBe('a');
    expect(searchText(undefined)).toBe('');
    expect(searchText('x'.repeat(200))).toHaveLength(80);
  });
  it('is a query screen: the search’s answer is the renderer’s', () => {
    expect(supplementQueryScreens()).toContainEqual({ path: '/melleklet/valasztas-2022/egyeni-valasztokeruletek', params: ['kereses'] });
  });
});

describe('formats', () => {
  it('Hungarian numbers and days', () => {
    expect(huNumber(3060706)).toBe('3 060 706');
    expect(huNumber(69.6, 1)).toBe('69,6');
    expect(huDay('2024-07-27')).toBe('2024. július 27., szombat');
    expect(huDay('2022-12-18')).toBe('2022. december 18., vasárnap');
    expect(huDay('2024-06-10')).toBe('2024. június 10., hétfő');
    // A value that is no day is shown as it is (it once read 'NaN. undefined NaN., undefined').
    expect(huDay('2024-02-30')).toBe('2024-02-30');
    expect(huDay('')).toBe('');
  });
});
