import { describe, expect, it } from 'vitest';
import type { FixtureStatusShort } from '../sports/types';
import { eventStatus, sportsEvent } from './sportsEvent';
import { FTC, PAKS, fixtureOf } from '../../testing/footballFixture';
import { missingRequired } from '../../testing/jsonLdRequired';

const match = (status: FixtureStatusShort = 'NS') => {
  const f = fixtureOf({ id: 7, date: '2025-09-13T17:00:00+02:00', home: FTC, away: PAKS, status });
  return { ...f, fixture: { ...f.fixture, venue: { id: 1, name: 'Groupama Aréna', city: 'Budapest' } } };
};

describe('a match as a SportsEvent', () => {
  it('its teams, kick-off, ground and page, with Google’s required properties', () => {
    const ld = sportsEvent('main', match(), '/sport/foci?meccs=7') as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Ferencváros – Paks',
      url: 'https://hirter.hu/sport/foci?meccs=7',
      startDate: '2025-09-13T15:00:00.000Z',
      location: { '@type': 'Place', name: 'Groupama Aréna', address: { '@type': 'PostalAddress', addressLocality: 'Budapest' } },
      homeTeam: { '@type': 'SportsTeam', name: 'Ferencváros', logo: 'https://hirter.hu/media/football/teams/651.png' },
      awayTeam: { '@type': 'SportsTeam', name: 'Paks' },
      eventStatus: 'https://schema.org/EventScheduled',
    });
    expect(ld.competitor).toEqual([ld.homeTeam, ld.awayTeam]);
    expect(missingRequired(ld)).toEqual([]);
  });

  it('a ground the service does not name is left out (no place is made up)', () => {
    const f = match();
    const ld = sportsEvent('main', { ...f, fixture: { ...f.fixture, venue: { id: null, name: null, city: null } } }, '/x');
    expect(ld).not.toHaveProperty('location');
    expect(missingRequired(ld as Record<string, unknown>)).toEqual(['location', 'location.name', 'location.address']);
  });

  it('the status: postponed and cancelled say so; before, during and after the match it is as scheduled', () => {
    const codes: FixtureStatusShort[] = ['TBD', 'NS', '1H', 'HT', 'FT', 'PEN', 'PST', 'CANC'];
    expect(codes.map((c) => eventStatus(c).replace('https://schema.org/', ''))).toEqual([
      'EventScheduled',
      'EventScheduled',
      'EventScheduled',
      'EventScheduled',
      'EventScheduled',
      'EventScheduled',
      'EventPostponed',
      'EventCancelled',
    ]);
    expect(eventStatus('XYZ')).toBe('https://schema.org/EventScheduled');
    expect(sportsEvent('main', match('CANC'), '/x')).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
  });
});
