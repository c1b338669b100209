// The page's half of each body embed kind that loads something, by the kind's name (domain/articleBody/embedKinds.ts).
// A kind drawn as plain HTML with nothing to load (a click-to-load placeholder) has none.
import type { PageContextServer } from 'vike/types';
import type { ReactNode } from 'react';
import type { Block, EmbedBlock } from '../../../domain/articleBody/blocks';
import { formula1Kind } from '../../../domain/articleBody/kinds/formula1';
import { episodeKind } from '../../../domain/articleBody/kinds/podcast';
import { quizKind } from '../../../domain/articleBody/kinds/quiz';
import type { ArticlePageData } from '../+data';
import type { EmbedShell } from './types';
import { formula1Shell } from './formula1';
import { episodeShell } from './podcast';
import { quizShell } from './quiz';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each shell is typed by its own kind; the table is looked up by name
const SHELLS: Record<string, EmbedShell<any, any>> = {
  [formula1Kind.name]: formula1Shell,
  [episodeKind.name]: episodeShell,
  [quizKind.name]: quizShell,
};

/** What a place of the body loads; undefined for a kind that loads nothing. */
export function loadEmbed(pageContext: PageContextServer, block: EmbedBlock): Promise<unknown> | undefined {
  return SHELLS[block.kind]?.load(pageContext, block.data);
}

/** The dependency keys of what the body's embeds loaded. */
export function embedDeps(blocks: readonly Block[]): string[] {
  return blocks.flatMap((b) => (b.type === 'embed' && b.loaded != null ? (SHELLS[b.kind]?.deps?.(b.loaded) ?? []) : []));
}

export function renderEmbed(block: EmbedBlock, page: ArticlePageData): ReactNode {
  return SHELLS[block.kind]?.render(block.loaded, page) ?? null;
}
