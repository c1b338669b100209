// The island marker's attributes (domain/dataAttributes.ts): written by Island.tsx, read by hydrate.ts.
import type { DataAttrs } from '../../domain/dataAttributes';

/** The custom element an island's markup sits in. */
export const ISLAND_TAG = 'island-root';

export const ISLAND_ATTR = {
  /** The island's name (islandNames.ts). */
  island: 'data-island',
  /** When it hydrates (Island.tsx HydrateWhen). */
  hydrate: 'data-hydrate',
  /** Its props, as JSON. */
  props: 'data-props',
  /** Set once it is started. */
  hydrated: 'data-hydrated',
} as const satisfies DataAttrs;
