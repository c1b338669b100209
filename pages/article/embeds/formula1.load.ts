// The Formula 1 widget the body embeds, in the state its link names (§8: a failed call is an empty box).
import { parseF1Query } from '../../../domain/formula1/query';
import type { Formula1View } from '../../../domain/formula1/view';
import { FORMULA1_PATH } from '../../../domain/formula1/query';
import type { Formula1Data } from '../../../domain/articleBody/kinds/formula1';
import { FORMULA1_KEY, loadFormula1 } from '../../formula1/loadFormula1';
import { formula1SourceOf } from '../../formula1/source';
import type { EmbedLoader } from './types';

export const formula1Loader: EmbedLoader<Formula1Data, Formula1View> = {
  load: (pageContext, { query }) =>
    loadFormula1(formula1SourceOf(pageContext), parseF1Query(query), { basePath: FORMULA1_PATH, nowUnix: Math.floor(Date.now() / 1000) }),
  deps: () => [FORMULA1_KEY],
};
