// What the article page's data hook loads for each sport, by its name (domain/sports/registry.ts): the loaders of
// its body embeds and the match of an article about one. The only file of the page layer outside a sport's module
// that names one (its views: sportViews.ts); kept out of the page's browser bundle. docs/recipes/add-a-sport.md.
import type { PageContextServer } from 'vike/types';
import type { SportName } from '../../domain/sports/registry';
import type { Fixture } from '../../domain/sports/types';
import { formula1Kind } from '../../domain/articleBody/kinds/formula1';
import { articleMatchOf } from '../football/articleMatch';
import { formula1Loader } from './embeds/formula1.load';
import type { EmbedLoader } from './embeds/types';

export interface SportLoaders {
  /** What each of its body embed kinds loads, by the kind's name (domain/sports/sport.ts `embedKinds`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each loader is typed by its own kind; the table is looked up by name
  embeds: Record<string, EmbedLoader<any, any>>;
  /** The match of an article's `livescoreId`, for its score box, when the sport's `articleMatch` says it shows one. */
  articleMatch?: (pageContext: PageContextServer, id: number) => Promise<Fixture | null>;
}

export const SPORT_LOADERS: { readonly [N in SportName]: SportLoaders } = {
  football: { embeds: {}, articleMatch: articleMatchOf },
  formula1: { embeds: { [formula1Kind.name]: formula1Loader } },
};
