// One match's score box (specialised-features.md §2): home and away team with their logos, the score (a
// shoot-out's in brackets) or the kick-off time, beside it the live minute or the status, with the status
// class (data-state); the goal scorers under it when asked. A row of the day list links to the match view;
// the match view's header shows it large. Pure: the live island (LiveScores) draws the same box.
import type { ScoreBox } from '../../domain/football/score';
import { scoreDisplay } from '../../domain/football/score';
import styles from './MatchScore.module.css';

export type MatchScoreSize = 'row' | 'header';

function Team({ team, side, size }: { team: ScoreBox['home']; side: 'home' | 'away'; size: MatchScoreSize }) {
  const px = size === 'header' ? 64 : 28;
  return (
    <span className={`${styles.team} ${styles[side]}`} data-team={side}>
      {team.logo ? (
        <img className={styles.logo} src={team.logo} alt="" width={px} height={px} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.logo} aria-hidden="true" />
      )}
      <span className={styles.name}>{team.name}</span>
    </span>
  );
}

export function MatchScore({
  box,
  href = null,
  size = 'row',
  scorers = true,
}: {
  box: ScoreBox;
  href?: string | null;
  size?: MatchScoreSize;
  scorers?: boolean;
}) {
  const d = scoreDisplay(box);
  const scored = scorers && (box.scorers.home.length > 0 || box.scorers.away.length > 0);
  const body = (
    <>
      <Team team={box.home} side="home" size={size} />
      <span className={styles.center}>
        {d.state === 'scheduled' || (d.state === 'off' && box.goals.home === null) ? (
          <time className={styles.time} dateTime={box.date} data-kickoff>
            {d.score}
          </time>
        ) : (
          <span className={styles.score} data-score>
            {d.score}
          </span>
        )}
        {d.note && (
          <span className={d.live ? styles.live : styles.note} data-note>
            {d.note}
          </span>
        )}
      </span>
      <Team team={box.away} side="away" size={size} />
      {scored && (
        <span className={styles.scorers} data-scorers>
          {(['home', 'away'] as const).map((side) => (
            <span key={side} className={styles[side]}>
              {box.scorers[side].map((s) => (
                <span key={s} className={styles.scorer}>
                  {s}
                </span>
              ))}
            </span>
          ))}
        </span>
      )}
    </>
  );
  const className = `${styles.box} ${size === 'header' ? styles.header : styles.row}`;
  return href ? (
    <a className={className} href={href} data-match-score={box.id} data-state={d.state}>
      {body}
    </a>
  ) : (
    <div className={className} data-match-score={box.id} data-state={d.state}>
      {body}
    </div>
  );
}
