// Where the football pages read the live-score service (specialised-features.md §7 "Live score API"): the
// client over LIVESCORE_API_URL (the embedded service of services/livescore/ unless a real one is set). A
// failed call is logged and leaves its part of the screen empty (§8; pages/football/loadFootball.ts).
import type { PageContextServer } from 'vike/types';
import { livescoreClient } from '../../contentClient/livescore';
import { loadSettings } from '../../config/settings';
import type { FootballSource } from './loadFootball';

let source: FootballSource | null = null;

export function footballSourceOf(_pageContext: PageContextServer): FootballSource {
  source ??= livescoreClient(loadSettings(['LIVESCORE_API_URL']).LIVESCORE_API_URL);
  return source;
}
