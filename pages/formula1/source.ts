// Where the page reads the live-score service (specialised-features.md §7 "Live score API"): the client
// over LIVESCORE_API_URL (the embedded service of services/livescore/ unless a real one is set). A failed
// call is logged and leaves its part of the box empty (§8; pages/formula1/loadFormula1.ts).
import type { PageContextServer } from 'vike/types';
import { livescoreClient } from '../../contentClient/livescore';
import { loadSettings } from '../../config/settings';
import type { Formula1Source } from './loadFormula1';

let client: Formula1Source | null = null;

export function formula1SourceOf(_pageContext: PageContextServer): Formula1Source {
  client ??= livescoreClient(loadSettings(['LIVESCORE_API_URL']).LIVESCORE_API_URL);
  return client;
}
