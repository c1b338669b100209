// The match view on the server: its dates written once (they do not change while the match is played), and
// the view a live part while the match may still change (FootballMatchView.tsx `mount`), else plain HTML.
import type { Fixture } from '../../domain/sports/types';
import { dayTitle, kickoffText } from '../../domain/football/format';
import { scoreBoxOf, scoresAreLive } from '../../domain/football/score';
import { dayOf } from '../../domain/football/days';
import { isoDate } from '../../domain/dates';
import { TIME_ZONE } from '../../domain/timeZone';
import { Island } from '../Island/Island';
import { FootballMatchView, type FootballMatchViewProps, type LiveMatchProps, type MatchDates } from './FootballMatchView';

/** The kick-off on the Budapest clock, and the day of each earlier meeting. */
export function matchDates(f: Fixture): MatchDates {
  const meetings: MatchDates['meetings'] = {};
  for (const h of f.predictions?.h2h ?? []) {
    meetings[h.fixture.id] = { iso: isoDate(h.fixture.timestamp, TIME_ZONE), text: dayTitle(dayOf(h.fixture.timestamp)) };
  }
  return { kickoff: { iso: isoDate(f.fixture.timestamp, TIME_ZONE), text: kickoffText(f.fixture.timestamp) }, meetings };
}

/** The match view at `nowUnix` (the render's time): live while the match is on or kicks off within a day. */
export function FootballMatch({
  match,
  backHref,
  nowUnix,
  Title,
}: {
  match: Fixture;
  backHref: string;
  nowUnix: number;
  Title: FootballMatchViewProps['Title'];
}) {
  const dates = matchDates(match);
  const box = scoreBoxOf(match);
  if (!scoresAreLive([box], nowUnix)) return <FootballMatchView match={match} dates={dates} backHref={backHref} Title={Title} />;
  // The fixture is drawn here, not carried in the props: the browser gets it with its first poll.
  const Drawn = (p: LiveMatchProps) => <FootballMatchView match={match} dates={p.dates} backHref={p.backHref} Title={p.Title} />;
  return <Island name="LiveMatch" component={Drawn} props={{ box, dates, backHref, Title } satisfies LiveMatchProps} hydrate="visible" />;
}
