// The prediction game's state, read from its service on the content API's listener (services/predictionGame/):
// the game's view for every page, a sheet for a sheet's page. A game whose service fails still renders, as a
// page without counts; a sheet that is not there is the caller's 404.
import type { PageContextServer } from 'vike/types';
import { GAME_API_PREFIX, type GameDefinition, type GameView, type SheetView } from '../../domain/predictionGame';
import { loadSettings } from '../../config/settings';
import { createCaller } from '../../contentClient/call';
import { isContentApiError } from '../../contentClient/errors';
import { httpTransport } from '../../contentClient/httpTransport';
import { readHeaders } from '../../renderer/shell';

/** The game's answer at `path`, or null when there is none (404); any other failure throws its ContentApiError. */
async function getJson<T>(pageContext: PageContextServer, path: string): Promise<T | null> {
  const baseUrl = pageContext.contentApiUrl ?? loadSettings(['CONTENT_API_URL']).CONTENT_API_URL;
  return createCaller({ baseUrl, transport: httpTransport, timeoutMs: 5000, headers: readHeaders(pageContext) })
    .get<T>(path)
    .catch((err: unknown) => {
      if (isContentApiError(err, 'not-found')) return null;
      throw err;
    });
}

export async function loadGameView(pageContext: PageContextServer, game: GameDefinition, nowMs: number): Promise<GameView> {
  try {
    const view = await getJson<GameView>(pageContext, `${GAME_API_PREFIX}${game.slug}`);
    if (view) return view;
  } catch (err) {
    console.error(`tippjatek: ${game.slug} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { slug: game.slug, open: nowMs < game.closesAt, sheets: 0, average: null };
}

/** The sheet, or null when there is none; a failure of the service throws (the page is a 500, not a false 404). */
export function loadSheet(pageContext: PageContextServer, game: GameDefinition, key: string): Promise<SheetView | null> {
  return getJson<SheetView>(pageContext, `${GAME_API_PREFIX}${game.slug}/lap/${encodeURIComponent(key)}`);
}
