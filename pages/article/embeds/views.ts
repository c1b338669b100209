// How each body embed kind that loads something draws it, by the kind's name (domain/articleBody/embedKinds.ts).
import type { ReactNode } from 'react';
import type { EmbedBlock } from '../../../domain/articleBody/blocks';
import { formula1Kind } from '../../../domain/articleBody/kinds/formula1';
import { episodeKind } from '../../../domain/articleBody/kinds/podcast';
import { quizKind } from '../../../domain/articleBody/kinds/quiz';
import type { ArticlePageData } from '../pageData';
import type { EmbedView } from './types';
import { formula1View } from './formula1';
import { episodeView } from './podcast';
import { quizView } from './quiz';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view is typed by its own kind; the table is looked up by name
const VIEWS: Record<string, EmbedView<any>> = {
  [formula1Kind.name]: formula1View,
  [episodeKind.name]: episodeView,
  [quizKind.name]: quizView,
};

export function renderEmbed(block: EmbedBlock, page: ArticlePageData): ReactNode {
  return VIEWS[block.kind]?.render(block.loaded, page) ?? null;
}
