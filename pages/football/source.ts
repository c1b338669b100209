// Where the football pages read the live-score service (specialised-features.md §7 "Live score API"): the
// client over LIVESCORE_API_URL (the embedded service of content/livescore/ unless a real one is set). A
// failed call is logged and leaves its part of the screen empty (§8; pages/football/loadFootball.ts).
import type { PageContextServer } from 'vike/types';
import { livescoreClient } from '../../content/client/livescore';
import { loadSettings } from '../../config/settings';
import type { FootballSource } from './loadFootball';

/** The client's football calls, by the names content/client/livescore.ts gives them. */
export const FOOTBALL_CALLS = [
  'countries',
  'leagues',
  'footballSeasons',
  'standings',
  'topScorers',
  'topYellowCards',
  'topRedCards',
  'fixture',
  'fixturesOn',
  'fixturesFrom',
  'allFixturesOn',
] as const satisfies readonly (keyof FootballSource)[];

/**
 * The football calls of a live-score client. A call the client does not have (a client built before its
 * football calls) fails like an unreachable service: logged, its part empty, never an error page.
 */
export function footballSourceFrom(client: object): FootballSource {
  const calls = client as Record<string, unknown>;
  return Object.fromEntries(
    FOOTBALL_CALLS.map((name) => {
      const call = calls[name];
      return [
        name,
        typeof call === 'function'
          ? (...args: unknown[]) => (call as (...a: unknown[]) => Promise<unknown>).apply(client, args)
          : () => Promise.reject(new Error(`the live-score client has no ${name} call`)),
      ];
    }),
  ) as unknown as FootballSource;
}

let source: FootballSource | null = null;

export function footballSourceOf(_pageContext: PageContextServer): FootballSource {
  source ??= footballSourceFrom(livescoreClient(loadSettings(['LIVESCORE_API_URL']).LIVESCORE_API_URL));
  return source;
}
