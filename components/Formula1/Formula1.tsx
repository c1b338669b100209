// The Formula 1 widget (specialised-features.md §2 "Formula 1 widget"): complete HTML for one state. Every
// tab, season, competition, session, team and driver is a GET address (a crawler follows them, a reader
// without JavaScript too); the dropdowns are plain GET forms with a button, which the page's script submits
// 200 ms after a change (components/AutoSubmitForm/autoSubmit.ts). Only a live session's result is an island.
import type { ReactNode } from 'react';
import { FactList } from '../FactList/FactList';
import type { Circuit, DriverDetail, Race, TeamDetail } from '../../domain/sports/types';
import { F1_TABS, F1_TAB_LABELS, DEFAULT_F1_TAB, listOfTab, type F1ListKind } from '../../domain/formula1/tabs';
import { sessionOf, startingGridId } from '../../domain/formula1/calendar';
import { bestFinishText, formatBirthdate, formatCompetitionDate, formatSessionTime, orDash } from '../../domain/formula1/format';
import { raceState } from '../../domain/formula1/status';
import { CIRCUIT_LABELS, DRIVER_LABELS, F1_EMPTY, F1_TEXTS, TEAM_LABELS } from '../../domain/formula1/texts';
import { competitionHref, driverHref, raceHref, seasonHref, tabHref, teamHref, type Formula1View } from '../../domain/formula1/view';
import { ConstructorsTable, DriverStandingsTable } from '../F1Tables/F1Tables';
import { F1LiveResultView, type F1LiveResultProps } from '../F1LiveResult/F1LiveResult';
import { Island } from '../Island/Island';
import styles from './Formula1.module.css';
import { AUTO_SUBMIT_FORM_ATTR } from '../AutoSubmitForm/attrs';
import { numericText } from '../../domain/numbers';

type Heading = 'h1' | 'h2';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return <FactList className={styles.facts} rows={rows} />;
}

function Empty() {
  return (
    <p className={styles.empty} data-f1-empty>
      {F1_EMPTY}
    </p>
  );
}

/** The GET form of one dropdown: the tab and season it belongs to travel as hidden fields. */
function ChoiceForm({
  v,
  name,
  label,
  value,
  options,
  keepSeason,
}: {
  v: Formula1View;
  name: string;
  label: string;
  value: number | null;
  options: { value: number; text: string }[];
  keepSeason: boolean;
}) {
  const id = `f1-${name}`;
  return (
    <form className={styles.choice} method="get" action={v.basePath} {...{ [AUTO_SUBMIT_FORM_ATTR]: true }}>
      {v.tab !== DEFAULT_F1_TAB && <input type="hidden" name="oldal" value={v.tab} />}
      {keepSeason && v.season !== null && v.season !== v.defaultSeason && <input type="hidden" name="szezon" value={v.season} />}
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
      <button type="submit">{F1_TEXTS.submit}</button>
    </form>
  );
}

const LIST_FIELD: Record<F1ListKind, { name: string; label: string; aria: string }> = {
  competitions: { name: 'verseny', label: F1_TEXTS.competition, aria: F1_TEXTS.competitionsList },
  teams: { name: 'csapat', label: F1_TEXTS.team, aria: F1_TEXTS.teamsList },
  drivers: { name: 'versenyzo', label: F1_TEXTS.driver, aria: F1_TEXTS.driversList },
};

interface ListItem {
  id: number;
  text: string;
  detail?: string;
  href: string;
}

function listItems(v: Formula1View, kind: F1ListKind): { items: ListItem[]; selected: number | null } {
  if (kind === 'competitions')
    return {
      items: v.competitions.map((c) => ({ id: c.id, text: c.name, detail: formatCompetitionDate(c.date), href: competitionHref(v, c.id) })),
      selected: v.competitionId,
    };
  if (kind === 'teams') return { items: v.teams.map((t) => ({ id: t.id, text: t.teamName, href: teamHref(v, t.id) })), selected: v.teamId };
  return { items: v.drivers.map((d) => ({ id: d.id, text: d.driverName, href: driverHref(v, d.id) })), selected: v.driverId };
}

function SideList({ kind, items, selected }: { kind: F1ListKind; items: ListItem[]; selected: number | null }) {
  return (
    <nav className={styles.side} aria-label={LIST_FIELD[kind].aria} data-f1-side={kind}>
      <ul>
        {items.map((i) => (
          <li key={i.id}>
            <a href={i.href} aria-current={i.id === selected ? 'true' : undefined}>
              <span>{i.text}</span>
              {i.detail && <span className={styles.detail}>{i.detail}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CircuitInfo({ circuit, Title }: { circuit: Circuit; Title: 'h2' | 'h3' }) {
  const loc = [circuit.competition.location.city, circuit.competition.location.country].filter(Boolean).join(', ');
  const record = circuit.lap_record.time ? [circuit.lap_record.time, circuit.lap_record.driver, circuit.lap_record.year].filter(Boolean).join(', ') : null;
  return (
    <section className={styles.block} data-f1-circuit aria-label={`${F1_TEXTS.circuit}: ${circuit.name}`}>
      <Title className={styles.blockTitle}>{circuit.name}</Title>
      {circuit.image && <img className={styles.circuitImage} src={circuit.image} alt={circuit.name} width={320} height={180} loading="lazy" decoding="async" />}
      <Facts
        rows={[
          [CIRCUIT_LABELS.location, orDash(loc)],
          [CIRCUIT_LABELS.owner, orDash(circuit.owner)],
          [CIRCUIT_LABELS.capacity, orDash(circuit.capacity)],
          [CIRCUIT_LABELS.opened, orDash(circuit.opened === null ? null : String(circuit.opened))],
          [CIRCUIT_LABELS.firstGrandPrix, orDash(circuit.first_grand_prix === null ? null : String(circuit.first_grand_prix))],
          [CIRCUIT_LABELS.length, orDash(circuit.length)],
          [CIRCUIT_LABELS.raceDistance, orDash(circuit.race_distance)],
          [CIRCUIT_LABELS.laps, orDash(circuit.laps)],
          [CIRCUIT_LABELS.lapRecord, orDash(record)],
        ]}
      />
    </section>
  );
}

function Sessions({ v, sessions }: { v: Formula1View; sessions: Race[] }) {
  return (
    <nav className={styles.sessions} aria-label={F1_TEXTS.sessions} data-f1-sessions>
      <ul>
        {sessions.map((r) => {
          const grid = startingGridId(r);
          return (
            <li key={r.id}>
              <a href={raceHref(v, r.competition.id, r.id)} aria-current={v.futam === r.id ? 'true' : undefined}>
                {r.type}
              </a>
              {grid !== null && (
                <a className={styles.grid} href={raceHref(v, r.competition.id, grid)} aria-current={v.futam === grid ? 'true' : undefined}>
                  {`${r.type}: ${F1_TEXTS.startingGrid}`}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CalendarPanel({ v, Title }: { v: Formula1View; Title: 'h2' | 'h3' }) {
  const session = sessionOf(v.futam, v.sessions);
  if (v.competitions.length === 0) return <Empty />;
  const grid = v.futam !== null && v.futam < 0;
  const heading = session ? `${session.type}${grid ? ` – ${F1_TEXTS.startingGrid}` : ''}` : '';
  const props: F1LiveResultProps | null =
    session && v.futam !== null
      ? {
          futam: v.futam,
          status: grid ? 'Completed' : session.status,
          laps: grid ? { current: null, total: null } : session.laps,
          rows: v.result,
          caption: heading,
        }
      : null;
  return (
    <div className={styles.calendar} data-f1-panel="versenynaptar">
      {v.circuit && <CircuitInfo circuit={v.circuit} Title={Title} />}
      <Sessions v={v} sessions={v.sessions} />
      {session && props && (
        <section className={styles.block} data-f1-session={v.futam}>
          <Title className={styles.blockTitle} data-f1-heading>
            {heading}
            {', '}
            <time dateTime={session.date}>{formatSessionTime(session.date)}</time>
          </Title>
          {raceState(props.status) === 'live' ? (
            <Island name="F1LiveResult" component={F1LiveResultView} props={props} hydrate="visible" />
          ) : (
            <F1LiveResultView status={props.status} laps={props.laps} rows={props.rows} caption={props.caption} />
          )}
        </section>
      )}
    </div>
  );
}

function TeamPanel({ team, Title }: { team: TeamDetail | null; Title: 'h2' | 'h3' }) {
  if (!team) return <Empty />;
  return (
    <section className={styles.block} data-f1-panel="csapatok" aria-label={team.name}>
      <div className={styles.identity}>
        {team.logo && <img src={team.logo} alt="" width={64} height={64} loading="lazy" decoding="async" />}
        <Title className={styles.blockTitle}>{team.name}</Title>
      </div>
      <Facts
        rows={[
          [TEAM_LABELS.base, orDash(team.base)],
          [TEAM_LABELS.firstEntry, orDash(team.first_team_entry === null ? null : String(team.first_team_entry))],
          [TEAM_LABELS.championships, orDash(team.world_championships)],
          [TEAM_LABELS.bestFinish, bestFinishText(team.highest_race_finish)],
          [TEAM_LABELS.poles, orDash(team.pole_positions)],
          [TEAM_LABELS.fastestLaps, orDash(team.fastest_laps)],
          [TEAM_LABELS.president, orDash(team.president)],
          [TEAM_LABELS.director, orDash(team.director)],
          [TEAM_LABELS.technicalManager, orDash(team.technical_manager)],
          [TEAM_LABELS.chassis, orDash(team.chassis)],
          [TEAM_LABELS.engine, orDash(team.engine)],
          [TEAM_LABELS.tyres, orDash(team.tyres)],
        ]}
      />
    </section>
  );
}

function DriverPanel({ driver, Title }: { driver: DriverDetail | null; Title: 'h2' | 'h3' }) {
  if (!driver) return <Empty />;
  return (
    <section className={styles.block} data-f1-panel="versenyzok" aria-label={driver.name}>
      <div className={styles.identity}>
        {driver.image && <img src={driver.image} alt="" width={96} height={96} loading="lazy" decoding="async" />}
        <Title className={styles.blockTitle}>{driver.name}</Title>
      </div>
      <Facts
        rows={[
          [DRIVER_LABELS.number, orDash(driver.number === null ? null : String(driver.number))],
          [DRIVER_LABELS.abbr, orDash(driver.abbr)],
          [DRIVER_LABELS.nationality, orDash(driver.nationality)],
          [DRIVER_LABELS.birthdate, formatBirthdate(driver.birthdate)],
          [DRIVER_LABELS.birthplace, orDash(driver.birthplace)],
          [DRIVER_LABELS.grandsPrix, orDash(driver.grands_prix_entered)],
          [DRIVER_LABELS.championships, orDash(driver.world_championships)],
          [DRIVER_LABELS.podiums, orDash(driver.podiums)],
          [DRIVER_LABELS.bestFinish, bestFinishText(driver.highest_race_finish)],
          [DRIVER_LABELS.bestGrid, orDash(driver.highest_grid_position === null ? null : `${driver.highest_grid_position}.`)],
          [DRIVER_LABELS.careerPoints, orDash(numericText(driver.career_points))],
        ]}
      />
      {driver.teams.length === 0 ? (
        <Empty />
      ) : (
        <div
          className={styles.scroll}
          role="region"
          aria-label={F1_TEXTS.history}
          // A table wider than a phone scrolls in its box, which keyboard users must reach (axe scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={styles.history} data-f1-table="history">
            <caption>{F1_TEXTS.history}</caption>
            <thead>
              <tr>
                <th scope="col">{DRIVER_LABELS.season}</th>
                <th scope="col">{DRIVER_LABELS.team}</th>
              </tr>
            </thead>
            <tbody>
              {driver.teams.map((t, i) => (
                <tr key={`${t.season}-${t.team.id}-${i}`}>
                  <th scope="row">{t.season}</th>
                  <td>
                    <span className={styles.historyTeam}>
                      {t.team.logo && <img src={t.team.logo} alt="" width={24} height={24} loading="lazy" decoding="async" />}
                      {t.team.name}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The widget; `heading` is h1 on its own page and h2 inside an article. */
export function Formula1({ view: v, heading = 'h2' }: { view: Formula1View; heading?: Heading }) {
  const H = heading;
  const Title = heading === 'h1' ? 'h2' : 'h3';
  const kind = listOfTab(v.tab);
  const list = kind ? listItems(v, kind) : null;
  const seasonLabel = v.season === null ? '' : ` ${v.season}`;
  return (
    <section className={styles.widget} data-formula1 data-tab={v.tab} aria-labelledby="f1-title">
      <H id="f1-title" className={styles.title}>
        {F1_TEXTS.title}
      </H>
      <nav className={styles.tabs} aria-label={F1_TEXTS.tabsLabel}>
        <ul>
          {F1_TABS.map((t) => (
            <li key={t}>
              <a href={tabHref(v, t)} aria-current={t === v.tab ? 'page' : undefined} data-f1-tab={t}>
                {F1_TAB_LABELS[t]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {v.seasons.length > 0 && (
        <div className={styles.controls}>
          <form className={styles.choice} method="get" action={v.basePath} {...{ [AUTO_SUBMIT_FORM_ATTR]: true }}>
            {v.tab !== DEFAULT_F1_TAB && <input type="hidden" name="oldal" value={v.tab} />}
            <label htmlFor="f1-szezon">{F1_TEXTS.season}</label>
            <select id="f1-szezon" name="szezon" defaultValue={v.season ?? undefined}>
              {v.seasons.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            <button type="submit">{F1_TEXTS.submit}</button>
          </form>
          {kind && list && list.items.length > 0 && (
            <ChoiceForm
              v={v}
              name={LIST_FIELD[kind].name}
              label={LIST_FIELD[kind].label}
              value={list.selected}
              options={list.items.map((i) => ({ value: i.id, text: i.detail ? `${i.text} (${i.detail})` : i.text }))}
              keepSeason
            />
          )}
        </div>
      )}
      <div className={kind ? styles.layout : undefined}>
        {kind && list && list.items.length > 0 && <SideList kind={kind} items={list.items} selected={list.selected} />}
        <div className={styles.main} data-f1-main>
          {v.season === null ? (
            <Empty />
          ) : v.tab === 'versenynaptar' ? (
            <CalendarPanel v={v} Title={Title} />
          ) : v.tab === 'csapatok' ? (
            <TeamPanel team={v.team} Title={Title} />
          ) : v.tab === 'versenyzok' ? (
            <DriverPanel driver={v.driver} Title={Title} />
          ) : v.tab === 'pontverseny' ? (
            <DriverStandingsTable rows={v.drivers} caption={`${F1_TAB_LABELS.pontverseny}${seasonLabel}`} />
          ) : (
            <ConstructorsTable rows={v.teams} caption={`${F1_TAB_LABELS.konstruktor}${seasonLabel}`} />
          )}
        </div>
      </div>
      {/* The seasons as links too: a crawler follows links, not forms. */}
      {v.seasons.length > 1 && (
        <nav className={styles.seasons} aria-label={F1_TEXTS.seasons}>
          <ul>
            {v.seasons.map((s) => (
              <li key={s}>
                <a href={seasonHref(v, s)} aria-current={s === v.season ? 'true' : undefined}>
                  {s}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
