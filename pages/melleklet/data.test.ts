import { describe, expect, it, vi } from 'vitest';
import type { PageContextServer } from 'vike/types';
import { fakeFootballSource } from '../../testing/footballSource';
import { EURO_LAST_DAY, FOOTBALL_NOW } from '../../testing/footballFixture';

vi.mock('../football/source', () => ({ footballSourceOf: () => fakeFootballSource() }));
vi.mock('../../renderer/shell', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../renderer/shell')>();
  return { ...real, loadShell: async () => real.emptyShell('main') };
});

const { data } = await import('./+data');

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
    expect(d.kind).toBe('football');
    expect(d.football).toMatchObject({ fixed: true, parts: [part], basePath: path });
    expect(d.head.canonical).toBe(`https://hirter.hu${path}`);
    expect(d.deps.lists).toEqual(['livescore:football']);
  });

  it('the results: the last match day; a day and a match of the query; the match’s canonical and title', async () => {
    expect((await at(() => data(ctx('/melleklet/eb-2024/eredmenyek')))).football!.day).toBe(EURO_LAST_DAY);
    const day = await at(() => data(ctx('/melleklet/eb-2024/eredmenyek', '?nap=2024-06-14&x=1')));
    expect(day.head.canonical).toBe('https://hirter.hu/melleklet/eb-2024/eredmenyek?nap=2024-06-14');
    const m = await at(() => data(ctx('/melleklet/eb-2024/eredmenyek', '?nap=2024-06-14&meccs=40002')));
    expect(m.football!.match!.fixture.id).toBe(40002);
    expect(m.head.canonical).toBe('https://hirter.hu/melleklet/eb-2024/eredmenyek?meccs=40002');
    expect(m.head.title).toBe('Magyarország – Svájc 1–0 – Eb 2024 | Hírtér');
  });

  it('the other data tabs keep their placeholder', async () => {
    const d = await at(() => data(ctx('/melleklet/tokio-2020/eremtablazat')));
    expect(d).toMatchObject({ kind: 'data', football: null });
    expect(d.coming).toBeTruthy();
  });
});
