// The supplements' datasets by name (specialised-features.md §2): what the content API serves under
// /api/supplements/{slug}/{dataset} and the store keeps, and the one query parameter a data tab reads. A leaf:
// the supplements' tabs (domain/supplements.ts) and the data rules (domain/supplementData.ts) both name them.

/** Every dataset a supplement tab can show; the content API's path segment after the supplement's slug. */
export const DATASETS = [
  'medals',
  'schedule',
  'hungarian-events',
  'turnout',
  'constituencies',
  'national-lists',
  'nationality-lists',
  'faq',
  'shows',
  'ep-lists',
  'ep-groups',
  'ep-mandates',
] as const;
export type DatasetName = (typeof DATASETS)[number];

export function isDatasetName(name: string): name is DatasetName {
  return (DATASETS as readonly string[]).includes(name);
}

/** Where the store keeps a supplement's dataset: the settings row `supplement-data:{slug}:{dataset}`. */
export function supplementDataKey(slug: string, dataset: DatasetName): string {
  return `supplement-data:${slug}:${dataset}`;
}

/** The constituency search's query parameter on the page (the API's is `q`). */
export const CONSTITUENCY_SEARCH_PARAM = 'kereses';
