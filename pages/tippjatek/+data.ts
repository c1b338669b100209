import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../domain/head';
import { loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';

/** A placeholder of the prediction game's front page; the game itself is another issue's. */
export async function data(pageContext: PageContextServer): Promise<PageData> {
  return {
    head: pageHead(siteOf(pageContext), { title: 'Tippjáték', path: '/melleklet/tippjatek' }),
    shell: await loadShell(pageContext),
    deps: { articles: [], lists: [] },
  };
}
