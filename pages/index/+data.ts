import type { PageContextServer } from 'vike/types';
import type { Article } from '../../domain/types';
import { pageHead } from '../../domain/head';
import { latestKey, listKey } from '../../domain/dependencies';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';

export interface IndexPageData extends PageData {
  latest: Article[];
}

// The curated front page comes with the list-pages issue; until then the newest articles of the site.
export async function data(pageContext: PageContextServer): Promise<IndexPageData> {
  const site = siteOf(pageContext);
  const [shell, list] = await Promise.all([loadShell(pageContext), apiOf(pageContext).list({}, 1)]);
  return {
    head: pageHead(site, { title: null, path: '/' }),
    shell,
    latest: list.items,
    deps: { articles: list.items.map((a) => a.id), lists: [listKey('front', site), latestKey(site)] },
  };
}
