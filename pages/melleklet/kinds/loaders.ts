// What each supplement tab kind loads, by the kind's name (domain/supplementTabKinds.ts): the data hook's half, kept
// out of the page's browser bundle. Every kind has one; the page data's `view` is the union of what they load.
import type { TabKind } from '../../../domain/supplementTabKinds';
import type { TabLoadContext, TabLoaded, TabLoader } from './types';
import { articlesLoader } from './articles.load';
import { datasetLoader } from './dataset.load';
import { footballLoader } from './football.load';
import { electionMapLoader } from './electionMap.load';
import { predictionGameLoader } from './predictionGame.load';

const LOADERS = {
  articles: articlesLoader,
  dataset: datasetLoader,
  football: footballLoader,
  'election-map': electionMapLoader,
  'prediction-game': predictionGameLoader,
} satisfies { [K in TabKind]: TabLoader<unknown> };

type Loaders = typeof LOADERS;
/** What a kind's loader gives (its view draws it). */
export type TabDataOf<K extends TabKind> = Loaders[K] extends TabLoader<infer D> ? D : never;

/** A loaded view: the kind's name with what its loader gave. */
export type TabViewData = { [K in TabKind]: { kind: K } & TabDataOf<K> }[TabKind];

/** A kind's loader; undefined for a name that is no kind's (the dispatcher's 404 with a log line). */
export function tabLoader(kind: string): TabLoader<unknown> | undefined {
  return Object.hasOwn(LOADERS, kind) ? (LOADERS as Record<string, TabLoader<unknown>>)[kind] : undefined;
}

/** Loads a view of a kind, its data tagged with the kind's name. */
export async function loadTab(kind: TabKind, loader: TabLoader<unknown>, ctx: TabLoadContext): Promise<TabLoaded<TabViewData>> {
  const loaded = await loader.load(ctx);
  return { ...loaded, data: { kind, ...(loaded.data as object) } as TabViewData };
}

export const TAB_LOADER_NAMES: readonly string[] = Object.keys(LOADERS);
