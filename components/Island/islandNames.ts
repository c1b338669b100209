// The names a server-rendered page may give an island (`<Island name>`), apart from the code that loads them
// (renderer/islands.ts): a component names its island without importing the registry that imports it.

/** Islands hydrated by React: they hold state or answer the reader. */
export const REACT_ISLANDS = ['AccountPanel', 'ColorModeToggle', 'LiveBadge', 'SignInForm', 'TagSearch'] as const;

/** Parts that need no React: live parts that only show data, and plain DOM code. */
export const LIVE_PARTS = ['F1LiveResult', 'LiveScores', 'LiveMatch', 'MinutesCounter', 'ElectionMap', 'NewsletterPromo', 'Quiz', 'PushControl'] as const;

export type ReactIslandName = (typeof REACT_ISLANDS)[number];
export type LivePartName = (typeof LIVE_PARTS)[number];
export type IslandName = ReactIslandName | LivePartName;

export function isIslandName(name: string): name is IslandName {
  return (REACT_ISLANDS as readonly string[]).includes(name) || (LIVE_PARTS as readonly string[]).includes(name);
}
