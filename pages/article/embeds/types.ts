import type { ReactNode } from 'react';
import type { PageContextServer } from 'vike/types';
import type { ArticlePageData } from '../pageData';

/**
 * The page's half of a body embed kind (its pure half: domain/articleBody/kinds/), in two files so the browser's
 * bundle of the page gets the drawing and never the loading. The loader (`<kind>.load.ts`, the data hook's): what it
 * loads for one place of the body (null: nothing to show; a failure the reader need not know of is logged and null,
 * §8) and the dependency keys of what it loaded (prerender/plan.ts re-renders the page when they change).
 */
export interface EmbedLoader<D = never, L = never> {
  load(pageContext: PageContextServer, data: D): Promise<L | null>;
  deps?(loaded: L): string[];
}

/** The view (`<kind>.tsx`, the page's): how it draws what was loaded. */
export interface EmbedView<L = never> {
  render(loaded: L, page: ArticlePageData): ReactNode;
}
