// The Formula 1 widget's three tables (specialised-features.md §2 "Tables"), real <table>s; an empty one
// is the spec's 'Nincs még elérhető információ.'.
import type { ReactNode } from 'react';
import type { ResultRow, StandingsDriverRow, StandingsTeamRow } from '../../domain/sports/types';
import { orDash, positionText, standingsPoints } from '../../domain/formula1/format';
import { F1_EMPTY, TABLE_HEADS } from '../../domain/formula1/texts';
import { formatNumber } from '../../domain/numbers';
import { ScrollTable as CaptionedTable, pinnedCell } from '../ScrollTable/ScrollTable';
import styles from './F1Tables.module.css';
import { F1_TABLE_TABLE_ATTR } from './attrs';

function Empty() {
  return (
    <p className={styles.empty} data-f1-empty>
      {F1_EMPTY}
    </p>
  );
}

/** A driver's picture beside the name (decorative: the name is there). */
function DriverCell({ name, image }: { name: string; image: string | null }) {
  return (
    <span className={styles.driver}>
      {image ? (
        <img className={styles.photo} src={image} alt="" width={32} height={32} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.photo} aria-hidden="true" />
      )}
      <span>{name}</span>
    </span>
  );
}

/** A table of the widget: scrolling on a phone, named by its caption, found by its kind. */
function ScrollTable({ kind, caption, children }: { kind: string; caption: string; children: ReactNode }) {
  return (
    <CaptionedTable caption={caption} attributes={{ [F1_TABLE_TABLE_ATTR]: kind }}>
      {children}
    </CaptionedTable>
  );
}

/** A session's result or starting grid: position, driver, team, time or gap. */
export function ResultTable({ rows, caption }: { rows: readonly ResultRow[] | null; caption: string }) {
  if (!rows || rows.length === 0) return <Empty />;
  return (
    <ScrollTable kind="result" caption={caption}>
      <thead>
        <tr>
          <th scope="col">{TABLE_HEADS.position}</th>
          <th scope="col" className={pinnedCell}>
            {TABLE_HEADS.driver}
          </th>
          <th scope="col">{TABLE_HEADS.team}</th>
          <th scope="col">{TABLE_HEADS.time}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.driver.id}-${i}`}>
            <td>{positionText(r.position)}</td>
            <th scope="row" className={pinnedCell}>
              <DriverCell name={r.driver.name} image={r.driver.image} />
            </th>
            <td>{orDash(r.team.name)}</td>
            <td className={styles.num}>{orDash(r.time)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The drivers' championship: position, driver, team, points (0 when none yet). */
export function DriverStandingsTable({ rows, caption }: { rows: readonly StandingsDriverRow[]; caption: string }) {
  if (rows.length === 0) return <Empty />;
  return (
    <ScrollTable kind="drivers" caption={caption}>
      <thead>
        <tr>
          <th scope="col">{TABLE_HEADS.position}</th>
          <th scope="col" className={pinnedCell}>
            {TABLE_HEADS.driver}
          </th>
          <th scope="col">{TABLE_HEADS.team}</th>
          <th scope="col">
            <abbr title={TABLE_HEADS.pointsLong}>{TABLE_HEADS.points}</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{positionText(r.position)}</td>
            <th scope="row" className={pinnedCell}>
              <DriverCell name={r.driverName} image={r.driverImage} />
            </th>
            <td>{orDash(r.teamName)}</td>
            <td className={styles.num}>{formatNumber(standingsPoints(r.points), 1)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The constructors' championship: position, team, points. */
export function ConstructorsTable({ rows, caption }: { rows: readonly StandingsTeamRow[]; caption: string }) {
  if (rows.length === 0) return <Empty />;
  return (
    <ScrollTable kind="constructors" caption={caption}>
      <thead>
        <tr>
          <th scope="col">{TABLE_HEADS.position}</th>
          <th scope="col" className={pinnedCell}>
            {TABLE_HEADS.team}
          </th>
          <th scope="col">
            <abbr title={TABLE_HEADS.pointsLong}>{TABLE_HEADS.points}</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{positionText(r.position)}</td>
            <th scope="row" className={pinnedCell}>
              {r.teamName}
            </th>
            <td className={styles.num}>{r.points === null ? orDash(null) : formatNumber(r.points, 1)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
