import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangesPage, CommonData } from '../../domain/types';
import { PIP_DEFAULTS, SHARED_DATA_CHANGE } from '../../domain/sharedData';
import { TEST_SERVICE_TOKEN, copyStore, testApp } from '../testing/fixture';
import { runEditor } from './cli';

let dbPath: string;
let api: ReturnType<typeof testApp>;
beforeEach(() => {
  ({ dbPath } = copyStore());
  api = testApp(dbPath);
});
afterEach(() => api.db.close());

const editor = (...args: string[]) => runEditor(args, dbPath);
const refresh = async () => (await (await api.request('/api/frontend/refresh')).json()) as CommonData;

describe('npm run editor -- common …', () => {
  it('puts each edit in the changes feed as a shared-data change, so the next run republishes the fronts; a refused one not', async () => {
    const feed = async (path: string) => (await api.request(path, { headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` } })).json();
    const { cursor } = (await feed('/internal/api/changes/head')) as { cursor: string };
    expect(editor('common', 'pip', 'show=1')).toMatchObject({ code: 2 });
    expect(((await feed(`/internal/api/changes?since=${cursor}`)) as ChangesPage).changes).toEqual([]);
    expect(editor('common', 'weather', '--', 'Pécs', '-3').code).toBe(0);
    expect(editor('common', 'trending', 'auto').code).toBe(0);
    const page = (await feed(`/internal/api/changes?since=${cursor}`)) as ChangesPage;
    expect(page.changes).toEqual([{ kind: 'settings', cursor: page.next, key: SHARED_DATA_CHANGE, updatedAt: expect.any(Number) }]);
  });

  it('switches the pip video on with its title and address, and resets it to label élő, open 1, show 0', async () => {
    const on = editor('common', 'pip', 'show=1', 'title=Élő: a parlament ülése', 'url=/media/elo.mp4', 'open=0', 'label=Most');
    expect(on.code, on.out).toBe(0);
    expect((await refresh()).pipStatus).toEqual({ pipShow: '1', pipTitle: 'Élő: a parlament ülése', pipUrl: '/media/elo.mp4', pipOpen: '0', pipLabel: 'Most' });
    expect(editor('common', 'pip', 'reset').code).toBe(0);
    expect((await refresh()).pipStatus).toEqual(PIP_DEFAULTS);
  });

  it('refuses a pip without an address, an odd flag and a script address', () => {
    expect(editor('common', 'pip', 'show=1')).toMatchObject({ code: 2 });
    expect(editor('common', 'pip', 'show=igen', 'url=/x.mp4').out).toContain('show: 1 vagy 0');
    expect(editor('common', 'pip', 'show=1', 'url=javascript:alert(1)').out).toContain('url:');
    expect(editor('common', 'pip', 'color=red').out).toContain('Ismeretlen beállítás: color=red');
  });

  it('sets and removes a city’s weather, below zero too', async () => {
    expect(editor('common', 'weather', 'Budapest', '21,5', 'napos').code).toBe(0);
    expect(editor('common', 'weather', '--', 'Eger', '-3', 'havas').code).toBe(0);
    const w = (await refresh()).weatherData;
    expect(w.find((x) => x.city === 'Budapest')).toMatchObject({ temperature: 21.5, description: 'napos' });
    expect(w.at(-1)).toMatchObject({ city: 'Eger', temperature: -3 });
    expect(editor('common', 'weather', 'Eger', '-').code).toBe(0);
    expect((await refresh()).weatherData.some((x) => x.city === 'Eger')).toBe(false);
    expect(editor('common', 'weather', 'Eger', 'meleg').code).toBe(2);
  });

  it('puts a flooding warning in force and lifts it', async () => {
    expect(editor('common', 'flood', 'on', 'river=Tisza', 'level=812', 'url=/cimke/arviz').code).toBe(0);
    expect((await refresh()).floodingData).toEqual({ active: true, river: 'Tisza', level: 812, url: '/cimke/arviz' });
    expect(editor('common', 'flood', 'on', 'river=Tisza').code).toBe(2);
    expect(editor('common', 'flood', 'off').code).toBe(0);
    expect((await refresh()).floodingData).toBeNull();
  });

  it('pins trending tags by slug, refuses an unknown one, and counts them again on auto', async () => {
    const counted = (await refresh()).trendingTags;
    const slug = (api.db.prepare('SELECT slug FROM tags ORDER BY slug LIMIT 1').pluck().get() as string) ?? '';
    expect(editor('common', 'trending', slug).code).toBe(0);
    expect((await refresh()).trendingTags.map((t) => [t.slug, t.url])).toEqual([[slug, `/cimke/${slug}`]]);
    expect(editor('common', 'trending', `${slug},nincs-ilyen-cimke`).out).toContain('Nincs ilyen címke: nincs-ilyen-cimke');
    expect(editor('common', 'trending', 'auto').code).toBe(0);
    expect((await refresh()).trendingTags).toEqual(counted);
  });

  it('sets the search placeholders, the DW promotion and the quiz refresh flag', async () => {
    expect(editor('common', 'placeholders', 'Mit keres?|Például: árvíz').code).toBe(0);
    expect(editor('common', 'dwpromo', 'on', 'title=DW magyarul', 'url=https://www.dw.com/hu').code).toBe(0);
    expect(editor('common', 'quiz-refresh', 'on').code).toBe(0);
    const c = await refresh();
    expect(c.searchPlaceholders).toEqual(['Mit keres?', 'Például: árvíz']);
    expect(c.dwPromo).toEqual({ show: true, title: 'DW magyarul', url: 'https://www.dw.com/hu' });
    expect(c.componentSetup.refreshQuiz).toBe('1');
    expect(editor('common', 'quiz-refresh', 'off').code).toBe(0);
    expect((await refresh()).componentSetup.refreshQuiz).toBe('0');
    expect(editor('common', 'dwpromo', 'off').code).toBe(0);
    expect((await refresh()).dwPromo).toBeNull();
    expect(editor('common', 'idojaras').out).toContain('Ismeretlen common rész: idojaras');
  });
});
