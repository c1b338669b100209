// The supplement's data tab's attribute (domain/dataAttributes.ts): Hungary's row in a table.
import type { DataAttr } from '../../domain/dataAttributes';

export const SUPPLEMENT_HUNGARY_ATTR = 'data-hungary' satisfies DataAttr;
