// A football match view as a SportsEvent: the match, its kick-off, its ground when the service names it, the
// two teams, and its status in schema.org's terms.
import type { SiteSlug } from '../types';
import type { Fixture } from '../sports/types';
import { matchTeams } from './titles';
import { SCHEMA_CONTEXT, absoluteOn, isoTime } from '../structuredData/common';

/**
 * schema.org's EventStatusType of a fixture's status code (specialised-features.md §4): postponed and
 * cancelled ones say so; every other one, under way or over included, took place as scheduled (schema.org has
 * no "in progress": EventScheduled is "taking place or has taken place on the startDate").
 */
export function eventStatus(short: string | null | undefined): string {
  if (short === 'PST') return 'https://schema.org/EventPostponed';
  if (short === 'CANC') return 'https://schema.org/EventCancelled';
  return 'https://schema.org/EventScheduled';
}

const team = (site: SiteSlug, t: Fixture['teams']['home']) => ({
  '@type': 'SportsTeam',
  name: t.name,
  ...(t.logo ? { logo: absoluteOn(site, t.logo) } : {}),
});

/** The ground: named when the service knows it, its town as the address (Google's Event wants one). */
function location(v: Fixture['fixture']['venue']): object | null {
  if (!v.name) return null;
  return { '@type': 'Place', name: v.name, address: v.city ? { '@type': 'PostalAddress', addressLocality: v.city } : v.name };
}

/** The match view at `path` (its canonical address). */
export function sportsEvent(site: SiteSlug, f: Fixture, path: string): object {
  const home = team(site, f.teams.home);
  const away = team(site, f.teams.away);
  const place = location(f.fixture.venue);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'SportsEvent',
    name: matchTeams(f),
    url: absoluteOn(site, path),
    description: [f.league.name, f.league.round].filter(Boolean).join(', '),
    sport: 'Football',
    startDate: isoTime(f.fixture.timestamp),
    eventStatus: eventStatus(f.fixture.status.short),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(place ? { location: place } : {}),
    homeTeam: home,
    awayTeam: away,
    competitor: [home, away],
    superEvent: { '@type': 'SportsEvent', name: f.league.name },
  };
}
