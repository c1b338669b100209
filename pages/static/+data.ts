import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { matchRoute, notFoundMessage } from '../../domain/routes';
import { OTHER_SCREENS, SUPPORT_SCREENS, donationsOff, type StaticScreen } from '../../domain/screens';
import { pageHead } from '../../domain/head';
import { loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';

export interface StaticPageData extends PageData {
  screen: StaticScreen;
}

export async function data(pageContext: PageContextServer): Promise<StaticPageData> {
  const site = siteOf(pageContext);
  const path = pageContext.urlPathname;
  const shell = await loadShell(pageContext);
  // The route table refuses the Romanian edition's academy, youth, tax and support paths; the donations
  // flag (from the shared data) switches support off on the main site.
  const m = matchRoute(site, path, { donationsOff: donationsOff(shell.componentSetup) });
  let screen: StaticScreen;
  if (m.name === 'support') screen = SUPPORT_SCREENS[m.slug ?? ''];
  else if (m.name === 'academy' || m.name === 'youth' || m.name === 'tax' || m.name === 'empty') screen = OTHER_SCREENS[m.name];
  else throw render(404, notFoundMessage(path));
  return {
    head: pageHead(site, { title: screen.title, path, ...(screen.noindex ? { noindex: true } : {}) }),
    shell,
    screen,
    // Fixed text: only the chrome (menus, the donations flag) changes it, and the publisher re-renders a
    // site's pages on a menu change, every site's and the support routes' on a change of the shared data.
    deps: { articles: [], lists: [] },
  };
}
