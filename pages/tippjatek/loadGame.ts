// The prediction game's state, read from its service on the content API's listener (services/predictionGame/):
// the game's view for every page, a sheet for a sheet's page. A game whose service fails still renders, as a
// page without counts; a sheet that is not there is the caller's 404.
import type { PageContextServer } from 'vike/types';
import { GAME_API_PREFIX, type GameDefinition, type GameView, type SheetView } from '../../domain/predictionGame';
import { loadSettings } from '../../config/settings';

function baseOf(pageContext: PageContextServer): string {
  return (pageContext.contentApiUrl ?? loadSettings(['CONTENT_API_URL']).CONTENT_API_URL).replace(/\/+$/, '');
}

async function getJson<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as T;
}

export async function loadGameView(pageContext: PageContextServer, game: GameDefinition, nowMs: number): Promise<GameView> {
  try {
    const view = await getJson<GameView>(`${baseOf(pageContext)}${GAME_API_PREFIX}${game.slug}`);
    if (view) return view;
  } catch (err) {
    console.error(`tippjatek: ${game.slug} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { slug: game.slug, open: nowMs < game.closesAt, sheets: 0, average: null };
}

/** The sheet, or null when there is none; a failure of the service throws (the page is a 500, not a false 404). */
export function loadSheet(pageContext: PageContextServer, game: GameDefinition, key: string): Promise<SheetView | null> {
  return getJson<SheetView>(`${baseOf(pageContext)}${GAME_API_PREFIX}${game.slug}/lap/${encodeURIComponent(key)}`);
}
