import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../domain/supplementData';
import { medalRanking } from '../../domain/supplementData';
import { testApp } from '../testing/fixture';
import type { Db } from '../store/schema';
import { TEST_SEED } from '../testing/fixture';
import { supplementDatasets } from '../seed/supplementData';

let db: Db;
let request: (path: string, init?: RequestInit) => Promise<Response>;

beforeAll(() => {
  ({ db, request } = testApp());
});
afterAll(() => db.close());

async function json<T>(path: string): Promise<T> {
  const res = await request(path);
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

async function error(path: string, status: number): Promise<string> {
  const res = await request(path);
  expect(res.status, path).toBe(status);
  return ((await res.json()) as { error: string }).error;
}

describe('GET /api/supplements/{slug}', () => {
  it('names the datasets with rows, per supplement', async () => {
    expect(await json('/api/supplements/parizs-2024')).toEqual({ slug: 'parizs-2024', datasets: ['medals', 'schedule', 'hungarian-events'] });
    expect((await json<{ datasets: string[] }>('/api/supplements/valasztas-2022')).datasets).toEqual([
      'turnout',
      'constituencies',
      'national-lists',
      'nationality-lists',
    ]);
    expect((await json<{ datasets: string[] }>('/api/supplements/ep-2024')).datasets).toEqual(['faq', 'shows', 'ep-lists', 'ep-groups', 'ep-mandates']);
    // A supplement without data tabs has none; an unknown one is 404.
    expect((await json<{ datasets: string[] }>('/api/supplements/orosz-ukran-haboru')).datasets).toEqual([]);
    await error('/api/supplements/nincs-ilyen', 404);
  });

  it('drops a dataset emptied in the store', async () => {
    const key = 'supplement-data:usa-2024:shows';
    const before = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string };
    db.prepare('UPDATE settings SET value = ? WHERE key = ?').run(JSON.stringify({ kind: 'shows', title: 'x', items: [] }), key);
    try {
      expect((await json<{ datasets: string[] }>('/api/supplements/usa-2024')).datasets).toEqual([]);
      await error('/api/supplements/usa-2024/shows', 404);
    } finally {
      db.prepare('UPDATE settings SET value = ? WHERE key = ?').run(before.value, key);
    }
  });
});

describe('GET /api/supplements/{slug}/{dataset}', () => {
  it('answers the seeded dataset, the same for the same seed', async () => {
    const medals = await json<Extract<Dataset, { kind: 'medals' }>>('/api/supplements/tokio-2020/medals');
    expect(medals).toEqual(supplementDatasets(TEST_SEED)['tokio-2020']!.medals);
    const hun = medalRanking(medals.rows).find((r) => r.code === 'HUN')!;
    expect([hun.gold, hun.silver, hun.bronze]).toEqual([6, 7, 7]);
  });

  it('has all 106 constituencies, 18 in Budapest, and searches them with q', async () => {
    const all = await json<Extract<Dataset, { kind: 'constituencies' }>>('/api/supplements/valasztas-2022/constituencies');
    expect(all.rows).toHaveLength(106);
    expect(all.rows.filter((r) => r.county === 'Budapest')).toHaveLength(18);
    expect(new Set(all.rows.map((r) => r.id)).size).toBe(106);
    const found = await json<Extract<Dataset, { kind: 'constituencies' }>>(
      `/api/supplements/valasztas-2022/constituencies?q=${encodeURIComponent('sopron 2')}`,
    );
    expect(found.rows.map((r) => r.id)).toEqual(['gyor-moson-sopron-02']);
  });

  it('answers 404 for an unknown supplement, dataset or one the supplement lacks; 400 naming a bad parameter', async () => {
    await error('/api/supplements/nincs-ilyen/medals', 404);
    await error('/api/supplements/tokio-2020/nincs-ilyen', 404);
    await error('/api/supplements/tokio-2020/schedule', 404);
    expect(await error('/api/supplements/Tokio_2020/medals', 400)).toContain("'slug'");
    expect(await error(`/api/supplements/valasztas-2022/constituencies?q=${'x'.repeat(81)}`, 400)).toContain("'q'");
    expect(await error('/api/supplements/tokio-2020/MEDALS', 400)).toContain("'dataset'");
  });
});
