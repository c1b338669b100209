// How the article page draws each sport's body embeds, by the sport's name (domain/sports/registry.ts) and the
// kind's: the page bundle's half of sports.ts.
import type { SportName } from '../../domain/sports/registry';
import { formula1Kind } from '../../domain/articleBody/kinds/formula1';
import { formula1View } from './embeds/formula1';
import type { EmbedView } from './embeds/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view is typed by its own kind; the table is looked up by name
export const SPORT_VIEWS: { readonly [N in SportName]: Record<string, EmbedView<any>> } = {
  football: {},
  formula1: { [formula1Kind.name]: formula1View },
};
