// A supplement's data tab (domain/supplementData.ts) as static HTML: real tables with captions, bars that
// repeat a number already in the text, Hungary marked by a word and weight as well as by colour.
import type { ReactNode } from 'react';
import {
  CONSTITUENCY_SEARCH_PARAM,
  HUNGARY_CODE,
  MAX_SEARCH_LENGTH,
  MEDAL_LABELS,
  byDay,
  filterConstituencies,
  huDay,
  huNumber,
  huPercent,
  medalRanking,
  type Dataset,
} from '../../domain/supplementData';
import styles from './SupplementData.module.css';

type Of<K extends Dataset['kind']> = Extract<Dataset, { kind: K }>;

/**
 * A wide table scrolls on its own on a phone (as components/ScrollTable's, whose caption is hidden; these are
 * shown, with several tables under one heading).
 */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Keyboard users must reach a box that scrolls (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A bar whose length is the number beside it: decoration only. */
function Bar({ value, max }: { value: number; max: number }) {
  return (
    <span className={styles.bar} aria-hidden="true">
      <span style={{ width: `${max > 0 ? Math.min(100, (value / max) * 100) : 0}%` }} />
    </span>
  );
}

function Medals({ d }: { d: Of<'medals'> }) {
  const rows = medalRanking(d.rows);
  const hun = rows.find((r) => r.code === HUNGARY_CODE);
  return (
    <>
      {hun && (
        <p className={styles.lead}>
          {`Magyarország a ${hun.rank}. helyen: ${hun.gold} arany-, ${hun.silver} ezüst- és ${hun.bronze} bronzérem, összesen ${hun.total} érem.`}
        </p>
      )}
      <Scroll label={d.title}>
        <table className={styles.table}>
          <caption>{d.title}</caption>
          <thead>
            <tr>
              <th scope="col">Helyezés</th>
              <th scope="col">Ország</th>
              <th scope="col">Arany</th>
              <th scope="col">Ezüst</th>
              <th scope="col">Bronz</th>
              <th scope="col">Összesen</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const hungary = r.code === HUNGARY_CODE;
              return (
                <tr key={r.code} className={hungary ? styles.hungary : undefined} data-hungary={hungary || undefined}>
                  <td className={styles.num}>{`${r.rank}.`}</td>
                  <th scope="row">
                    {r.country}
                    {hungary && <span className={styles.tag}> (magyar csapat)</span>}
                  </th>
                  <td className={styles.num}>{r.gold}</td>
                  <td className={styles.num}>{r.silver}</td>
                  <td className={styles.num}>{r.bronze}</td>
                  <td className={styles.num}>{r.total}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Scroll>
    </>
  );
}

function Schedule({ d }: { d: Of<'schedule'> }) {
  return (
    <>
      {byDay(d.events).map(({ date, events }) => (
        <Scroll key={date} label={huDay(date)}>
          <table className={styles.table}>
            <caption>{huDay(date)}</caption>
            <thead>
              <tr>
                <th scope="col">Időpont</th>
                <th scope="col">Sportág</th>
                <th scope="col">Versenyszám</th>
                <th scope="col">Helyszín</th>
                <th scope="col">Éremosztás</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e, i) => (
                <tr key={i}>
                  <td className={styles.num}>{e.time}</td>
                  <td>{e.sport}</td>
                  <th scope="row">{e.event}</th>
                  <td>{e.venue}</td>
                  <td>{e.medal ? 'döntő, éremosztás' : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      ))}
    </>
  );
}

function HungarianEvents({ d }: { d: Of<'hungarian-events'> }) {
  return (
    <>
      {byDay(d.events).map(({ date, events }) => (
        <Scroll key={date} label={huDay(date)}>
          <table className={styles.table}>
            <caption>{huDay(date)}</caption>
            <thead>
              <tr>
                <th scope="col">Időpont</th>
                <th scope="col">Sportág</th>
                <th scope="col">Versenyszám</th>
                <th scope="col">Versenyző</th>
                <th scope="col">Eredmény</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e, i) => (
                <tr key={i}>
                  <td className={styles.num}>{e.time}</td>
                  <td>{e.sport}</td>
                  <th scope="row">{e.event}</th>
                  <td>{e.athletes}</td>
                  <td>{e.medal ? <strong>{`${e.result} (${MEDAL_LABELS[e.medal]})`}</strong> : e.result}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      ))}
    </>
  );
}

function Turnout({ d }: { d: Of<'turnout'> }) {
  const last = d.national[d.national.length - 1] ?? 0;
  return (
    <>
      <p className={styles.lead}>{`Az urnazáráskor (${d.times[d.times.length - 1]}) a részvétel országosan ${huPercent(last)} volt.`}</p>
      <table className={styles.table}>
        <caption>{`${d.title}: országosan`}</caption>
        <thead>
          <tr>
            <th scope="col">Időpont</th>
            <th scope="col">Részvétel</th>
          </tr>
        </thead>
        <tbody>
          {d.times.map((t, i) => (
            <tr key={t}>
              <th scope="row">{t}</th>
              <td>
                <span className={styles.barCell}>
                  <span className={styles.num}>{huPercent(d.national[i] ?? 0)}</span>
                  <Bar value={d.national[i] ?? 0} max={100} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Scroll label="Részvétel megyénként">
        <table className={styles.table}>
          <caption>Részvétel megyénként, százalékban</caption>
          <thead>
            <tr>
              <th scope="col">Megye</th>
              {d.times.map((t) => (
                <th scope="col" key={t}>
                  {t}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.counties.map((c) => (
              <tr key={c.name}>
                <th scope="row">{c.name}</th>
                {c.values.map((v, i) => (
                  <td className={styles.num} key={i}>
                    {huNumber(v, 1)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </>
  );
}

function Constituencies({ d, search, path }: { d: Of<'constituencies'>; search: string; path: string }) {
  const rows = filterConstituencies(d.rows, search);
  return (
    <>
      <form className={styles.search} method="get" action={path} role="search">
        <label htmlFor="oevk-kereses">Keresés megye, település, jelölt vagy párt szerint</label>
        <input id="oevk-kereses" type="search" name={CONSTITUENCY_SEARCH_PARAM} defaultValue={search} maxLength={MAX_SEARCH_LENGTH} />
        <button type="submit">Keresés</button>
      </form>
      <p className={styles.lead} data-count={rows.length}>
        {search ? `„${search}”: ${rows.length} találat a ${d.rows.length} választókerületből.` : `Mind a ${d.rows.length} egyéni választókerület.`}
        {search && (
          <>
            {' '}
            <a href={path}>Az összes választókerület</a>
          </>
        )}
      </p>
      {rows.length > 0 && (
        <Scroll label={d.title}>
          <table className={styles.table}>
            <caption>{search ? `${d.title}: keresési találatok` : d.title}</caption>
            <thead>
              <tr>
                <th scope="col">Választókerület</th>
                <th scope="col">Székhely</th>
                <th scope="col">Győztes</th>
                <th scope="col">Második</th>
                <th scope="col">Részvétel</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const [first, second] = r.candidates;
                return (
                  <tr key={r.id} id={r.id}>
                    <th scope="row">{`${r.county} ${r.number}.`}</th>
                    <td>{r.seat}</td>
                    <td>{first && `${first.name} (${first.party}) ${huPercent(first.percent)}`}</td>
                    <td>{second && `${second.name} (${second.party}) ${huPercent(second.percent)}`}</td>
                    <td className={styles.num}>{huPercent(r.turnout)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Scroll>
      )}
    </>
  );
}

function Lists({ d }: { d: Of<'national-lists' | 'nationality-lists'> }) {
  const max = Math.max(...d.rows.map((r) => r.percent), 1);
  return (
    <>
      <p className={styles.lead}>{d.note}</p>
      <Scroll label={d.title}>
        <table className={styles.table}>
          <caption>{d.title}</caption>
          <thead>
            <tr>
              <th scope="col">Lista</th>
              <th scope="col">Szavazat</th>
              <th scope="col">Arány</th>
              <th scope="col">Mandátum</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td className={styles.num}>{huNumber(r.votes)}</td>
                <td>
                  <span className={styles.barCell}>
                    <span className={styles.num}>{huPercent(r.percent)}</span>
                    <Bar value={r.percent} max={max} />
                  </span>
                </td>
                <td className={styles.num}>{r.seats}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
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
    <Scroll label={d.title}>
      <table className={styles.table}>
        <caption>{d.title}</caption>
        <thead>
          <tr>
            <th scope="col">Időpont</th>
            <th scope="col">Műsor</th>
            <th scope="col">Forma</th>
            <th scope="col">Tartalom</th>
          </tr>
        </thead>
        <tbody>
          {d.items.map((s, i) => (
            <tr key={i}>
              <td>{`${huDay(s.date)} ${s.time}`}</td>
              <th scope="row">{s.title}</th>
              <td>{s.format}</td>
              <td>{s.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
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
      <Scroll label={d.title}>
        <table className={styles.table}>
          <caption>{d.title}</caption>
          <thead>
            <tr>
              <th scope="col">Frakció</th>
              <th scope="col">Mandátum</th>
              <th scope="col">Magyar pártok</th>
            </tr>
          </thead>
          <tbody>
            {d.groups.map((g) => (
              <tr key={g.short}>
                <th scope="row">{`${g.name} (${g.short})`}</th>
                <td>
                  <span className={styles.barCell}>
                    <span className={styles.num}>{g.seats}</span>
                    <Bar value={g.seats} max={max} />
                  </span>
                </td>
                <td>{g.hungarian.length ? g.hungarian.join(', ') : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </>
  );
}

function EpMandates({ d }: { d: Of<'ep-mandates'> }) {
  const hungarySeats = d.hungary.reduce((a, p) => a + p.seats, 0);
  return (
    <>
      <Scroll label="A magyar mandátumok">
        <table className={styles.table}>
          <caption>{`A ${hungarySeats} magyar mandátum`}</caption>
          <thead>
            <tr>
              <th scope="col">Párt</th>
              <th scope="col">Arány</th>
              <th scope="col">Mandátum</th>
              <th scope="col">Frakció</th>
            </tr>
          </thead>
          <tbody>
            {d.hungary.map((p) => (
              <tr key={p.party}>
                <th scope="row">{p.party}</th>
                <td className={styles.num}>{huPercent(p.percent)}</td>
                <td className={styles.num}>{p.seats}</td>
                <td>{p.group}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      <Scroll label="Mandátumok tagállamonként">
        <table className={styles.table}>
          <caption>Mandátumok tagállamonként</caption>
          <thead>
            <tr>
              <th scope="col">Tagállam</th>
              <th scope="col">Mandátum</th>
            </tr>
          </thead>
          <tbody>
            {d.countries.map((c) => {
              const hungary = c.country === 'Magyarország';
              return (
                <tr key={c.country} className={hungary ? styles.hungary : undefined} data-hungary={hungary || undefined}>
                  <th scope="row">
                    {c.country}
                    {hungary && <span className={styles.tag}> (magyar mandátumok)</span>}
                  </th>
                  <td className={styles.num}>{c.seats}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Scroll>
    </>
  );
}

function body(d: Dataset, search: string, path: string): ReactNode {
  switch (d.kind) {
    case 'medals':
      return <Medals d={d} />;
    case 'schedule':
      return <Schedule d={d} />;
    case 'hungarian-events':
      return <HungarianEvents d={d} />;
    case 'turnout':
      return <Turnout d={d} />;
    case 'constituencies':
      return <Constituencies d={d} search={search} path={path} />;
    case 'national-lists':
    case 'nationality-lists':
      return <Lists d={d} />;
    case 'faq':
      return <Faq d={d} />;
    case 'shows':
      return <Shows d={d} />;
    case 'ep-lists':
      return <EpLists d={d} />;
    case 'ep-groups':
      return <EpGroups d={d} />;
    case 'ep-mandates':
      return <EpMandates d={d} />;
  }
}

export function SupplementData({ dataset, title, search = '', path }: { dataset: Dataset; title: string; search?: string; path: string }) {
  return (
    <div className={styles.data} data-dataset={dataset.kind}>
      <h2>{title}</h2>
      {body(dataset, search, path)}
    </div>
  );
}
