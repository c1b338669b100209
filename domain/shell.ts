// The chrome around every page (menus, site, shared flags): what the layout draws, whether or not the content API
// answered. Loaded by renderer/shell.ts; drawn by components/Header and components/Footer.
import type { ComponentSetup, ExchangeRates, Menus, SiteSlug } from './types';
import { sharedView, type SharedView } from './sharedData';

export interface Shell {
  site: SiteSlug;
  menus: Menus | null;
  componentSetup: Pick<ComponentSetup, 'donations' | 'refreshQuiz'>;
  exchangeRates: ExchangeRates | null;
  /** The shared data the pages that show it draw (the pip video, the front page's band, search placeholders). */
  shared: SharedView;
  /** Set when the content API could not give the shell: fine for a reader's request, never published. */
  degraded?: true;
}

/** The chrome without anything from the content API (it was unreachable, or the page is a bare error). */
export function emptyShell(site: SiteSlug): Shell {
  return { site, menus: null, componentSetup: { donations: '0', refreshQuiz: '0' }, exchangeRates: null, shared: sharedView(null) };
}
