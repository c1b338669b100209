import { reloadTo } from '../live/reload';
import type { HydrateWhen } from './Island';

/** A hydrated island keeps its React root, so that a page swapped out (live/player/swap.ts) can unmount it. */
export type IslandElement = HTMLElement & { islandRoot?: { unmount(): void } };

/**
 * Loads the island's code and React, hydrates it, and resolves once React has committed; a live part that only
 * shows data loads its own code alone and starts it (D-237). The registry of islands comes with the first
 * island that starts: a page whose only island waits for the reader (the header's colour toggle) loads none of
 * its loaders (D-236).
 */
async function hydrate(el: IslandElement): Promise<void> {
  const name = el.dataset.island ?? '';
  const props = JSON.parse(el.dataset.props ?? '{}') as object;
  let started: () => void;
  try {
    const { islandLoaders, liveLoaders, isIslandName } = await import('./islands');
    if (!isIslandName(name)) {
      console.error(`unknown island '${name}'`);
      return;
    }
    if (Object.hasOwn(liveLoaders, name)) {
      const { mount } = await liveLoaders[name as keyof typeof liveLoaders]();
      started = () => (el.islandRoot = { unmount: mount(el, props as never) });
    } else {
      const [{ hydrateRoot }, { createElement }, mod] = await Promise.all([
        import('react-dom/client'),
        import('react'),
        islandLoaders[name as keyof typeof islandLoaders](),
      ]);
      started = () =>
        (el.islandRoot = hydrateRoot(el, createElement(mod.default as React.ComponentType<object>, props), {
          onRecoverableError: (err) => console.warn('island hydration', name, err),
        }));
    }
  } catch (err) {
    // The chunk is gone (a new build replaced it) or the network dropped it: load the page again.
    console.error(`island '${name}' failed to load`, err);
    reloadTo(location.href);
    return;
  }
  started();
  await new Promise((resolve) => setTimeout(resolve, 0));
  el.dataset.hydrated = '';
}

// Hover and touch start the download early; a click that still beats the code is replayed after hydration.
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click'] as const;

function schedule(el: HTMLElement): void {
  const when = (el.dataset.hydrate ?? 'visible') as HydrateWhen;
  const run = () => void hydrate(el);
  if (when === 'load') return run();
  if (when === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
    return;
  }
  if (when === 'interaction') {
    let replay: HTMLElement | null = null;
    let started = false;
    const onEvent = (e: Event) => {
      if (e.type === 'click' && !('hydrated' in el.dataset)) {
        e.preventDefault();
        e.stopPropagation();
        replay = e.target instanceof HTMLElement ? e.target : null;
      }
      if (started) return;
      started = true;
      void hydrate(el).then(() => {
        for (const type of INTERACTIONS) el.removeEventListener(type, onEvent, true);
        replay?.click();
      });
    };
    for (const type of INTERACTIONS) el.addEventListener(type, onEvent, true);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  // The marker is display: contents and has no box of its own: watch what it holds.
  for (const child of Array.from(el.children)) observer.observe(child);
  if (el.children.length === 0) run();
}

/** Finds the page's islands and hydrates each when its moment comes. */
export function hydrateIslands(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('island-root[data-island]').forEach(schedule);
}
