// The supplement's data tab's attribute (domain/dataAttributes.ts): Hungary's row in a table.
import type { DataAttrs } from '../../domain/dataAttributes';

export const SUPPLEMENT_ATTR = {
  hungary: 'data-hungary',
} as const satisfies DataAttrs;
