// Every island the client can bring to life, loaded on demand: a page whose HTML names no island loads none of
// this code, and no React either.
import type { ComponentType } from 'react';
import type { LivePartName, ReactIslandName } from '../components/Island/islandNames';
export { isIslandName } from '../components/Island/islandNames';
import { mount as mountPushControl } from '../components/PushControl/pushControl';

type Loader = () => Promise<{ default: ComponentType<never> }>;

/** Islands hydrated by React: they hold state or answer the reader. */
export const islandLoaders = {
  AccountPanel: () => import('../components/AccountPanel/AccountPanel'),
  ColorModeToggle: () => import('../components/ColorModeToggle/ColorModeToggle'),
  LiveBadge: () => import('../components/LiveBadge/LiveBadge'),
  SignInForm: () => import('../components/SignInForm/SignInForm'),
  TagSearch: () => import('../components/TagSearch/TagSearch'),
} satisfies Record<ReactIslandName, Loader>;

/**
 * Starts a live part on its server-rendered element: it polls and redraws its own markup (live/drawView.ts)
 * without React DOM (D-237). Answers its stop.
 */
export type LiveMount = (el: HTMLElement, props: never) => () => void;

/** Parts that need no React: live parts that only show data (drawn again from each poll), and plain DOM code. */
export const liveLoaders = {
  F1LiveResult: () => import('../components/F1LiveResult/F1LiveResult'),
  LiveScores: () => import('../components/LiveScores/LiveScores'),
  LiveMatch: () => import('../components/FootballMatch/FootballMatchView'),
  MinutesCounter: () => import('../components/MinutesCounter/MinutesCounter'),
  ElectionMap: () => import('../components/ElectionMap/electionMap'),
  NewsletterPromo: () => import('../components/NewsletterPromo/newsletterPromo'),
  Quiz: () => import('../components/Quiz/quiz'),
  // A few hundred bytes, in the registry itself: it starts with the footer of every article (D-252).
  PushControl: async () => ({ mount: mountPushControl }),
} satisfies Record<LivePartName, () => Promise<{ mount: LiveMount }>>;
