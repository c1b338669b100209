// The Formula 1 widget's tabs (specialised-features.md §2 "Formula 1 widget", §5): the `oldal` query
// parameter, its labels letter for letter, and which list each tab chooses from.

/** The tabs in the order the spec lists their labels. */
export const F1_TABS = ['versenynaptar', 'versenyzok', 'csapatok', 'pontverseny', 'konstruktor'] as const;
export type F1Tab = (typeof F1_TABS)[number];

export const DEFAULT_F1_TAB: F1Tab = 'versenynaptar';

export const F1_TAB_LABELS: Readonly<Record<F1Tab, string>> = {
  versenynaptar: 'Versenynaptár',
  versenyzok: 'Versenyzők',
  csapatok: 'Csapatok',
  pontverseny: 'Pontverseny',
  konstruktor: 'Konstruktőrök',
};

/** `oldal` as the widget reads it: one of the five values, anything else (or nothing) the calendar (§5). */
export function parseTab(value: string | null | undefined): F1Tab {
  return (F1_TABS as readonly string[]).includes(value ?? '') ? (value as F1Tab) : DEFAULT_F1_TAB;
}

/** What a tab's dropdown and desktop side list choose from: competitions, teams, drivers, or nothing. */
export type F1ListKind = 'competitions' | 'teams' | 'drivers';

export function listOfTab(tab: F1Tab): F1ListKind | null {
  if (tab === 'versenynaptar') return 'competitions';
  if (tab === 'csapatok') return 'teams';
  if (tab === 'versenyzok') return 'drivers';
  return null;
}
