// The football tables' name for the tests and the stylesheets that find them (domain/dataAttributes.ts), written
// through ScrollTable's `attributes` by FootballTables and FootballMatch.
import type { DataAttrs } from '../../domain/dataAttributes';

export const FOOTBALL_TABLE_ATTR = {
  /** A football table, by its kind. */
  table: 'data-football-table',
} as const satisfies DataAttrs;
