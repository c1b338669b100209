import type { PageContextServer } from 'vike/types';
import type { Article } from '../../domain/types';
import { pageHead } from '../../domain/head';
import { latestKey } from '../../domain/dependencies';
import { APP_WIDGET_ITEMS } from '../../domain/screens';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';

export interface AppWidgetPageData extends PageData {
  items: Article[];
}

/** /app-web-widget: the newest headlines of the site for the mobile app's web-view widget (D-104). */
export async function data(pageContext: PageContextServer): Promise<AppWidgetPageData> {
  const site = siteOf(pageContext);
  const [shell, list] = await Promise.all([loadShell(pageContext), apiOf(pageContext).list({}, 1)]);
  const items = list.items.slice(0, APP_WIDGET_ITEMS);
  return {
    head: pageHead(site, { title: 'Friss hírek', path: '/app-web-widget', noindex: true }),
    shell,
    items,
    deps: { articles: items.map((a) => a.id), lists: [latestKey(site)] },
  };
}
