// The football tables' name for the tests and the stylesheets that find them (domain/dataAttributes.ts), written
// through ScrollTable's `attributes` by FootballTables and FootballMatch.
import type { DataAttr } from '../../domain/dataAttributes';

/** A football table, by its kind. */
export const FOOTBALL_TABLE_TABLE_ATTR = 'data-football-table' satisfies DataAttr;
