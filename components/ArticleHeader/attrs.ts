// The article header's attribute its script reads (domain/dataAttributes.ts): written by ArticleHeader.tsx,
// read by scroll.ts.
import type { DataAttr } from '../../domain/dataAttributes';

/** A longform's wide header, a hero: the header over it fills on scrolling (scroll.ts). */
export const ARTICLE_HEADER_HERO_ATTR = 'data-hero' satisfies DataAttr;
