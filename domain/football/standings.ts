// The standings by group (specialised-features.md §2 "standings by group", §3 StandingRow.group): one table
// per group in the service's order; a tournament's 'Group A' is 'A csoport', a league's group is its name.
import type { LeagueStandings, StandingRow } from '../sports/types';

export interface StandingGroup {
  /** The group as the page names it. */
  name: string;
  rows: StandingRow[];
}

/** 'Group A' → 'A csoport'; anything else as the service names it. */
export function groupName(group: string): string {
  const m = /^group\s+([a-z0-9]{1,2})$/i.exec(group.trim());
  return m ? `${m[1]!.toUpperCase()} csoport` : group.trim();
}

/** The tables of a league's standings, grouped by `group` (whatever table each row came in), ranks in order. */
export function standingGroups(standings: LeagueStandings | null | undefined): StandingGroup[] {
  const groups = new Map<string, StandingRow[]>();
  for (const table of standings?.league.standings ?? []) {
    for (const row of table) {
      const key = row.group?.trim() || standings!.league.name;
      const rows = groups.get(key) ?? [];
      rows.push(row);
      groups.set(key, rows);
    }
  }
  return [...groups].map(([group, rows]) => ({ name: groupName(group), rows: rows.sort((a, b) => a.rank - b.rank) }));
}
