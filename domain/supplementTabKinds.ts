// What a supplement's tab (or sub-tab) shows, by kind (reader-site.md §2 "Supplements under /melleklet/",
// specialised-features.md §2 "Election pages"): each kind is one name here with the rule that tells it from the
// table's fields (domain/supplements.ts), one loader and one view in pages/melleklet/kinds/
// (docs/recipes/add-a-supplement-tab.md). The table's own `kind` (articles, data, football) is the spec's grouping
// of the tabs; this is what is loaded and drawn.
import { footballPartOf, type SupplementMatch } from './supplements';
import { datasetOf } from './supplementData';

type View = Pick<SupplementMatch, 'supplement' | 'tab' | 'subTab'>;

interface TabKindRule<N extends string> {
  name: N;
  /** Whether a view of the table is this kind's; the first kind that says so takes it. */
  shows(v: View): boolean;
}

const kind = <N extends string>(name: N, shows: (v: View) => boolean): TabKindRule<N> => ({ name, shows });

/** Every kind, in the order they are asked: the more particular fields first, the plain articles list last. */
export const TAB_KINDS = [
  // The football screen with the league fixed to the tournament (a football tab of a supplement that has one).
  kind('football', (v) => footballPartOf(v) !== null),
  // A dataset of the content API (domain/supplementData.ts).
  kind('dataset', (v) => datasetOf(v.tab, v.subTab) !== null),
  // An election's data pages (/adatok[/{a}[/{b}]]): the embedded map of a region and a party.
  kind('election-map', (v) => v.supplement.election === true && v.tab.freeSegments !== undefined),
  // The prediction game's tab (domain/predictionGame.ts): the game in brief and the way to it.
  kind('prediction-game', (v) => v.tab.game !== undefined),
  kind('articles', (v) => v.tab.kind === 'articles'),
] as const;

export type TabKind = (typeof TAB_KINDS)[number]['name'];

export const TAB_KIND_NAMES: readonly TabKind[] = TAB_KINDS.map((k) => k.name);

/** The kind a view of the table is, or null: none (its page is a 404 with a log line, never a 500). */
export function tabKindOf(v: View): TabKind | null {
  return TAB_KINDS.find((k) => k.shows(v))?.name ?? null;
}
