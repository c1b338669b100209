import type { ComponentType } from 'react';
import type { IslandName } from './islandNames';
import { ISLAND_HYDRATE_ATTR, ISLAND_ISLAND_ATTR, ISLAND_PROPS_ATTR } from './attrs';

/** When the browser loads and hydrates an island's code. */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction';

declare module 'react' {
  // Augmenting React's JSX namespace is the only way to type a custom element (a namespace by React's design).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'island-root': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        [ISLAND_ISLAND_ATTR]: string;
        [ISLAND_HYDRATE_ATTR]: HydrateWhen;
        [ISLAND_PROPS_ATTR]: string;
      };
    }
  }
}

/**
 * Marks a component that runs in the browser. The server renders it in full; its props travel as JSON
 * next to the markup, and the client entry (+client.ts) loads its code and hydrates it — only it, never
 * the page around it.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'visible',
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  hydrate?: HydrateWhen;
}) {
  return (
    <island-root
      {...{ [ISLAND_ISLAND_ATTR]: name }}
      {...{ [ISLAND_HYDRATE_ATTR]: hydrate }}
      {...{ [ISLAND_PROPS_ATTR]: JSON.stringify(props) }}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </island-root>
  );
}
