// `npm run editor -- match start|advance|finish <id> [--minutes N]`: moves a football match of the embedded
// live-score service on, through its control route (POST /livescore/_control/football/{id}, D-216), for
// tests and demonstrations: kick it off now, play N more match minutes (10 unless told), or play it to the end.
import { parseArgs } from 'node:util';
import type { Fixture } from '../../domain/sports/types';
import { MAX_ADVANCE_MINUTES } from '../livescore/football/model';

export const MATCH_USAGE = 'match start|advance|finish <mérkőzés-id> [--minutes N]   (az élő eredmények egy meccse: kezdés most, N perccel tovább, vége)';
const ACTIONS = ['start', 'advance', 'finish'];
const TIMEOUT_MS = 5_000;

export async function runMatch(argv: string[], livescoreUrl: string, usage: string): Promise<{ code: number; out: string }> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { minutes: { type: 'string' } } });
  } catch (err) {
    return { code: 2, out: `${(err as Error).message}\n${usage}` };
  }
  const [action, id, ...extra] = parsed.positionals;
  if (!action || !ACTIONS.includes(action)) return { code: 2, out: `Ismeretlen match művelet: ${action ?? '(nincs)'} (start, advance vagy finish)\n${usage}` };
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || extra.length) return { code: 2, out: `A match ${action} egy mérkőzés-azonosítót vár\n${usage}` };
  const minutes = parsed.values.minutes;
  if (minutes !== undefined && (action !== 'advance' || !/^[1-9]\d{0,2}$/.test(minutes) || Number(minutes) > MAX_ADVANCE_MINUTES)) {
    return { code: 2, out: `--minutes csak az advance művelethez, 1 és ${MAX_ADVANCE_MINUTES} közötti egész szám\n${usage}` };
  }
  const url = `${livescoreUrl.replace(/\/+$/, '')}/livescore/_control/football/${id}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(minutes === undefined ? { action } : { action, minutes: Number(minutes) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    return { code: 1, out: `Az élő eredmények szolgáltatása nem válaszol (${url}): ${(err as Error).message}` };
  }
  const body = (await res.json().catch(() => null)) as { error?: string; response?: Fixture[] } | null;
  if (res.status === 404) return { code: 1, out: `Nincs ilyen mérkőzés: ${id}` };
  const fixture = body?.response?.[0];
  if (!res.ok || !fixture)
    return { code: res.status === 400 ? 2 : 1, out: `A szolgáltatás hibát jelzett (HTTP ${res.status}): ${body?.error ?? 'ismeretlen hiba'}` };
  return { code: 0, out: `match ${action} ${id}: ${describe(fixture)}` };
}

/** 'Debreceni VSC 1–1 Kisvárda, 2H 67'' */
function describe(f: Fixture): string {
  const { status } = f.fixture;
  const score = f.goals.home === null ? '–' : `${f.goals.home}–${f.goals.away}`;
  const penalties = f.score.penalty.home === null ? '' : ` (büntetők ${f.score.penalty.home}–${f.score.penalty.away})`;
  const minute = status.elapsed === null ? '' : ` ${status.elapsed}${status.extra ? `+${status.extra}` : ''}'`;
  return `${f.teams.home.name} ${score} ${f.teams.away.name}${penalties}, ${status.short}${minute}`;
}
