// What each body embed kind that loads something loads, by the kind's name (domain/articleBody/embedKinds.ts): the
// data hook's half, kept out of the page's browser bundle. A kind with nothing to load (a click-to-load placeholder)
// has none. A sport's kinds come from its entry in ../sports.ts.
import type { PageContextServer } from 'vike/types';
import type { Block, EmbedBlock } from '../../../domain/articleBody/blocks';
import { episodeKind } from '../../../domain/articleBody/kinds/podcast';
import { quizKind } from '../../../domain/articleBody/kinds/quiz';
import type { EmbedLoader } from './types';
import { SPORT_LOADERS } from '../sports';
import { episodeLoader } from './podcast.load';
import { quizLoader } from './quiz.load';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each loader is typed by its own kind; the table is looked up by name
const LOADERS: Record<string, EmbedLoader<any, any>> = {
  ...Object.values(SPORT_LOADERS).reduce((all, s) => ({ ...all, ...s.embeds }), {}),
  [episodeKind.name]: episodeLoader,
  [quizKind.name]: quizLoader,
};

/** What a place of the body loads; undefined for a kind that loads nothing. */
export function loadEmbed(pageContext: PageContextServer, block: EmbedBlock): Promise<unknown> | undefined {
  return LOADERS[block.kind]?.load(pageContext, block.data);
}

/** The dependency keys of what the body's embeds loaded. */
export function embedDeps(blocks: readonly Block[]): string[] {
  return blocks.flatMap((b) => (b.type === 'embed' && b.loaded != null ? (LOADERS[b.kind]?.deps?.(b.loaded) ?? []) : []));
}
