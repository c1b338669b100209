// The football screen (specialised-features.md §2 "Live football screen"): complete HTML for one state.
// Every league, tab, day and match is a GET address (a crawler follows them, a reader without JavaScript
// too); the selects are plain GET forms with a button, which the page's script submits 200 ms after a
// change (components/AutoSubmitForm/autoSubmit.ts). Only score boxes that may still change are an island (LiveScores). On
// a football supplement's tab (`view.fixed`) the league is the tournament's: one part, no selects, no tabs.
import type { Fixture } from '../../domain/sports/types';
import { dayTitle, kickoffText } from '../../domain/football/format';
import type { FootballParam } from '../../domain/football/query';
import { kickoffTime, scoreBoxOf } from '../../domain/football/score';
import { FOOTBALL_TABS, FOOTBALL_TAB_LABELS } from '../../domain/football/tabs';
import { FOOTBALL_TEXTS as T } from '../../domain/football/texts';
import { dayCaption } from '../../domain/football/titles';
import {
  backHref,
  dayHref,
  hiddenFields,
  leagueHref,
  matchHref,
  tabHref,
  type FootballPart,
  type FootballView,
  type StateChange,
} from '../../domain/football/view';
import { isoDate } from '../../domain/dates';
import { TIME_ZONE } from '../../domain/timeZone';
import { FootballMatch } from '../FootballMatch/FootballMatch';
import { Empty, RankingTable, StandingsTables } from '../FootballTables/FootballTables';
import { MatchScores } from '../LiveScores/LiveScores';
import { MatchScore } from '../MatchScore/MatchScore';
import styles from './Football.module.css';
import { AUTO_SUBMIT_FORM_ATTR } from '../AutoSubmitForm/attrs';

type Heading = 'h1' | 'h2';
type Title = 'h2' | 'h3';

function Hidden({ v, own, change }: { v: FootballView; own: readonly FootballParam[]; change?: StateChange }) {
  return (
    <>
      {hiddenFields(v, own, change).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: number | null;
  options: { value: number; text: string }[];
}) {
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The country, league and season selects: one GET form; a country's change sends the old league, which falls back (§5). */
function SelectionForm({ v }: { v: FootballView }) {
  if (v.countries.length === 0 && v.leagues.length === 0) return null;
  return (
    <form className={styles.form} method="get" action={v.basePath} {...{ [AUTO_SUBMIT_FORM_ATTR]: true }} aria-label={T.selection}>
      {v.countries.length > 0 && (
        <Select id="foci-orszag" name="orszag" label={T.country} value={v.countryId} options={v.countries.map((c) => ({ value: c.id, text: c.name }))} />
      )}
      {v.leagues.length > 0 && (
        <Select id="foci-liga" name="liga" label={T.league} value={v.leagueId} options={v.leagues.map((l) => ({ value: l.id, text: l.name }))} />
      )}
      {v.seasons.length > 0 && (
        <Select id="foci-szezon" name="szezon" label={T.season} value={v.season} options={v.seasons.map((s) => ({ value: s.year, text: s.label }))} />
      )}
      {/* After the selects: the address then names its parameters in the spec's order. */}
      <Hidden v={v} own={['orszag', 'liga', 'szezon']} change={{ day: null }} />
      <button type="submit">{T.submit}</button>
    </form>
  );
}

function QuickLinks({ v }: { v: FootballView }) {
  if (v.quickLinks.length === 0) return null;
  return (
    <nav className={styles.quick} aria-label={T.quickLinks}>
      <ul>
        {v.quickLinks.map((q) => (
          <li key={q.leagueId}>
            <a href={leagueHref(v, q.countryId, q.leagueId)} aria-current={q.leagueId === v.leagueId && q.countryId === v.countryId ? 'true' : undefined}>
              {q.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Tabs({ v }: { v: FootballView }) {
  return (
    <nav className={styles.tabs} aria-label={T.tabsLabel}>
      <ul>
        {FOOTBALL_TABS.map((t) => (
          <li key={t}>
            <a href={tabHref(v, t)} aria-current={t === v.tab ? 'page' : undefined} data-football-tab={t}>
              {FOOTBALL_TAB_LABELS[t]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 'NB I 2025/26': what a table's caption names. */
function leagueSeason(v: FootballView): string {
  const season = v.seasons.find((s) => s.year === v.season)?.label ?? (v.season === null ? '' : String(v.season));
  return [v.league?.name, season].filter(Boolean).join(' ');
}

const matchOption = (f: Fixture) => `${f.teams.home.name} – ${f.teams.away.name} (${kickoffTime(f.fixture.timestamp)})`;

/** The day: its date form, the neighbouring match days, the matches (live while they may change), the match selector. */
function DayPart({ v, Title, titled }: { v: FootballView; Title: Title; titled: boolean }) {
  const day = v.day;
  if (day === null || v.leagueId === null || v.season === null) return <Empty />;
  const fixtures = v.dayFixtures;
  return (
    <section className={styles.part} aria-labelledby="foci-nap" data-football-part="day">
      <Title id="foci-nap" className={titled ? styles.partTitle : 'visually-hidden'}>
        {titled ? `${T.matches}: ${dayTitle(day)}` : dayCaption(day)}
      </Title>
      <form className={styles.form} method="get" action={v.basePath}>
        <Hidden v={v} own={['nap', 'meccs']} />
        <span className={styles.field}>
          <label htmlFor="foci-nap-valaszto">{T.day}</label>
          <input id="foci-nap-valaszto" type="date" name="nap" defaultValue={day} required />
        </span>
        <button type="submit">{T.submit}</button>
      </form>
      {(v.prevDay || v.nextDay) && (
        <nav className={styles.days} aria-label={T.matchDays}>
          {v.prevDay && (
            <a href={dayHref(v, v.prevDay)} rel="prev" data-day={v.prevDay}>
              {`‹ ${T.prevDay}: ${dayTitle(v.prevDay)}`}
            </a>
          )}
          {v.nextDay && (
            <a href={dayHref(v, v.nextDay)} rel="next" data-day={v.nextDay}>
              {`${T.nextDay}: ${dayTitle(v.nextDay)} ›`}
            </a>
          )}
        </nav>
      )}
      {fixtures === null ? (
        <Empty />
      ) : fixtures.length === 0 ? (
        <p className={styles.empty} data-no-match>
          {T.noMatch}
        </p>
      ) : (
        <>
          <MatchScores
            boxes={fixtures.map(scoreBoxOf)}
            hrefs={fixtures.map((f) => matchHref(v, f.fixture.id))}
            poll={{ kind: 'day', league: v.leagueId, season: v.season, date: day }}
            label={dayCaption(day)}
            nowUnix={v.nowUnix}
          />
          <form className={styles.form} method="get" action={v.basePath} {...{ [AUTO_SUBMIT_FORM_ATTR]: true }}>
            <Hidden v={v} own={['meccs']} />
            <span className={styles.field}>
              <label htmlFor="foci-meccs">{T.match}</label>
              <select id="foci-meccs" name="meccs" defaultValue="">
                <option value="">{T.selectMatch}</option>
                {fixtures.map((f) => (
                  <option key={f.fixture.id} value={f.fixture.id}>
                    {matchOption(f)}
                  </option>
                ))}
              </select>
            </span>
            <button type="submit">{T.submit}</button>
          </form>
        </>
      )}
    </section>
  );
}

/** A tournament's whole schedule under its stage labels, each match a link to its match view. */
function SchedulePart({ v, Title }: { v: FootballView; Title: Title }) {
  if (!v.schedule || v.schedule.length === 0) return <Empty />;
  return (
    <div className={styles.part} data-football-part="schedule">
      {v.schedule.map((stage, i) => (
        <section key={`${stage.label}-${i}`} className={styles.stage} aria-label={stage.label ?? T.schedule} data-stage={stage.label ?? ''}>
          {stage.label && <Title className={styles.partTitle}>{stage.label}</Title>}
          <ul className={styles.schedule}>
            {stage.fixtures.map((f) => (
              <li key={f.fixture.id}>
                <time dateTime={isoDate(f.fixture.timestamp, TIME_ZONE)}>{kickoffText(f.fixture.timestamp)}</time>
                <MatchScore box={scoreBoxOf(f)} href={matchHref(v, f.fixture.id)} scorers={false} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function TablePart({ v, part, Title, titled }: { v: FootballView; part: FootballPart; Title: Title; titled: boolean }) {
  const label =
    part === 'standings'
      ? FOOTBALL_TAB_LABELS.tabella
      : part === 'goals'
        ? FOOTBALL_TAB_LABELS.gol
        : part === 'yellow'
          ? FOOTBALL_TAB_LABELS.sarga
          : FOOTBALL_TAB_LABELS.piros;
  const caption = [label, leagueSeason(v)].filter(Boolean).join(' – ');
  return (
    // Not a landmark of its own: the table's scrolling region already bears the same name.
    <div className={styles.part} data-football-part={part}>
      <Title className={titled ? styles.partTitle : 'visually-hidden'}>{caption}</Title>
      {part === 'standings' ? (
        <StandingsTables groups={v.standings} caption={caption} />
      ) : v.ranking ? (
        <RankingTable kind={v.ranking.kind} rows={v.ranking.rows} caption={caption} />
      ) : (
        <Empty />
      )}
    </div>
  );
}

function Part({ v, part, Title }: { v: FootballView; part: FootballPart; Title: Title }) {
  if (part === 'day') return <DayPart v={v} Title={Title} titled={!v.fixed} />;
  if (part === 'schedule') return <SchedulePart v={v} Title={Title} />;
  return <TablePart v={v} part={part} Title={Title} titled={false} />;
}

/**
 * The screen, or a supplement's part of it. `heading` is h1 on its own page and h2 under a supplement's
 * title; `title` is what that heading says (the screen's name, or the supplement tab's).
 */
export function Football({ view: v, heading = 'h1', title = T.title }: { view: FootballView; heading?: Heading; title?: string }) {
  const H = heading;
  const Title: Title = heading === 'h1' ? 'h2' : 'h3';
  const tablePart = v.parts.find((p) => p !== 'day');
  return (
    <section
      className={styles.screen}
      data-football
      data-view={v.match ? 'match' : v.parts.join(' ')}
      data-tab={v.fixed ? undefined : v.tab}
      aria-labelledby="foci-cim"
    >
      <H id="foci-cim" className={styles.title}>
        {title}
        {!v.fixed && v.league && <span className={styles.league}>{` – ${leagueSeason(v)}`}</span>}
      </H>
      {v.match ? (
        <FootballMatch match={v.match} backHref={backHref(v)} nowUnix={v.nowUnix} Title={Title} />
      ) : v.fixed ? (
        v.parts.map((p) => <Part key={p} v={v} part={p} Title={Title} />)
      ) : (
        <>
          <QuickLinks v={v} />
          <SelectionForm v={v} />
          <div className={styles.layout}>
            <div className={styles.column}>
              <Part v={v} part="day" Title={Title} />
            </div>
            <div className={styles.column}>
              <Tabs v={v} />
              {tablePart && <Part v={v} part={tablePart} Title={Title} />}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
