// The football screen's tabs (specialised-features.md §2 "Live football screen" `oldal`): the standings and
// the three ranking lists, their labels, and what an unknown value falls back to.

export const FOOTBALL_TABS = ['tabella', 'gol', 'sarga', 'piros'] as const;
export type FootballTab = (typeof FOOTBALL_TABS)[number];

export const DEFAULT_FOOTBALL_TAB: FootballTab = 'tabella';

export const FOOTBALL_TAB_LABELS: Readonly<Record<FootballTab, string>> = {
  tabella: 'Tabella',
  gol: 'Góllövőlista',
  sarga: 'Sárga lapok',
  piros: 'Piros lapok',
};

/** `oldal` as the screen reads it: one of the four values, anything else (or nothing) the standings. */
export function parseFootballTab(value: string | null | undefined): FootballTab {
  return (FOOTBALL_TABS as readonly string[]).includes(value ?? '') ? (value as FootballTab) : DEFAULT_FOOTBALL_TAB;
}
