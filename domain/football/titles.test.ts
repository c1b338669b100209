import { describe, expect, it } from 'vitest';
import { dayCaption, footballTitle } from './titles';
import { LIVE_MATCH } from '../../testing/footballFixture';

describe('footballTitle', () => {
  it('a list: the league, its season and the tab', () => {
    const v = { match: null, league: { id: 271, name: 'NB I', logo: null }, seasons: [{ year: 2025, label: '2025/26' }], season: 2025, tab: 'gol' as const };
    expect(footballTitle(v)).toMatchObject({ title: 'Foci – NB I 2025/26 – Góllövőlista' });
    expect(footballTitle({ ...v, league: null, season: null, tab: 'tabella' })).toMatchObject({ title: 'Foci – Tabella' });
  });

  it('a match: its teams and score; the service’s robot directive', () => {
    const v = { match: LIVE_MATCH, league: null, seasons: [], season: null, tab: 'tabella' as const };
    expect(footballTitle(v)).toEqual({
      title: 'Ferencváros – Paks 2–1',
      description: 'Ferencváros – Paks, NB I: összefoglaló, statisztika, keretek, várható eredmény, idővonal.',
    });
    expect(footballTitle({ ...v, match: { ...LIVE_MATCH, robot: 'noindex, nofollow' } }).noindex).toBe(true);
  });

  it('a day’s caption', () => {
    expect(dayCaption('2025-09-13')).toBe('A nap mérkőzései, 2025. szeptember 13.');
  });
});
