// The Formula 1 tables' name for the tests and the stylesheets that find them (domain/dataAttributes.ts), written
// through CaptionedTable's `attributes`.
import type { DataAttr } from '../../domain/dataAttributes';

/** A Formula 1 table, by its kind. */
export const F1_TABLE_TABLE_ATTR = 'data-f1-table' satisfies DataAttr;
