import { reloadTo } from '../../live/reload';
import type { HydrateWhen } from './Island';
import type { IslandName } from './islandNames';
import { dataOf } from '../../domain/dataAttributes';
import { ISLAND_HYDRATED_ATTR, ISLAND_HYDRATE_ATTR, ISLAND_ISLAND_ATTR, ISLAND_PROPS_ATTR, ISLAND_TAG } from './attrs';

/**
 * The page's registry of island code (renderer/islands.ts), handed in by the page script: it imports the
 * components, which import this runtime.
 */
export interface IslandRegistry {
  islandLoaders: Record<string, () => Promise<{ default: unknown }>>;
  liveLoaders: Record<string, () => Promise<{ mount: (el: HTMLElement, props: never) => () => void }>>;
  isIslandName(name: string): name is IslandName;
}
export type LoadRegistry = () => Promise<IslandRegistry>;

/** A hydrated island keeps its React root, so that a page swapped out (live/player/swap.ts) can unmount it. */
export type IslandElement = HTMLElement & { islandRoot?: { unmount(): void } };

/**
 * Loads the island's code and React, hydrates it, and resolves once React has committed; a live part that only
 * shows data loads its own code alone and starts it (D-237). The registry of islands comes with the first
 * island that starts: a page whose only island waits for the reader (the header's colour toggle) loads none of
 * its loaders (D-236).
 */
async function hydrate(el: IslandElement, loadRegistry: LoadRegistry): Promise<void> {
  const name = dataOf(el, ISLAND_ISLAND_ATTR) ?? '';
  const props = JSON.parse(dataOf(el, ISLAND_PROPS_ATTR) ?? '{}') as object;
  let started: () => void;
  try {
    const { islandLoaders, liveLoaders, isIslandName } = await loadRegistry();
    if (!isIslandName(name)) {
      console.error(`unknown island '${name}'`);
      return;
    }
    if (Object.hasOwn(liveLoaders, name)) {
      const { mount } = await liveLoaders[name]!();
      started = () => (el.islandRoot = { unmount: mount(el, props as never) });
    } else {
      const [{ hydrateRoot }, { createElement }, mod] = await Promise.all([import('react-dom/client'), import('react'), islandLoaders[name]!()]);
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
  el.setAttribute(ISLAND_HYDRATED_ATTR, '');
}

// Hover and touch start the download early; a click that still beats the code is replayed after hydration.
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click'] as const;

function schedule(el: HTMLElement, loadRegistry: LoadRegistry): void {
  const when = (dataOf(el, ISLAND_HYDRATE_ATTR) ?? 'visible') as HydrateWhen;
  const run = () => void hydrate(el, loadRegistry);
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
      if (e.type === 'click' && !el.hasAttribute(ISLAND_HYDRATED_ATTR)) {
        e.preventDefault();
        e.stopPropagation();
        replay = e.target instanceof HTMLElement ? e.target : null;
      }
      if (started) return;
      started = true;
      void hydrate(el, loadRegistry).then(() => {
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
export function hydrateIslands(root: ParentNode, loadRegistry: LoadRegistry): void {
  root.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[${ISLAND_ISLAND_ATTR}]`).forEach((el) => schedule(el, loadRegistry));
}

/** The islands under `root` end (their pollers stop in their cleanups): the page is swapped out. */
export function unmountIslands(root: ParentNode): void {
  root.querySelectorAll<IslandElement>(ISLAND_TAG).forEach((el) => el.islandRoot?.unmount());
}
