// How a football page names itself in the head (title, description, robots): the match it shows, or the
// league, season and view.
import { FOOTBALL_TAB_LABELS } from './tabs';
import { FOOTBALL_TEXTS } from './texts';
import { dayTitle } from './format';
import { scoreText } from './score';
import type { FootballView } from './view';
import type { Fixture } from '../sports/types';

/** A match by its teams, home first: 'Ferencváros – Újpest'. */
export const matchTeams = (f: Pick<Fixture, 'teams'>): string => `${f.teams.home.name} – ${f.teams.away.name}`;

export function footballTitle(v: Pick<FootballView, 'match' | 'league' | 'seasons' | 'season' | 'tab'>): {
  title: string;
  description: string;
  noindex?: boolean;
} {
  if (v.match) {
    const f = v.match;
    const teams = matchTeams(f);
    const score = scoreText(f.goals, f.score.penalty, f.fixture.status.short);
    return {
      title: `${teams}${score ? ` ${score}` : ''}`,
      description: `${teams}, ${f.league.name}: ${[FOOTBALL_TEXTS.summary, FOOTBALL_TEXTS.statistics, FOOTBALL_TEXTS.squads, FOOTBALL_TEXTS.prediction, FOOTBALL_TEXTS.timeline].join(', ').toLowerCase()}.`,
      // The service says whether the match page is for search engines (§3 robot).
      ...(f.robot && /noindex/i.test(f.robot) ? { noindex: true } : {}),
    };
  }
  const season = v.seasons.find((s) => s.year === v.season)?.label ?? (v.season === null ? null : String(v.season));
  const league = v.league ? [v.league.name, season].filter(Boolean).join(' ') : null;
  return {
    title: [FOOTBALL_TEXTS.title, league, FOOTBALL_TAB_LABELS[v.tab]].filter(Boolean).join(' – '),
    description: `${FOOTBALL_TEXTS.title}${league ? `, ${league}` : ''}: tabella, góllövőlista, lapok, a nap mérkőzései és élő eredmények.`,
  };
}

/** A day's heading in a title or caption: 'A nap mérkőzései, 2025. szeptember 13.'. */
export function dayCaption(day: string): string {
  return `${FOOTBALL_TEXTS.dayMatches}, ${dayTitle(day)}`;
}
