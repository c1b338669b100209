// The list header's attribute (domain/dataAttributes.ts): the ad script's hook for a list's sponsor (D-79).
import type { DataAttr } from '../../domain/dataAttributes';

/**
 * Marks the element the ad script appends the list's sponsored line to (the spec's "Sponsored line": avCode, ctLink,
 * cssClass, description), where the ad zone has a sponsor: the header group, or the tab bar where the group is hidden.
 * No list data names a sponsor, so the page carries no element for it: the line exists only once the script adds it.
 */
export const SPONSORED_LINE_ATTR = 'data-sponsored-line' satisfies DataAttr;
