// Formula 1 as a sport of the registry (domain/sports/registry.ts): the widget's own page (specialised-features.md
// §2) and the widget in an article's body (D-211).
import { formula1Kind } from '../articleBody/kinds/formula1';
import type { Sport } from '../sports/sport';
import { F1_PARAMS, FORMULA1_PATH } from './query';
import { F1_TEXTS } from './texts';

export const formula1Sport: Sport<'formula1'> = {
  name: 'formula1',
  path: FORMULA1_PATH,
  params: F1_PARAMS,
  title: F1_TEXTS.title,
  service: 'formula-1',
  embedKinds: [formula1Kind],
  articleMatch: () => false,
  supplementTab: null,
};
