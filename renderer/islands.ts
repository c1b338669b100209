// Every island the client can hydrate, loaded on demand: a page whose HTML names no island loads none of
// this code, and no React either.
import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType<never> }>;

export const islandLoaders = {
  AccountPanel: () => import('../components/AccountPanel/AccountPanel'),
  ColorModeToggle: () => import('../components/ColorModeToggle/ColorModeToggle'),
  F1LiveResult: () => import('../components/F1LiveResult/F1LiveResult'),
  LiveBadge: () => import('../components/LiveBadge/LiveBadge'),
  LiveScores: () => import('../components/LiveScores/LiveScores'),
  SignInForm: () => import('../components/SignInForm/SignInForm'),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
