// The match an article is about (issue #20: an article with a `livescoreId` shows the match's score box,
// updated live): the competition and the kick-off, the score box — the LiveScores island while the match may
// change, plain HTML once it cannot — and a link to the match's page on the football screen.
import type { Fixture } from '../../domain/sports/types';
import { kickoffText } from '../../domain/football/format';
import { scoreBoxOf } from '../../domain/football/score';
import { FOOTBALL_TEXTS } from '../../domain/football/texts';
import { matchPageHref } from '../../domain/football/view';
import { MatchScores } from '../LiveScores/LiveScores';
import styles from './ArticleMatchBox.module.css';

export function ArticleMatchBox({ fixture, nowUnix }: { fixture: Fixture; nowUnix: number }) {
  const id = fixture.fixture.id;
  return (
    <section className={styles.box} aria-label={`${FOOTBALL_TEXTS.score}: ${fixture.teams.home.name} – ${fixture.teams.away.name}`} data-article-match={id}>
      <p className={styles.meta}>
        <span>{fixture.league.name}</span>
        <time dateTime={fixture.fixture.date}>{kickoffText(fixture.fixture.timestamp)}</time>
      </p>
      <MatchScores boxes={[scoreBoxOf(fixture)]} poll={{ kind: 'fixture', id }} size="header" nowUnix={nowUnix} />
      <p className={styles.more}>
        <a href={matchPageHref(id)}>{FOOTBALL_TEXTS.matchDetails}</a>
      </p>
    </section>
  );
}
