// The football screen's tables (specialised-features.md §2 oldal; §3 standing row, top scorer/card entry):
// the standings one captioned table per group, and the three ranking lists (§5: only players above zero,
// ties share a blank rank). Real <table>s; an empty one is 'Még nincs adat.'.
import type { StandingGroup } from '../../domain/football/standings';
import type { RankingKind, RankingRow } from '../../domain/football/rankings';
import { FOOTBALL_TEXTS, RANKING_HEADS, STANDINGS_HEADS } from '../../domain/football/texts';
import { formatNumber } from '../../domain/numbers';
import { orDash } from '../../domain/sports/format';
import { ScrollTable, pinnedCell } from '../ScrollTable/ScrollTable';
import styles from './FootballTables.module.css';
import { FOOTBALL_TABLE_TABLE_ATTR } from './attrs';

export function Empty() {
  return (
    <p className={styles.empty} data-football-empty>
      {FOOTBALL_TEXTS.empty}
    </p>
  );
}

function Head({ short, long, num = false }: { short: string; long: string; num?: boolean }) {
  return (
    <th scope="col" className={num ? styles.num : undefined}>
      {short === long ? short : <abbr title={long}>{short}</abbr>}
    </th>
  );
}

function Picture({ src, round = false }: { src: string | null; round?: boolean }) {
  return src ? (
    <img className={round ? styles.photo : styles.logo} src={src} alt="" width={24} height={24} loading="lazy" decoding="async" />
  ) : (
    <span className={round ? styles.photo : styles.logo} aria-hidden="true" />
  );
}

/** A signed goal difference: +8, 0, -3. */
const signed = (n: number) => (n > 0 ? `+${n}` : formatNumber(n));

/** The standings: one table per group, named by the group ('A csoport', or the league's name). */
export function StandingsTables({ groups, caption }: { groups: readonly StandingGroup[] | null; caption: string }) {
  if (!groups || groups.length === 0) return <Empty />;
  const one = groups.length === 1;
  return (
    <div className={styles.groups} data-football-standings>
      {groups.map((g) => (
        <ScrollTable key={g.name} caption={one ? caption : g.name} captionVisible={!one} attributes={{ [FOOTBALL_TABLE_TABLE_ATTR]: 'standings' }}>
          <thead>
            <tr>
              <Head short={STANDINGS_HEADS.rank[0]} long={STANDINGS_HEADS.rank[1]} />
              <th scope="col" className={pinnedCell}>
                {STANDINGS_HEADS.team[0]}
              </th>
              <Head short={STANDINGS_HEADS.played[0]} long={STANDINGS_HEADS.played[1]} num />
              <Head short={STANDINGS_HEADS.win[0]} long={STANDINGS_HEADS.win[1]} num />
              <Head short={STANDINGS_HEADS.draw[0]} long={STANDINGS_HEADS.draw[1]} num />
              <Head short={STANDINGS_HEADS.lose[0]} long={STANDINGS_HEADS.lose[1]} num />
              <Head short={STANDINGS_HEADS.goalsFor[0]} long={STANDINGS_HEADS.goalsFor[1]} num />
              <Head short={STANDINGS_HEADS.goalsAgainst[0]} long={STANDINGS_HEADS.goalsAgainst[1]} num />
              <Head short={STANDINGS_HEADS.goalsDiff[0]} long={STANDINGS_HEADS.goalsDiff[1]} num />
              <Head short={STANDINGS_HEADS.points[0]} long={STANDINGS_HEADS.points[1]} num />
            </tr>
          </thead>
          <tbody>
            {g.rows.map((r) => (
              <tr key={r.team.id}>
                <td>{`${r.rank}.`}</td>
                <th scope="row" className={pinnedCell}>
                  <span className={styles.who}>
                    <Picture src={r.team.logo} />
                    <span>{r.team.name}</span>
                  </span>
                </th>
                <td className={styles.num}>{orDash(r.all?.played)}</td>
                <td className={styles.num}>{orDash(r.all?.win)}</td>
                <td className={styles.num}>{orDash(r.all?.draw)}</td>
                <td className={styles.num}>{orDash(r.all?.lose)}</td>
                <td className={styles.num}>{orDash(r.all?.goals?.for)}</td>
                <td className={styles.num}>{orDash(r.all?.goals?.against)}</td>
                <td className={styles.num}>{typeof r.goalsDiff === 'number' ? signed(r.goalsDiff) : orDash(null)}</td>
                <td className={`${styles.num} ${styles.points}`}>{orDash(r.points)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ))}
    </div>
  );
}

const VALUE_HEAD: Record<RankingKind, string> = { goals: RANKING_HEADS.goals, yellow: RANKING_HEADS.yellow, red: RANKING_HEADS.sendOffs };

/** A ranking list: rank (blank for the rest of a tie), player with photo, team, and the count; red cards also by kind. */
export function RankingTable({ kind, rows, caption }: { kind: RankingKind; rows: readonly RankingRow[]; caption: string }) {
  if (rows.length === 0) return <Empty />;
  return (
    <ScrollTable caption={caption} attributes={{ [FOOTBALL_TABLE_TABLE_ATTR]: kind }}>
      <thead>
        <tr>
          <Head short={RANKING_HEADS.rank[0]} long={RANKING_HEADS.rank[1]} />
          <th scope="col" className={pinnedCell}>
            {RANKING_HEADS.player}
          </th>
          <th scope="col">{RANKING_HEADS.team}</th>
          {kind === 'red' && (
            <>
              <th scope="col" className={styles.num}>
                {RANKING_HEADS.red}
              </th>
              <th scope="col" className={styles.num}>
                {RANKING_HEADS.yellowred}
              </th>
            </>
          )}
          <th scope="col" className={styles.num}>
            {VALUE_HEAD[kind]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.player.id}>
            <td>{r.rank === null ? '' : `${r.rank}.`}</td>
            <th scope="row" className={pinnedCell}>
              <span className={styles.who}>
                <Picture src={r.player.photo} round />
                <span>{r.player.name}</span>
              </span>
            </th>
            <td>{r.team ? r.team.name : orDash(null)}</td>
            {kind === 'red' && (
              <>
                <td className={styles.num}>{formatNumber(r.red)}</td>
                <td className={styles.num}>{formatNumber(r.yellowred)}</td>
              </>
            )}
            <td className={`${styles.num} ${styles.points}`}>{formatNumber(r.value)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
