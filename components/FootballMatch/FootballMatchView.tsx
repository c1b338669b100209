// The match view of the football screen (specialised-features.md §2: summary, statistics, squads, predicted
// outcome, timeline; 'Vissza' to the list; 'Még nincs adat.' for an empty section), drawn from one fixture.
// While the match may change it is a live part (§4 "A live fixture is refreshed every 15 s until finished"):
// `mount` polls the fixture on the page's scheduler and redraws the whole view in place from each answer
// without React (live/drawView.ts, D-237) — score, timeline, statistics, line-ups. No dayjs here: the dates
// come written by the server (`MatchDates`, FootballMatch.tsx), since a match's dates do not change.
import type { ReactNode } from 'react';
import { FactList } from '../FactList/FactList';
import type { Fixture, Lineup } from '../../domain/sports/types';
import {
  CARDS,
  EVENT_TEXT,
  SCORING,
  marksOf,
  playerMarks,
  teamEvents,
  timelineItems,
  type PlayerMark,
  type Side,
  type TeamEvent,
} from '../../domain/football/events';
import { percentValue, positionWord } from '../../domain/football/format';
import { scoreBoxOf, scoreText, type ScoreBox } from '../../domain/football/score';
import { statisticRows } from '../../domain/football/statistics';
import { FOOTBALL_TEXTS as T } from '../../domain/football/texts';
import { orDash } from '../../domain/sports/format';
import { ScrollTable } from '../ScrollTable/ScrollTable';
import { MatchScore } from '../MatchScore/MatchScore';
import { Empty } from '../FootballTables/FootballTables';
import { createMatchStore, watchScores } from '../../live/football';
import { redrawOnChange } from '../../live/drawView';
import styles from './FootballMatch.module.css';
import { FOOTBALL_TABLE_TABLE_ATTR } from '../FootballTables/attrs';

/** A date as the view shows it: the <time> element's value and its text. */
export interface ShownDate {
  iso: string;
  text: string;
}

/** The match's dates, written by the server: the kick-off, and each earlier meeting's day by its fixture id. */
export interface MatchDates {
  kickoff: ShownDate;
  meetings: Record<string, ShownDate>;
}

type Title = 'h2' | 'h3';
const sub = (t: Title) => (t === 'h2' ? 'h3' : 'h4');

function Section({ id, title, Title, children }: { id: string; title: string; Title: Title; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`meccs-${id}`} data-match-section={id}>
      <Title id={`meccs-${id}`} className={styles.sectionTitle}>
        {title}
      </Title>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return <FactList className={styles.facts} rows={rows} />;
}

/** Events of the two sides in two columns (the summary's goals and cards). */
function BySide({ f, events, label }: { f: Fixture; events: TeamEvent[]; label: string }) {
  if (events.length === 0) return <>{orDash(null)}</>;
  return (
    <div className={styles.sides}>
      {(['home', 'away'] as Side[]).map((side) => {
        const own = events.filter((e) => e.side === side);
        if (own.length === 0)
          return (
            <p key={side} className={styles.none}>
              <span className="visually-hidden">{`${label}: ${f.teams[side].name}: `}</span>
              {orDash(null)}
            </p>
          );
        return (
          <ul key={side} aria-label={`${label}: ${f.teams[side].name}`}>
            {own.map((e, i) => (
              <li key={`${e.minute}-${i}`} data-event={e.kind}>
                {CARDS.includes(e.kind) && <span className={`${styles.card} ${styles[e.kind]}`} aria-hidden="true" />}
                {CARDS.includes(e.kind) ? `${e.text} (${EVENT_TEXT[e.kind].toLowerCase()})` : e.text}
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}

function Summary({ f, dates, Title }: { f: Fixture; dates: MatchDates; Title: Title }) {
  const venue = [f.fixture.venue?.name, f.fixture.venue?.city].filter(Boolean).join(', ');
  return (
    <Section id="osszefoglalo" title={T.summary} Title={Title}>
      <Facts
        rows={[
          [T.league, orDash(f.league.name)],
          [
            T.kickoff,
            <time key="k" dateTime={dates.kickoff.iso}>
              {dates.kickoff.text}
            </time>,
          ],
          [T.venue, orDash(venue)],
          [T.referee, orDash(f.fixture.referee)],
          [T.goals, <BySide key="g" f={f} events={teamEvents(f, SCORING)} label={T.goals} />],
          [T.cards, <BySide key="c" f={f} events={teamEvents(f, CARDS)} label={T.cards} />],
        ]}
      />
    </Section>
  );
}

function Statistics({ f, Title }: { f: Fixture; Title: Title }) {
  const rows = statisticRows(f);
  return (
    <Section id="statisztika" title={T.statistics} Title={Title}>
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <ScrollTable caption={`${T.statistics}: ${f.teams.home.name} – ${f.teams.away.name}`} attributes={{ [FOOTBALL_TABLE_TABLE_ATTR]: 'statistics' }}>
          <thead>
            <tr>
              <th scope="col" className={styles.num}>
                {f.teams.home.name}
              </th>
              <th scope="col" className={styles.type}>
                {T.statistics}
              </th>
              <th scope="col">{f.teams.away.name}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.type}>
                <td className={styles.num}>{r.home}</td>
                <th scope="row" className={styles.type}>
                  {r.name}
                </th>
                <td>{r.away}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

/** A line-up entry's goals, cards and substitution so far: a sign each, its word for screen readers, the minute. */
function Marks({ marks }: { marks: PlayerMark[] }) {
  if (marks.length === 0) return null;
  return (
    <span className={styles.playerMarks}>
      {marks.map((m, i) => (
        <span key={`${m.kind}-${i}`} className={styles.playerMark} data-player-event={m.kind} title={`${m.word} ${m.minute}`}>
          <span className={`${styles.marker} ${styles[m.kind]}`} aria-hidden="true" />
          <span className="visually-hidden">{`${m.word} `}</span>
          {m.minute}
        </span>
      ))}
    </span>
  );
}

function Players({ list, label, marks }: { list: Lineup['startXI']; label: string; marks: ReturnType<typeof playerMarks> }) {
  if (list.length === 0) return null;
  return (
    <>
      <p className={styles.listTitle}>{label}</p>
      <ul className={styles.players} aria-label={label}>
        {list.map(({ player: p }, i) => {
          const pos = positionWord(p.pos);
          return (
            <li key={`${p.id}-${i}`}>
              <span className={styles.number}>{p.number ?? ''}</span>
              <span>{p.name}</span>
              <Marks marks={marksOf(marks, p)} />
              {pos && <span className={styles.pos}>{pos}</span>}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Squads({ f, Title }: { f: Fixture; Title: Title }) {
  const Sub = sub(Title);
  const lineups = (f.lineups ?? []).filter((l) => l.startXI.length > 0 || l.substitutes.length > 0 || l.coach?.name);
  const marks = playerMarks(f);
  return (
    <Section id="keretek" title={T.squads} Title={Title}>
      {lineups.length === 0 ? (
        <Empty />
      ) : (
        <div className={styles.squads}>
          {lineups.map((l) => (
            <div key={l.team.id} className={styles.squad} data-lineup={l.team.id}>
              <Sub className={styles.subTitle}>
                {l.team.name}
                {l.formation && <span className={styles.formation}>{` (${T.formation}: ${l.formation})`}</span>}
              </Sub>
              <Players list={l.startXI} label={T.startingXI} marks={marks} />
              <Players list={l.substitutes} label={T.substitutes} marks={marks} />
              {l.coach?.name && (
                <p className={styles.coach}>
                  {l.coach.photo ? (
                    <img src={l.coach.photo} alt="" width={40} height={40} loading="lazy" decoding="async" />
                  ) : (
                    <span className={styles.noPhoto} aria-hidden="true" />
                  )}
                  <span>
                    <span className={styles.muted}>{`${T.coach}: `}</span>
                    {l.coach.name}
                  </span>
                </p>
              )}
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}

function Bar({ label, value }: { label: string; value: string }) {
  const pct = percentValue(value);
  return (
    <div className={styles.bar}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.barValue}>{pct === null ? orDash(value) : `${pct}%`}</span>
        <span className={styles.barTrack} aria-hidden="true">
          <span className={styles.barFill} style={{ width: `${pct ?? 0}%` }} />
        </span>
      </dd>
    </div>
  );
}

function Prediction({ f, dates, Title }: { f: Fixture; dates: MatchDates; Title: Title }) {
  const p = f.predictions;
  const Sub = sub(Title);
  return (
    <Section id="varhato-eredmeny" title={T.prediction} Title={Title}>
      {!p ? (
        <Empty />
      ) : (
        <div className={styles.prediction}>
          <p>
            <strong>{`${T.favourite}: `}</strong>
            {p.winner?.name ?? T.noFavourite}
            {p.winner?.comment && <span className={styles.muted}>{` – ${p.winner.comment}`}</span>}
          </p>
          <Sub className={styles.subTitle}>{T.chances}</Sub>
          <dl className={styles.bars}>
            <Bar label={`${T.homeWin} (${f.teams.home.name})`} value={p.percent.home} />
            <Bar label={T.draw} value={p.percent.draw} />
            <Bar label={`${T.awayWin} (${f.teams.away.name})`} value={p.percent.away} />
          </dl>
          <Sub className={styles.subTitle}>{T.goalStrength}</Sub>
          <dl className={styles.bars}>
            <Bar label={f.teams.home.name} value={p.comparison?.goals?.home ?? ''} />
            <Bar label={f.teams.away.name} value={p.comparison?.goals?.away ?? ''} />
          </dl>
          <Sub className={styles.subTitle}>{T.headToHead}</Sub>
          {(p.h2h ?? []).length === 0 ? (
            <Empty />
          ) : (
            <ul className={styles.h2h}>
              {p.h2h.map((h) => (
                <li key={h.fixture.id}>
                  <time dateTime={dates.meetings[h.fixture.id]?.iso}>{dates.meetings[h.fixture.id]?.text}</time>
                  <span>{`${h.teams.home.name} – ${h.teams.away.name}`}</span>
                  <strong>{scoreText(h.goals, h.score.penalty, h.fixture.status.short) ?? orDash(null)}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Section>
  );
}

function Timeline({ f, Title }: { f: Fixture; Title: Title }) {
  const { width, items } = timelineItems(f);
  const ticks = [0, 45, 90, ...(width > 105 ? [105, 120] : [])];
  return (
    <Section id="idovonal" title={T.timeline} Title={Title}>
      {items.length === 0 ? (
        <Empty />
      ) : (
        <div className={styles.timeline} data-timeline-width={width}>
          {/* The picture of the match: each event where it happened on a track 105, 125 or 130 minutes long. */}
          <div className={styles.track} aria-hidden="true">
            {(['home', 'away'] as Side[]).map((side) => (
              <div key={side} className={side === 'away' ? `${styles.lane} ${styles.lane_away}` : styles.lane}>
                {items
                  .filter((i) => i.side === side)
                  .map((i, n) => (
                    <span
                      key={n}
                      className={`${styles.marker} ${styles[i.kind]}`}
                      style={{ left: `${i.position}%` }}
                      title={`${i.minute} ${EVENT_TEXT[i.kind]}`}
                      data-at={i.position}
                    />
                  ))}
              </div>
            ))}
            <div className={styles.axis}>
              {ticks.map((t) => (
                <span key={t} style={{ left: `${Math.min(100, (t / width) * 100)}%` }}>
                  {`${t}'`}
                </span>
              ))}
            </div>
          </div>
          <ol className={styles.events}>
            {items.map((i, n) => (
              <li key={n} data-event={i.kind} data-side={i.side}>
                <span className={styles.minute}>{i.minute}</span>
                <span className={`${styles.marker} ${styles[i.kind]}`} aria-hidden="true" />
                <span>
                  <strong>{EVENT_TEXT[i.kind]}</strong>
                  {i.who && ` – ${i.who}`}
                  {i.note && ` (${i.note})`}
                  <span className={styles.muted}>{` (${f.teams[i.side].name})`}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Section>
  );
}

export interface FootballMatchViewProps {
  match: Fixture;
  dates: MatchDates;
  backHref: string;
  Title: Title;
}

/** The match view: 'Vissza', the score, then the five sections. */
export function FootballMatchView({ match: f, dates, backHref, Title }: FootballMatchViewProps) {
  return (
    <article className={styles.match} data-match={f.fixture.id} aria-label={`${f.teams.home.name} – ${f.teams.away.name}`}>
      <p className={styles.back}>
        <a href={backHref} data-back>
          {T.back}
        </a>
      </p>
      <MatchScore box={scoreBoxOf(f)} size="header" />
      <Summary f={f} dates={dates} Title={Title} />
      <Statistics f={f} Title={Title} />
      <Squads f={f} Title={Title} />
      <Prediction f={f} dates={dates} Title={Title} />
      <Timeline f={f} Title={Title} />
    </article>
  );
}

/** What the live match view carries to the browser: small; the fixture itself comes with the first poll. */
export interface LiveMatchProps extends Omit<FootballMatchViewProps, 'match'> {
  box: ScoreBox;
}

/** The live part in the browser: the fixture's poller, and the whole view redrawn in place from each answer. */
export function mount(el: HTMLElement, props: LiveMatchProps): () => void {
  const store = createMatchStore({ boxes: [props.box], match: null });
  const unsubscribe = redrawOnChange(store, el, () =>
    store.match ? <FootballMatchView match={store.match} dates={props.dates} backHref={props.backHref} Title={props.Title} /> : null,
  );
  const stop = watchScores({ kind: 'fixture', id: props.box.id }, store);
  return () => {
    stop();
    unsubscribe();
  };
}
