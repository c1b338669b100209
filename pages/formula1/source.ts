// Where the page reads the live-score service (specialised-features.md §7 "Live score API"). Until the
// service's client lands (content/client/livescore.ts, branch h-ls), every call fails: the box stays empty
// and the failure is logged (§8).
import type { PageContextServer } from 'vike/types';
import type { Formula1Source } from './loadFormula1';

const unavailable = () => Promise.reject(new Error('live-score service not configured'));

export function formula1SourceOf(_pageContext: PageContextServer): Formula1Source {
  return {
    f1Seasons: unavailable,
    races: unavailable,
    drivers: unavailable,
    teams: unavailable,
    result: unavailable,
    circuit: unavailable,
    team: unavailable,
    driver: unavailable,
  };
}
