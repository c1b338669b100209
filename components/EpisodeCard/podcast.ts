// Episode play buttons in the page (components/EpisodeCard PlayButton), loaded by +client.ts only on a page
// that has one or that takes a player over from the previous page. A button is a link to the episode's page
// (its native player, for a reader without scripts); here it becomes the global player's button: the first
// press loads the player (live/player) — or, inside the mobile app, the bridge to the app's own player
// (live/player/app.ts, specialised-features.md §4) — and each press toggles the episode.
import { isAppMode } from '../../live/appMode';
import { PLAY_BUTTON, episodeOf, setPageHooks, type EpisodeToggler, type PageHooks } from '../../live/player/episodes';
import { PLAYER_KEY } from '../../live/player/keys';

import { EPISODE_NATIVE_ATTR, EPISODE_SCRIPTED_ATTR } from '../../live/player/attrs';

let layer: Promise<EpisodeToggler> | null = null;

/** The player (or, in the app, the bridge), loaded once. */
export function podcastLayer(): Promise<EpisodeToggler> {
  layer ??= isAppMode(location.search)
    ? import('../../live/player/app').then((m) => m.appPlayer())
    : import('../../live/player').then((m) => m.player(() => import('../PlayerBar/mount')));
  return layer;
}

function press(e: Event): void {
  const b = (e.target as Element | null)?.closest?.(PLAY_BUTTON) as HTMLElement | null;
  if (!b) return;
  if (e instanceof MouseEvent && (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)) return;
  if (e instanceof KeyboardEvent && e.key !== ' ') return;
  const episode = episodeOf(b);
  if (!episode) return;
  // The press is the button's alone: no link handling (the app's navigation bridge, the page swap) sees it.
  e.preventDefault();
  e.stopPropagation();
  void podcastLayer().then((p) => p.toggle(episode));
}

/** The page's own player where scripts run: the global one takes its place (it keeps playing across pages). */
function hideNativePlayers(root: ParentNode): void {
  root.querySelectorAll<HTMLAudioElement>(`audio[${EPISODE_NATIVE_ATTR}]`).forEach((a) => {
    a.pause();
    a.hidden = true;
  });
  root.querySelectorAll<HTMLElement>(`[${EPISODE_SCRIPTED_ATTR}][hidden]`).forEach((el) => (el.hidden = false));
}

let listening = false;

/** Starts the podcast layer of the page (and again after its content was swapped). */
export function startPodcast(root: ParentNode, page: PageHooks): void {
  setPageHooks(page);
  if (!listening) {
    listening = true;
    // In the capture phase: before the link handlers every page has on the document (live/navigation.ts).
    document.addEventListener('click', press, true);
    // A link is pressed with Enter; a button with Space too.
    document.addEventListener('keydown', press, true);
  }
  hideNativePlayers(root);
  // Links that play: buttons for assistive technology (Space presses them too, see press()).
  root.querySelectorAll(PLAY_BUTTON).forEach((b) => b.setAttribute('role', 'button'));
  // The player's code comes with the first press, unless it is needed now: a player carried over from the
  // previous page, or the app's player, whose state the cards show; once loaded it paints every new page.
  if (layer || isAppMode(location.search) || hasCarriedPlayer()) void podcastLayer().then((p) => p.paint(root));
}

/** A player the previous page of this tab left (live/player/storage.ts). */
export function hasCarriedPlayer(): boolean {
  try {
    return sessionStorage.getItem(PLAYER_KEY) !== null;
  } catch {
    return false;
  }
}
