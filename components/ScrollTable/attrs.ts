// The sports tables' names for the tests and the stylesheets that find them (domain/dataAttributes.ts): written
// through ScrollTable's and CaptionedTable's `attributes` by F1Tables, FootballTables and FootballMatch.
import type { DataAttrs } from '../../domain/dataAttributes';

export const TABLE_ATTR = {
  /** A Formula 1 table, by its kind. */
  f1: 'data-f1-table',
  /** A football table, by its kind. */
  football: 'data-football-table',
} as const satisfies DataAttrs;
