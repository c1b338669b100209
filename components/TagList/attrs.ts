// The tag list's attribute its script reads (domain/dataAttributes.ts): written by TagList.tsx, read by
// visitedTags.ts.
import type { DataAttr } from '../../domain/dataAttributes';

/** The article's tag slugs, space-separated. */
export const TAG_LIST_SLUGS_ATTR = 'data-tag-slugs' satisfies DataAttr;
