import type { ReactNode } from 'react';
import type { PageContextServer } from 'vike/types';
import type { ArticlePageData } from '../+data';

/**
 * The page's half of a body embed kind (its pure half: domain/articleBody/kinds/): what it loads for one place of the
 * body (null: nothing to show; a failure the reader need not know of is logged and null, §8), the dependency keys of
 * what it loaded (prerender/plan.ts re-renders the page when they change), and how it draws it.
 */
export interface EmbedShell<D = never, L = never> {
  load(pageContext: PageContextServer, data: D): Promise<L | null>;
  deps?(loaded: L): string[];
  render(loaded: L, page: ArticlePageData): ReactNode;
}
