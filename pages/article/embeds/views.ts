// How each body embed kind that loads something draws it, by the kind's name (domain/articleBody/embedKinds.ts); a sport's
// kinds come from its entry in ../sportViews.ts.
import type { ReactNode } from 'react';
import type { EmbedBlock } from '../../../domain/articleBody/blocks';
import { episodeKind } from '../../../domain/articleBody/kinds/podcast';
import { quizKind } from '../../../domain/articleBody/kinds/quiz';
import type { ArticlePageData } from '../pageData';
import type { EmbedView } from './types';
import { SPORT_VIEWS } from '../sportViews';
import { episodeView } from './podcast';
import { quizView } from './quiz';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view is typed by its own kind; the table is looked up by name
const VIEWS: Record<string, EmbedView<any>> = {
  ...Object.values(SPORT_VIEWS).reduce((all, s) => ({ ...all, ...s.embeds }), {}),
  [episodeKind.name]: episodeView,
  [quizKind.name]: quizView,
};

export function renderEmbed(block: EmbedBlock, page: ArticlePageData): ReactNode {
  return VIEWS[block.kind]?.render(block.loaded, page) ?? null;
}
