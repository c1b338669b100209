// The island marker's attributes (domain/dataAttributes.ts): written by Island.tsx, read by hydrate.ts.
import type { DataAttr } from '../../domain/dataAttributes';

/** The custom element an island's markup sits in. */
export const ISLAND_TAG = 'island-root';

/** The island's name (islandNames.ts). */
export const ISLAND_ISLAND_ATTR = 'data-island' satisfies DataAttr;
/** When it hydrates (Island.tsx HydrateWhen). */
export const ISLAND_HYDRATE_ATTR = 'data-hydrate' satisfies DataAttr;
/** Its props, as JSON. */
export const ISLAND_PROPS_ATTR = 'data-props' satisfies DataAttr;
/** Set once it is started. */
export const ISLAND_HYDRATED_ATTR = 'data-hydrated' satisfies DataAttr;
