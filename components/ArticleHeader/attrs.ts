// The article header's attribute its script reads (domain/dataAttributes.ts): written by ArticleHeader.tsx,
// read by scroll.ts.
import type { DataAttrs } from '../../domain/dataAttributes';

export const ARTICLE_HEADER_ATTR = {
  /** The hero: 'title' when the title sits on the image. */
  hero: 'data-hero',
} as const satisfies DataAttrs;
