// Header scroll state (reader-site.md §4): scroll-up / scroll-down body classes with a 50 px hysteresis,
// and the fill class of a page with a hero, between two thresholds.

export const SCROLL_HYSTERESIS_PX = 50;
/**
 * A page with a hero (the front's breaking band, a longform's wide header): the header fills once the page is
 * scrolled past 80 px and clears again only back under 30 px (reader-site.md §4 and §9 "thresholds 80, 30"), so
 * a reader resting between the two does not make it flicker.
 */
export const HERO_FILL_PX = 80;
export const HERO_CLEAR_PX = 30;

export type ScrollDirection = 'up' | 'down' | null;

export interface ScrollState {
  direction: ScrollDirection;
  /** Where the current direction was last confirmed. */
  anchorY: number;
}

/** The next state: the direction changes only after moving 50 px the other way from the anchor. */
export function nextScrollState(state: ScrollState, y: number): ScrollState {
  const delta = y - state.anchorY;
  if (state.direction !== 'down' && delta >= SCROLL_HYSTERESIS_PX) return { direction: 'down', anchorY: y };
  if (state.direction !== 'up' && delta <= -SCROLL_HYSTERESIS_PX) return { direction: 'up', anchorY: y };
  // Keep the anchor at the furthest point in the current direction.
  if ((state.direction === 'down' && y > state.anchorY) || (state.direction === 'up' && y < state.anchorY)) return { ...state, anchorY: y };
  return state;
}

/** Whether the header over a hero is filled at `y`, given whether it was. */
export function heroFilled(filled: boolean, y: number): boolean {
  if (y > HERO_FILL_PX) return true;
  if (y < HERO_CLEAR_PX) return false;
  return filled;
}
