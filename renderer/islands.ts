// Every island the client can hydrate, loaded on demand: a page whose HTML names no island loads none of
// this code, and no React either.
import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType<never> }>;

export const islandLoaders = {
  ColorModeToggle: () => import('../components/ColorModeToggle/ColorModeToggle'),
  LiveBadge: () => import('../components/LiveBadge/LiveBadge'),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
