// The Formula 1 tables' name for the tests and the stylesheets that find them (domain/dataAttributes.ts), written
// through CaptionedTable's `attributes`.
import type { DataAttrs } from '../../domain/dataAttributes';

export const F1_TABLE_ATTR = {
  /** A Formula 1 table, by its kind. */
  table: 'data-f1-table',
} as const satisfies DataAttrs;
