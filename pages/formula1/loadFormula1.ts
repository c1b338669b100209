// The Formula 1 widget's data for one state (specialised-features.md §2, §4, §5, §8), on the server: the
// season list, then what the chosen tab shows, each choice checked against the lists the service gives. A
// failed call is logged and leaves its part empty ('Nincs még elérhető információ.'), never an error page.
// Used by the widget's own page and by an article that embeds the widget.
import type { Circuit, DriverDetail, Race, ResultRow, SeasonOption, StandingsDriverRow, StandingsTeamRow, TeamDetail } from '../../domain/sports/types';
import { competitionsOf, pickCompetition, pickRace, sessionOf, sessionsOf } from '../../domain/formula1/calendar';
import { pickOption } from '../../domain/formula1/options';
import type { F1Query } from '../../domain/formula1/query';
import { defaultSeason, pickSeason, seasonChoices } from '../../domain/formula1/season';
import { emptyView, type Formula1View } from '../../domain/formula1/view';
import { formula1Sport } from '../../domain/formula1/sport';
import { livescoreKey } from '../../domain/sports/sport';

/** The live-score client's Formula 1 calls (contentClient/livescore.ts), each the service's `response` array. */
export interface Formula1Source {
  f1Seasons(): Promise<SeasonOption[]>;
  races(season: number): Promise<Race[]>;
  drivers(season: number): Promise<StandingsDriverRow[]>;
  teams(season: number): Promise<StandingsTeamRow[]>;
  result(race: string): Promise<ResultRow[]>;
  circuit(id: number): Promise<Circuit[]>;
  team(id: number): Promise<TeamDetail[]>;
  driver(id: number): Promise<DriverDetail[]>;
}

export interface LoadOptions {
  basePath: string;
  nowUnix: number;
  /** Where a failed call is told (§8: only logged). */
  log?: (line: string) => void;
}

/** Every dependency key of the widget's pages: one, the service's Formula 1 data (re-rendered by the sweep, D-214). */
export const FORMULA1_KEY = livescoreKey(formula1Sport);

export async function loadFormula1(source: Formula1Source, query: F1Query, opts: LoadOptions): Promise<Formula1View> {
  const log = opts.log ?? ((line: string) => console.error(line));
  const safe = async <T>(what: string, call: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      log(`formula1: ${what} failed: ${err instanceof Error ? err.message : String(err)}`);
      return fallback;
    }
  };
  const view = emptyView(opts.basePath, query.oldal);
  const seasons = await safe('seasons', () => source.f1Seasons(), []);
  const season = pickSeason(query.szezon, seasons, opts.nowUnix);
  if (season === null) return view;
  Object.assign(view, { season, defaultSeason: defaultSeason(seasons, opts.nowUnix), seasons: seasonChoices(seasons) });

  switch (query.oldal) {
    case 'versenynaptar': {
      const races = await safe(`races ${season}`, () => source.races(season), []);
      view.competitions = competitionsOf(races);
      view.competitionId = pickCompetition(query.verseny, view.competitions, opts.nowUnix);
      view.sessions = sessionsOf(races, view.competitionId);
      view.futam = pickRace(query.futam, view.sessions);
      const session = sessionOf(view.futam, view.sessions);
      if (session && view.futam !== null) {
        const futam = String(view.futam);
        const [circuit, result] = await Promise.all([
          safe(`circuit ${session.circuit.id}`, () => source.circuit(session.circuit.id), []),
          safe(`result ${futam}`, () => source.result(futam), null),
        ]);
        view.circuit = circuit[0] ?? null;
        view.result = result;
      }
      return view;
    }
    case 'csapatok': {
      view.teams = await safe(`teams ${season}`, () => source.teams(season), []);
      const id = (view.teamId = pickOption(query.csapat, view.teams));
      if (id !== null) view.team = (await safe(`team ${id}`, () => source.team(id), []))[0] ?? null;
      return view;
    }
    case 'versenyzok': {
      view.drivers = await safe(`drivers ${season}`, () => source.drivers(season), []);
      const id = (view.driverId = pickOption(query.versenyzo, view.drivers));
      if (id !== null) view.driver = (await safe(`driver ${id}`, () => source.driver(id), []))[0] ?? null;
      return view;
    }
    case 'pontverseny':
      view.drivers = await safe(`drivers ${season}`, () => source.drivers(season), []);
      return view;
    case 'konstruktor':
      view.teams = await safe(`teams ${season}`, () => source.teams(season), []);
      return view;
  }
}
