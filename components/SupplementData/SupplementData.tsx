// A supplement's data tab (domain/supplementData.ts) as static HTML: real tables with captions, bars that
// repeat a number already in the text, Hungary marked by a word and weight as well as by colour.
import type { ReactNode } from 'react';
import {
  HUNGARY_CODE,
  MAX_SEARCH_LENGTH,
  medalResult,
  byDay,
  filterConstituencies,
  huDay,
  huNumber,
  huPercent,
  medalRanking,
  type Dataset,
  type HungarianEvent,
  type ScheduleEvent,
} from '../../domain/supplementData';
import { CONSTITUENCY_SEARCH_PARAM } from '../../domain/datasets';
import { ScrollBox, pinnedCell } from '../ScrollTable/ScrollTable';
import { withDefiniteArticle } from '../../domain/definiteArticle';
import styles from './SupplementData.module.css';
import { SUPPLEMENT_HUNGARY_ATTR } from './attrs';

type Of<K extends Dataset['kind']> = Extract<Dataset, { kind: K }>;
/** The member of `Dataset` one kind belongs to (the two lists share a member). */
type OfKind<K extends Dataset['kind']> = Dataset extends infer T ? (T extends { kind: infer U } ? (K extends U ? T : never) : never) : never;

/** A bar whose length is the number beside it: decoration only. */
function Bar({ value, max }: { value: number; max: number }) {
  return (
    <span className={styles.bar} aria-hidden="true">
      <span style={{ width: `${max > 0 ? Math.min(100, (value / max) * 100) : 0}%` }} />
    </span>
  );
}

/** One column: its heading, its cell, `row` for the cell that names the row (a `th`), `num` for figures. */
interface Column<R> {
  head: string;
  cell: (row: R) => ReactNode;
  as?: 'row' | 'num';
}

interface TableProps<R> {
  caption: string;
  /** The scroll box's name, when it differs from the caption. */
  label?: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  rowKey: (row: R, index: number) => string | number;
  rowProps?: (row: R) => { className?: string; [SUPPLEMENT_HUNGARY_ATTR]?: true; id?: string };
}

/**
 * A captioned table in its own scroll box (components/ScrollTable's, with the caption shown: several tables may stand
 * under one heading), one row per item, its row-naming column kept in view: every data table of the tabs is one.
 */
function Table<R>({ caption, label = caption, rows, columns, rowKey, rowProps }: TableProps<R>) {
  return (
    <ScrollBox label={label} className={styles.box}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c.head} className={c.as === 'row' ? pinnedCell : undefined}>
                {c.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={rowKey(r, i)} {...rowProps?.(r)}>
              {columns.map((c) =>
                c.as === 'row' ? (
                  <th scope="row" key={c.head} className={pinnedCell}>
                    {c.cell(r)}
                  </th>
                ) : (
                  <td className={c.as === 'num' ? styles.num : undefined} key={c.head}>
                    {c.cell(r)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** A figure in text with its bar beside it. */
function Figure({ text, value, max }: { text: ReactNode; value: number; max: number }) {
  return (
    <span className={styles.barCell}>
      <span className={styles.num}>{text}</span>
      <Bar value={value} max={max} />
    </span>
  );
}

/** Hungary's row: a heavier weight and an edge besides the word its name carries. */
function hungaryRow(hungary: boolean) {
  return hungary ? { className: styles.hungary, [SUPPLEMENT_HUNGARY_ATTR]: true as const } : {};
}

function HungaryName({ name, hungary, word }: { name: string; hungary: boolean; word: string }) {
  return (
    <>
      {name}
      {hungary && <span className={styles.tag}>{` (${word})`}</span>}
    </>
  );
}

function Medals({ d }: { d: Of<'medals'> }) {
  const rows = medalRanking(d.rows);
  const hun = rows.find((r) => r.code === HUNGARY_CODE);
  return (
    <>
      {hun && (
        <p className={styles.lead}>
          {`Magyarország ${withDefiniteArticle(`${hun.rank}. helyen`)}: ${hun.gold} arany-, ${hun.silver} ezüst- és ${hun.bronze} bronzérem, összesen ${hun.total} érem.`}
        </p>
      )}
      <Table
        caption={d.title}
        rows={rows}
        rowKey={(r) => r.code}
        rowProps={(r) => hungaryRow(r.code === HUNGARY_CODE)}
        columns={[
          { head: 'Helyezés', as: 'num', cell: (r) => `${r.rank}.` },
          { head: 'Ország', as: 'row', cell: (r) => <HungaryName name={r.country} hungary={r.code === HUNGARY_CODE} word="magyar csapat" /> },
          { head: 'Arany', as: 'num', cell: (r) => r.gold },
          { head: 'Ezüst', as: 'num', cell: (r) => r.silver },
          { head: 'Bronz', as: 'num', cell: (r) => r.bronze },
          { head: 'Összesen', as: 'num', cell: (r) => r.total },
        ]}
      />
    </>
  );
}

/** The columns every day of a games' programme starts with. */
function eventColumns<E extends ScheduleEvent | HungarianEvent>(): Column<E>[] {
  return [
    { head: 'Időpont', as: 'num', cell: (e) => e.time },
    { head: 'Sportág', cell: (e) => e.sport },
    { head: 'Versenyszám', as: 'row', cell: (e) => e.event },
  ];
}

/** A games' programme, a table a day. */
function EventDays<E extends ScheduleEvent | HungarianEvent>({ events, columns }: { events: readonly E[]; columns: readonly Column<E>[] }) {
  return (
    <>
      {byDay(events).map(({ date, events: day }) => (
        <Table key={date} caption={huDay(date)} rows={day} rowKey={(_, i) => i} columns={[...eventColumns<E>(), ...columns]} />
      ))}
    </>
  );
}

function Schedule({ d }: { d: Of<'schedule'> }) {
  return (
    <EventDays
      events={d.events}
      columns={[
        { head: 'Helyszín', cell: (e) => e.venue },
        { head: 'Éremosztás', cell: (e) => (e.medal ? 'döntő, éremosztás' : '–') },
      ]}
    />
  );
}

function HungarianEvents({ d }: { d: Of<'hungarian-events'> }) {
  return (
    <EventDays
      events={d.events}
      columns={[
        { head: 'Versenyző', cell: (e) => e.athletes },
        { head: 'Eredmény', cell: (e) => (e.medal ? <strong>{medalResult(e.result, e.medal)}</strong> : e.result) },
      ]}
    />
  );
}

function Turnout({ d }: { d: Of<'turnout'> }) {
  const last = d.national[d.national.length - 1] ?? 0;
  return (
    <>
      <p className={styles.lead}>{`Az urnazáráskor (${d.times[d.times.length - 1]}) a részvétel országosan ${huPercent(last)} volt.`}</p>
      <Table
        caption={`${d.title}: országosan`}
        rows={d.times.map((time, i) => ({ time, value: d.national[i] ?? 0 }))}
        rowKey={(r) => r.time}
        columns={[
          { head: 'Időpont', as: 'row', cell: (r) => r.time },
          { head: 'Részvétel', cell: (r) => <Figure text={huPercent(r.value)} value={r.value} max={100} /> },
        ]}
      />
      <Table
        caption="Részvétel megyénként, százalékban"
        label="Részvétel megyénként"
        rows={d.counties}
        rowKey={(c) => c.name}
        columns={[
          { head: 'Megye', as: 'row', cell: (c) => c.name },
          ...d.times.map((t, i): Column<(typeof d.counties)[number]> => ({ head: t, as: 'num', cell: (c) => huNumber(c.values[i] ?? 0, 1) })),
        ]}
      />
    </>
  );
}

function Constituencies({ d, search, path }: { d: Of<'constituencies'>; search: string; path: string }) {
  const rows = filterConstituencies(d.rows, search);
  const candidate = (c: (typeof rows)[number]['candidates'][number] | undefined) => c && `${c.name} (${c.party}) ${huPercent(c.percent)}`;
  return (
    <>
      <form className={styles.search} method="get" action={path} role="search">
        <label htmlFor="oevk-kereses">Keresés megye, település, jelölt vagy párt szerint</label>
        <input id="oevk-kereses" type="search" name={CONSTITUENCY_SEARCH_PARAM} defaultValue={search} maxLength={MAX_SEARCH_LENGTH} />
        <button type="submit">Keresés</button>
      </form>
      <p className={styles.lead} data-count={rows.length}>
        {search
          ? `„${search}”: ${rows.length} találat ${withDefiniteArticle(`${d.rows.length} választókerületből`)}.`
          : `Mind ${withDefiniteArticle(`${d.rows.length} egyéni választókerület`)}.`}
        {search && (
          <>
            {' '}
            <a href={path}>Az összes választókerület</a>
          </>
        )}
      </p>
      {rows.length > 0 && (
        <Table
          caption={search ? `${d.title}: keresési találatok` : d.title}
          label={d.title}
          rows={rows}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ id: r.id })}
          columns={[
            { head: 'Választókerület', as: 'row', cell: (r) => `${r.county} ${r.number}.` },
            { head: 'Székhely', cell: (r) => r.seat },
            { head: 'Győztes', cell: (r) => candidate(r.candidates[0]) },
            { head: 'Második', cell: (r) => candidate(r.candidates[1]) },
            { head: 'Részvétel', as: 'num', cell: (r) => huPercent(r.turnout) },
          ]}
        />
      )}
    </>
  );
}

function Lists({ d }: { d: Of<'national-lists' | 'nationality-lists'> }) {
  const max = Math.max(...d.rows.map((r) => r.percent), 1);
  return (
    <>
      <p className={styles.lead}>{d.note}</p>
      <Table
        caption={d.title}
        rows={d.rows}
        rowKey={(r) => r.name}
        columns={[
          { head: 'Lista', as: 'row', cell: (r) => r.name },
          { head: 'Szavazat', as: 'num', cell: (r) => huNumber(r.votes) },
          { head: 'Arány', cell: (r) => <Figure text={huPercent(r.percent)} value={r.percent} max={max} /> },
          { head: 'Mandátum', as: 'num', cell: (r) => r.seats },
        ]}
      />
    </>
  );
}

function Faq({ d }: { d: Of<'faq'> }) {
  return (
    <div className={styles.faq}>
      {d.items.map((q, i) => (
        <section key={i} aria-labelledby={`gyik-${i}`}>
          <h3 id={`gyik-${i}`}>{q.question}</h3>
          <p>{q.answer}</p>
        </section>
      ))}
    </div>
  );
}

function Shows({ d }: { d: Of<'shows'> }) {
  return (
    <Table
      caption={d.title}
      rows={d.items}
      rowKey={(_, i) => i}
      columns={[
        { head: 'Időpont', cell: (s) => `${huDay(s.date)} ${s.time}` },
        { head: 'Műsor', as: 'row', cell: (s) => s.title },
        { head: 'Forma', cell: (s) => s.format },
        { head: 'Tartalom', cell: (s) => s.description },
      ]}
    />
  );
}

function EpLists({ d }: { d: Of<'ep-lists'> }) {
  return (
    <div className={styles.lists}>
      {d.lists.map((l, i) => (
        <section key={l.party} aria-labelledby={`lista-${i}`}>
          <h3 id={`lista-${i}`}>{l.party}</h3>
          <ol>
            {l.candidates.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function EpGroups({ d }: { d: Of<'ep-groups'> }) {
  const max = Math.max(...d.groups.map((g) => g.seats), 1);
  return (
    <>
      <p className={styles.lead}>{`Az Európai Parlamentnek ${d.total} képviselője van; a többséghez ${Math.floor(d.total / 2) + 1} szavazat kell.`}</p>
      <Table
        caption={d.title}
        rows={d.groups}
        rowKey={(g) => g.short}
        columns={[
          { head: 'Frakció', as: 'row', cell: (g) => `${g.name} (${g.short})` },
          { head: 'Mandátum', cell: (g) => <Figure text={g.seats} value={g.seats} max={max} /> },
          { head: 'Magyar pártok', cell: (g) => (g.hungarian.length ? g.hungarian.join(', ') : '–') },
        ]}
      />
    </>
  );
}

function EpMandates({ d }: { d: Of<'ep-mandates'> }) {
  const hungarySeats = d.hungary.reduce((a, p) => a + p.seats, 0);
  const isHungary = (c: { country: string }) => c.country === 'Magyarország';
  return (
    <>
      <Table
        caption={withDefiniteArticle(`${hungarySeats} magyar mandátum`, { capital: true })}
        label="A magyar mandátumok"
        rows={d.hungary}
        rowKey={(p) => p.party}
        columns={[
          { head: 'Párt', as: 'row', cell: (p) => p.party },
          { head: 'Arány', as: 'num', cell: (p) => huPercent(p.percent) },
          { head: 'Mandátum', as: 'num', cell: (p) => p.seats },
          { head: 'Frakció', cell: (p) => p.group },
        ]}
      />
      <Table
        caption="Mandátumok tagállamonként"
        rows={d.countries}
        rowKey={(c) => c.country}
        rowProps={(c) => hungaryRow(isHungary(c))}
        columns={[
          { head: 'Tagállam', as: 'row', cell: (c) => <HungaryName name={c.country} hungary={isHungary(c)} word="magyar mandátumok" /> },
          { head: 'Mandátum', as: 'num', cell: (c) => c.seats },
        ]}
      />
    </>
  );
}

/** What a view is given besides its dataset: the constituency search's text and the page's path (the form's action). */
interface ViewOptions {
  search: string;
  path: string;
}

/** Each dataset's view, by its kind: TypeScript refuses a kind of `Dataset` without one. */
const VIEWS: { [K in Dataset['kind']]: (d: OfKind<K>, o: ViewOptions) => ReactNode } = {
  medals: (d) => <Medals d={d} />,
  schedule: (d) => <Schedule d={d} />,
  'hungarian-events': (d) => <HungarianEvents d={d} />,
  turnout: (d) => <Turnout d={d} />,
  constituencies: (d, o) => <Constituencies d={d} search={o.search} path={o.path} />,
  'national-lists': (d) => <Lists d={d} />,
  'nationality-lists': (d) => <Lists d={d} />,
  faq: (d) => <Faq d={d} />,
  shows: (d) => <Shows d={d} />,
  'ep-lists': (d) => <EpLists d={d} />,
  'ep-groups': (d) => <EpGroups d={d} />,
  'ep-mandates': (d) => <EpMandates d={d} />,
};

export const DATASET_VIEW_KINDS: readonly string[] = Object.keys(VIEWS);

/** The view of a dataset's kind; the kinds are checked where they are read (content API), so a stranger is nothing. */
export function datasetView(d: Dataset, o: ViewOptions): ReactNode {
  const view = (VIEWS as unknown as Record<string, ((d: Dataset, o: ViewOptions) => ReactNode) | undefined>)[d.kind];
  return view ? view(d, o) : null;
}

export function SupplementData({ dataset, title, search = '', path }: { dataset: Dataset; title: string; search?: string; path: string }) {
  return (
    <div className={styles.data} data-dataset={dataset.kind}>
      <h2>{title}</h2>
      {datasetView(dataset, { search, path })}
    </div>
  );
}
