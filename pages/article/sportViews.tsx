// How the article page draws each sport's parts, by the sport's name (domain/sports/registry.ts): its body embeds by
// the kind's name, and the match box of an article about one. The page bundle's half of sports.ts.
import type { ReactNode } from 'react';
import type { SportName } from '../../domain/sports/registry';
import type { Fixture } from '../../domain/sports/types';
import { formula1Kind } from '../../domain/articleBody/kinds/formula1';
import { ArticleMatchBox } from '../../components/ArticleMatchBox/ArticleMatchBox';
import { formula1View } from './embeds/formula1';
import type { EmbedView } from './embeds/types';

export interface SportViews {
  /** How each of its body embed kinds draws, by the kind's name. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view is typed by its own kind; the table is looked up by name
  embeds: Record<string, EmbedView<any>>;
  /** The box of the match an article is about (what sports.ts `articleMatch` loaded). */
  articleMatch?: (fixture: Fixture, nowUnix: number) => ReactNode;
}

export const SPORT_VIEWS: { readonly [N in SportName]: SportViews } = {
  football: { embeds: {}, articleMatch: (fixture, nowUnix) => <ArticleMatchBox fixture={fixture} nowUnix={nowUnix} /> },
  formula1: { embeds: { [formula1Kind.name]: formula1View } },
};
