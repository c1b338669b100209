import { describe, expect, it, vi } from 'vitest';
import { emptyShell } from '../../domain/shell';
import type { PageContextServer } from 'vike/types';
import { fakeFootballSource } from '../../testing/footballSource';
import { FOOTBALL_NOW, SPORT_LEAGUES_CONTENT } from '../../testing/footballFixture';
import { ContentApiError } from '../../contentClient/errors';

const unique = vi.hoisted(() => vi.fn());
vi.mock('./source', () => ({ footballSourceOf: () => fakeFootballSource() }));
vi.mock('../../renderer/shell', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../renderer/shell')>();
  return { ...real, loadShell: async () => emptyShell('main'), apiOf: () => ({ unique }) };
});

const { data } = await import('./+data');

function ctx(search: string): PageContextServer {
  return {
    siteSlug: 'main',
    urlOriginal: `/sport/foci${search}`,
    urlPathname: '/sport/foci',
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

describe('the football page’s data', () => {
  it('names the state in the title, its accepted query in the canonical, the live-score and sport-leagues keys', async () => {
    unique.mockResolvedValue({ slug: 'sport-leagues', content: SPORT_LEAGUES_CONTENT });
    const d = await at(() => data(ctx('?orszag=2&liga=999&oldal=gol&utm_source=x')));
    expect(d.view).toMatchObject({ countryId: 2, leagueId: 39, tab: 'gol' });
    expect(d.head.title).toBe('Foci – Premier League 2025/26 – Góllövőlista | Hírtér');
    expect(d.head.canonical).toBe('https://hirter.hu/sport/foci?orszag=2&oldal=gol');
    expect(d.deps.lists).toEqual(['livescore:football', 'unique:sport-leagues']);
    expect(unique).toHaveBeenCalledWith('sport-leagues');
  });

  it('a match: its teams and score in the title, the fixture alone as canonical', async () => {
    unique.mockResolvedValue({ slug: 'sport-leagues', content: SPORT_LEAGUES_CONTENT });
    const d = await at(() => data(ctx('?nap=2025-09-13&meccs=9001')));
    expect(d.head.title).toBe('Ferencváros – Paks 2–1 | Hírtér');
    expect(d.head.canonical).toBe('https://hirter.hu/sport/foci?meccs=9001');
  });

  it('without the sport-leagues item: the service’s first country and league, logged', async () => {
    unique.mockRejectedValue(new ContentApiError('not-found', 'GET /api/unique/sport-leagues', 404, 'answered 404'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const d = await at(() => data(ctx('')));
      expect(d.view).toMatchObject({ countryId: 1, leagueId: 271, quickLinks: [] });
      expect(error).toHaveBeenCalledWith('football: the unique item sport-leagues does not exist');
    } finally {
      error.mockRestore();
    }
  });

  it('the content API down is the page’s failure, as for every page', async () => {
    unique.mockRejectedValue(new ContentApiError('unavailable', 'GET /api/unique/sport-leagues', null, 'ECONNREFUSED'));
    await expect(at(() => data(ctx('')))).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
