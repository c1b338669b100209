import { heroFilled, heroThreshold, nextScrollState, type ScrollState } from '../../domain/scroll';
import { dataOf } from '../../domain/dataAttributes';
import { ARTICLE_HEADER_HERO_ATTR } from './attrs';

/** Body scroll-up / scroll-down classes and the hero fill class, throttled to animation frames. */
export function watchScroll(): void {
  let state: ScrollState = { direction: null, anchorY: window.scrollY };
  let queued = false;
  const update = () => {
    // Looked up each time: the podcast player may have swapped the page's content (live/player/swap.ts).
    const hero = document.querySelector<HTMLElement>(`[${ARTICLE_HEADER_HERO_ATTR}]`);
    queued = false;
    const y = window.scrollY;
    const next = nextScrollState(state, y);
    if (next.direction !== state.direction) {
      document.body.classList.toggle('scroll-down', next.direction === 'down');
      document.body.classList.toggle('scroll-up', next.direction === 'up');
    }
    state = next;
    if (hero) {
      // data-hero="title" for a hero that opens with a title or headline.
      document.body.classList.toggle('hero-scrolled', y > heroThreshold(dataOf(hero, ARTICLE_HEADER_HERO_ATTR) === 'title'));
      hero.classList.toggle('hero--filled', heroFilled(y, hero.offsetHeight));
    }
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
}
