// Header scroll state (reader-site.md §4): scroll-up / scroll-down body classes with a 50 px hysteresis,
// and the hero's fill class once scrolled past it.

export const SCROLL_HYSTERESIS_PX = 50;
/** A hero starting with a title or headline reacts from 80 px, others from 30 px. */
export const HERO_THRESHOLD_TITLE_PX = 80;
export const HERO_THRESHOLD_DEFAULT_PX = 30;

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

export function heroThreshold(hasTitle: boolean): number {
  return hasTitle ? HERO_THRESHOLD_TITLE_PX : HERO_THRESHOLD_DEFAULT_PX;
}

/** The hero gets its fill class once the page is scrolled beyond its height. */
export function heroFilled(y: number, heroHeight: number): boolean {
  return y > heroHeight;
}
