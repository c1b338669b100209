import { describe, expect, it, vi } from 'vitest';
import { emptyShell } from '../../domain/shell';
import type { PageContextServer } from 'vike/types';
import { fakeFootballSource } from '../../testing/footballSource';
import { EURO_LAST_DAY, FOOTBALL_NOW } from '../../testing/footballFixture';

vi.mock('../football/source', () => ({ footballSourceOf: () => fakeFootballSource() }));
// Datasets the fake content API leaves out (`{slug}/{dataset}`), as an emptied one would be.
const hidden = vi.hoisted(() => new Set<string>());
// Paths whose view is given a kind no loader has, or none (as a tab the table describes wrongly would be).
const noKind = vi.hoisted(() => new Map<string, string | null>());
vi.mock('../../domain/supplementTabKinds', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../domain/supplementTabKinds')>();
  return { ...real, tabKindOf: (v: { path: string }) => (noKind.has(v.path) ? noKind.get(v.path) : real.tabKindOf(v as never)) };
});
vi.mock('../../renderer/shell', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../renderer/shell')>();
  const { supplementDatasets } = await import('../../services/seed/supplementData');
  const { ContentApiError } = await import('../../contentClient/errors');
  // The content API's supplement calls over the seed's datasets (services/api/supplementData.ts answers the same).
  const sets = supplementDatasets(1);
  const api = {
    supplementDatasets: async (slug: string) => ({ slug, datasets: Object.keys(sets[slug] ?? {}).filter((n) => !hidden.has(`${slug}/${n}`)) }),
    supplementData: async (slug: string, name: string) => {
      const d = hidden.has(`${slug}/${name}`) ? undefined : (sets[slug] as Record<string, unknown> | undefined)?.[name];
      if (!d) throw new ContentApiError('not-found', `GET ${slug}/${name}`, 404, 'answered 404');
      return d;
    },
  };
  return { ...real, loadShell: async () => emptyShell('main'), apiOf: () => api };
});

const { data } = await import('./+data');
type Data = Awaited<ReturnType<typeof data>>;

function football(d: Data) {
  if (d.view.kind !== 'football') throw new Error(`not a football view: ${d.view.kind}`);
  return d.view.football;
}

function dataset(d: Data) {
  if (d.view.kind !== 'dataset') throw new Error(`not a dataset view: ${d.view.kind}`);
  return d.view.dataset;
}

function ctx(path: string, search = ''): PageContextServer {
  return {
    siteSlug: 'main',
    urlOriginal: `${path}${search}`,
    urlPathname: path,
    urlParsed: { search: Object.fromEntries(new URLSearchParams(search)) },
  } as unknown as PageContextServer;
}

async function at<T>(fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FOOTBALL_NOW * 1000);
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

describe('a football supplement’s tabs', () => {
  it.each([
    ['/melleklet/eb-2024/merkozesek', 'schedule'],
    ['/melleklet/eb-2024/eredmenyek', 'day'],
    ['/melleklet/eb-2024/csoportok', 'standings'],
    ['/melleklet/eb-2024/toplistak', 'goals'],
    ['/melleklet/eb-2024/toplistak/sarga-lapok', 'yellow'],
    ['/melleklet/eb-2024/toplistak/piros-lapok', 'red'],
    ['/melleklet/foci-vb-2022/csoportok', 'standings'],
  ])('%s is the football screen’s %s, the league fixed to the tournament', async (path, part) => {
    const d = await at(() => data(ctx(path)));
    expect(d.view.kind).toBe('football');
    expect(d.view).toMatchObject({ football: { fixed: true, parts: [part], basePath: path } });
    expect(d.head.canonical).toBe(`https://hirter.hu${path}`);
    expect(d.deps.lists).toEqual(['livescore:football']);
  });

  it('the results: the last match day; a day and a match of the query; the match’s canonical and title', async () => {
    expect(football(await at(() => data(ctx('/melleklet/eb-2024/eredmenyek')))).day).toBe(EURO_LAST_DAY);
    const day = await at(() => data(ctx('/melleklet/eb-2024/eredmenyek', '?nap=2024-06-14&x=1')));
    expect(day.head.canonical).toBe('https://hirter.hu/melleklet/eb-2024/eredmenyek?nap=2024-06-14');
    const m = await at(() => data(ctx('/melleklet/eb-2024/eredmenyek', '?nap=2024-06-14&meccs=40002')));
    expect(football(m).match!.fixture.id).toBe(40002);
    expect(m.head.canonical).toBe('https://hirter.hu/melleklet/eb-2024/eredmenyek?meccs=40002');
    expect(m.head.title).toBe('Magyarország – Svájc 1–0 – Eb 2024 | Hírtér');
  });

  it('the map tab is the election map, not a dataset', async () => {
    const d = await at(() => data(ctx('/melleklet/valasztas-2022/adatok')));
    expect(d).toMatchObject({ group: 'data', view: { kind: 'election-map' } });
    expect(d.view).toHaveProperty('electionMap.src', '/terkep/ogy-2022/orszagos.html?rejt=1');
  });
});

describe('the data tabs', () => {
  it('a dataset tab shows the content API’s dataset; the tab bar lists the tabs with data', async () => {
    const d = await data(ctx('/melleklet/parizs-2024/menetrend'));
    expect(dataset(d).kind).toBe('schedule');
    expect(d.tabs.map((t) => t.label)).toEqual(['Cikkek', 'Menetrend', 'Magyar érdekeltségű', 'Éremtáblázat']);
    expect(d.deps).toEqual({ articles: [], lists: [] });
  });

  it('the constituency search: its text from `kereses`, the canonical the table’s, noindex', async () => {
    const d = await data(ctx('/melleklet/valasztas-2022/egyeni-valasztokeruletek', '?kereses=%20Pest%20%203'));
    expect(d.view).toMatchObject({ kind: 'dataset', search: 'Pest 3' });
    expect(d.head.canonical).toBe('https://hirter.hu/melleklet/valasztas-2022/egyeni-valasztokeruletek');
    expect(d.head.robots).toBe('noindex');
  });

  it('a tab whose dataset is missing is hidden from the bar, and its path is a 404', async () => {
    hidden.add('parizs-2024/schedule');
    hidden.add('valasztas-2022/national-lists');
    try {
      await expect(data(ctx('/melleklet/parizs-2024/menetrend'))).rejects.toMatchObject({ _pageContextAbort: { abortStatusCode: 404 } });
      const d = await data(ctx('/melleklet/parizs-2024/eremtablazat'));
      expect(d.tabs.map((t) => t.label)).toEqual(['Cikkek', 'Magyar érdekeltségű', 'Éremtáblázat']);
      // The lists' default sub-tab gone: the tab stays for the other, whose own path works.
      await expect(data(ctx('/melleklet/valasztas-2022/orszagos-listak'))).rejects.toBeTruthy();
      const n = await data(ctx('/melleklet/valasztas-2022/orszagos-listak/nemzetisegek'));
      expect(dataset(n).kind).toBe('nationality-lists');
      expect(n.subTabs.map((t) => t.label)).toEqual(['Nemzetiségi listák']);
      expect(n.tabs.find((t) => t.label === 'Országos listák')?.href).toBe('/melleklet/valasztas-2022/orszagos-listak/nemzetisegek');
    } finally {
      hidden.clear();
    }
  });
});

describe('the tab kinds', () => {
  it('the prediction game’s tab is the game by its slug, nothing from the content API', async () => {
    const d = await data(ctx('/melleklet/valasztas-2022/tippjatek'));
    expect(d).toMatchObject({ group: 'data', view: { kind: 'prediction-game', game: 'valasztas-2022' }, sidebar: null });
    expect(d.head.title).toBe('Tippjáték – Választás 2022 | Hírtér');
    expect(d.deps).toEqual({ articles: [], lists: [] });
  });

  it('a view of no kind, or of a kind without a loader, is a 404 with a log line, not a 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    noKind.set('/melleklet/tokio-2020/eremtablazat', null);
    noKind.set('/melleklet/parizs-2024/menetrend', 'scoreboard');
    try {
      await expect(data(ctx('/melleklet/tokio-2020/eremtablazat'))).rejects.toMatchObject({ _pageContextAbort: { abortStatusCode: 404 } });
      await expect(data(ctx('/melleklet/parizs-2024/menetrend'))).rejects.toMatchObject({ _pageContextAbort: { abortStatusCode: 404 } });
      expect(log.mock.calls.map((c) => String(c[0]))).toEqual([
        'melleklet: /melleklet/tokio-2020/eremtablazat is no tab kind’s (no kind): 404',
        'melleklet: /melleklet/parizs-2024/menetrend is no tab kind’s (scoreboard): 404',
      ]);
    } finally {
      noKind.clear();
      log.mockRestore();
    }
  });

  it('a view that is not paged answers 404 past page 1; an articles view has pages', async () => {
    for (const path of ['/melleklet/tokio-2020/eremtablazat', '/melleklet/eb-2024/csoportok', '/melleklet/valasztas-2022/adatok']) {
      await expect(
        at(() => data(ctx(path, '?oldal=2'))),
        path,
      ).rejects.toMatchObject({ _pageContextAbort: { abortStatusCode: 404 } });
    }
  });
});
