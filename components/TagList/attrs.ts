// The tag list's attribute its script reads (domain/dataAttributes.ts): written by TagList.tsx, read by
// visitedTags.ts.
import type { DataAttrs } from '../../domain/dataAttributes';

export const TAG_LIST_ATTR = {
  /** The article's tag slugs, space-separated. */
  slugs: 'data-tag-slugs',
} as const satisfies DataAttrs;
