import { heroFilled, nextScrollState, type ScrollState } from '../../domain/scroll';
import { has } from '../../domain/dataAttributes';
import { ARTICLE_HEADER_HERO_ATTR } from './attrs';
import { HEADER_OPACITY_ATTR } from '../Header/attrs';

/** The body's class while the header over a page's hero is filled (components/Header/Header.module.css). */
export const HERO_FILLED_CLASS = 'hero-filled';
/** The pages with a hero: the front's breaking band under the header, a longform's wide header. */
const HERO = `${has(HEADER_OPACITY_ATTR)}, ${has(ARTICLE_HEADER_HERO_ATTR)}`;

/** Body scroll-up / scroll-down classes and the hero fill class, throttled to animation frames. */
export function watchScroll(): void {
  let state: ScrollState = { direction: null, anchorY: window.scrollY };
  let filled = false;
  let queued = false;
  const update = () => {
    queued = false;
    const y = window.scrollY;
    const next = nextScrollState(state, y);
    if (next.direction !== state.direction) {
      document.body.classList.toggle('scroll-down', next.direction === 'down');
      document.body.classList.toggle('scroll-up', next.direction === 'up');
    }
    state = next;
    // Looked up each time: the podcast player may have swapped the page's content (live/player/swap.ts).
    filled = document.querySelector(HERO) !== null && heroFilled(filled, y);
    document.body.classList.toggle(HERO_FILLED_CLASS, filled);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  // A reload keeps the reader's place: the class is right before the first scroll event.
  update();
}
