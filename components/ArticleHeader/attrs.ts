// The article header's attribute its script reads (domain/dataAttributes.ts): written by ArticleHeader.tsx,
// read by scroll.ts.
import type { DataAttr } from '../../domain/dataAttributes';

/** The hero: 'title' when the title sits on the image. */
export const ARTICLE_HEADER_HERO_ATTR = 'data-hero' satisfies DataAttr;
