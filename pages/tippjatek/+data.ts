import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { pageHead } from '../../domain/head';
import { notFoundMessage } from '../../domain/routes';
import { GAME_ROOT, gameOf, gamePath, type GameDefinition, type GameView, type SheetView } from '../../domain/predictionGame';
import { loadShell, siteOf } from '../../renderer/shell';
import { pageRoute } from '../../renderer/pageRoute';
import type { PageData } from '../../renderer/types';
import { loadGameView, loadSheet } from './loadGame';

export interface GamePageData extends PageData {
  /** The list's time (ms): which games are still open. */
  now: number;
  game: GameDefinition | null;
  view: GameView | null;
  sheet: SheetView | null;
  saved: boolean;
}

/** The game list, a game's page (prerendered), or a reader's tip sheet (rendered on request: its key is the reader's). */
export async function data(pageContext: PageContextServer): Promise<GamePageData> {
  const site = siteOf(pageContext);
  const { match: m } = pageRoute(pageContext);
  const shell = loadShell(pageContext);
  const now = Date.now();
  const game = m.name === 'tippjatek' ? gameOf(m.subSlug) : null;
  if (!game) {
    return {
      head: pageHead(site, { title: 'Tippjáték', path: GAME_ROOT }),
      shell: await shell,
      deps: { articles: [], lists: [] },
      now,
      game: null,
      view: null,
      sheet: null,
      saved: false,
    };
  }
  const key = m.name === 'tippjatek' ? m.key : undefined;
  const [view, sheet] = await Promise.all([loadGameView(pageContext, game, now), key ? loadSheet(pageContext, game, key) : null]);
  if (key && !sheet) throw render(404, notFoundMessage(pageContext.urlPathname));
  const path = key ? `${gamePath(game.slug)}/${key}` : gamePath(game.slug);
  return {
    // A sheet is one reader's: no search engine needs it.
    head: pageHead(site, { title: key ? `Tipplap – ${game.title}` : game.title, path, description: game.intro, noindex: Boolean(key) }),
    shell: await shell,
    deps: { articles: [], lists: [] },
    now,
    game,
    view,
    sheet,
    saved: Boolean(key) && pageContext.urlParsed.search.v !== undefined,
  };
}
