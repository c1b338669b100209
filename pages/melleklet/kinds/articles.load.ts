// An articles view: the supplement's articles (narrowed to a genre tag by the tab or sub-tab), ten a page, beside
// the list pages' sidebar; an election's first page also has the national map (its attachment page, §2).
import type { Article } from '../../../domain/types';
import { genreTagOf, supplementListKey } from '../../../domain/supplements';
import { sidebarFor } from '../../../domain/listViews';
import { mapViewOf } from '../../../domain/electionMap';
import { isContentApiError } from '../../../contentClient/errors';
import { electionMapProps, type ElectionMapViewProps } from '../../../components/ElectionMap/ElectionMap';
import { apiOf } from '../../../renderer/shell';
import { loadListFrame } from '../../list/frame';
import type { TabLoadContext, TabLoader } from './types';

export interface ArticlesTabData {
  items: Article[];
  page: number;
  totalPages: number;
  /** The election's national map above the list: on its attachment page (the supplement's bare path) only. */
  electionMap: ElectionMapViewProps | null;
  /** Unix seconds of the render: the articles' dates. */
  now: number;
}

type Listed = { items: Article[]; totalItems: number; totalPages: number };

async function listOf({ pageContext, match: m, page }: TabLoadContext): Promise<Listed> {
  const genre = genreTagOf(m);
  const api = apiOf(pageContext);
  try {
    return genre ? await api.search({ filters: { and_tags: [m.supplement.tag, genre] }, page, perPage: 10 }) : await api.list({ tag: m.supplement.tag }, page);
  } catch (err) {
    // A supplement whose tag nobody has used yet is an empty supplement, not a missing page.
    if (!isContentApiError(err, 'not-found')) throw err;
    return { items: [], totalItems: 0, totalPages: 1 };
  }
}

function attachmentMap({ match: m }: TabLoadContext): ElectionMapViewProps | null {
  const s = m.supplement;
  const attachment = s.election === true && m.tab === s.tabs[0] && !m.subTab?.slug && m.free.length === 0;
  const view = attachment ? mapViewOf(s.slug, []) : null;
  return view ? electionMapProps(view, false) : null;
}

export const articlesLoader: TabLoader<ArticlesTabData> = {
  paged: true,
  load: async (ctx) => {
    const { pageContext, site, match: m, page } = ctx;
    // The list pages' sidebar (§2 "Sidebar varies"); the election boxes are the page's own (ElectionBoxes, D-270).
    const framed = ctx.shell.then((shell) =>
      loadListFrame(
        pageContext,
        { path: m.path, sidebar: { ...sidebarFor(site, m.path), election: false } },
        { shell, header: { title: m.supplement.title, rss: null, author: null } },
      ),
    );
    const result = await listOf(ctx);
    const frame = await framed;
    // The supplement exists with no articles (page 1 says so); a page past the end does not.
    if (page > 1 && result.items.length === 0) throw ctx.notFound();
    const totalPages = Math.max(1, result.totalPages);
    return {
      data: { items: result.items, page, totalPages, electionMap: attachmentMap(ctx), now: Math.floor(Date.now() / 1000) },
      head: { path: page > 1 ? `${m.path}?oldal=${page}` : m.path },
      sidebar: frame.frame.sidebar,
      deps: {
        articles: [...result.items.map((a) => a.id), ...frame.deps.articles],
        lists: [supplementListKey(m, page), ...frame.deps.lists],
        pageCount: totalPages,
      },
    };
  },
};
