import { islandLoaders, isIslandName } from './islands';
import type { HydrateWhen } from './Island';

async function hydrate(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? '';
  if (!isIslandName(name)) {
    console.error(`unknown island '${name}'`);
    return;
  }
  const props = JSON.parse(el.dataset.props ?? '{}') as object;
  const [{ hydrateRoot }, { createElement }, mod] = await Promise.all([
    import('react-dom/client'),
    import('react'),
    islandLoaders[name](),
  ]);
  hydrateRoot(el, createElement(mod.default as React.ComponentType<object>, props));
  el.dataset.hydrated = '';
}

const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

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
    const onFirst = () => {
      for (const type of INTERACTIONS) el.removeEventListener(type, onFirst);
      run();
    };
    for (const type of INTERACTIONS) el.addEventListener(type, onFirst, { once: true, passive: true });
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      run();
    }
  }, { rootMargin: '200px' });
  observer.observe(el);
}

/** Finds the page's islands and hydrates each when its moment comes. */
export function hydrateIslands(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('island-root[data-island]').forEach(schedule);
}
