// The body's embed kinds: one module each under kinds/, registered here and nowhere else in domain/ — a sport's kinds
// (the Formula 1 widget) by its description in domain/sports/registry.ts, first. The page's half of a kind that loads
// something (what it loads, its dependency keys, how it draws) is registered in pages/article/embeds/.
import type { Block, EmbedKindRule } from './blocks';
import { drawnBlocks, parseBody } from './blocks';
import { SPORTS } from '../sports/registry';
import { episodeKind } from './kinds/podcast';
import { quizKind } from './kinds/quiz';
import { datawrapperKind } from './kinds/datawrapper';
import { youtubeKind } from './kinds/youtube';
import { spotifyKind } from './kinds/spotify';

export const EMBED_KINDS: readonly EmbedKindRule[] = [
  ...SPORTS.flatMap((s) => s.embedKinds),
  episodeKind,
  quizKind,
  datawrapperKind,
  youtubeKind,
  spotifyKind,
] as EmbedKindRule[];

export function embedKind(name: string): EmbedKindRule | undefined {
  return EMBED_KINDS.find((k) => k.name === name);
}

/** Iframe hosts the kinds keep in a body: the only ones the sanitiser lets an iframe load from. */
export const KIND_IFRAME_HOSTS: readonly string[] = EMBED_KINDS.flatMap((k) => k.iframeHosts ?? []);

/** Whether a kind keeps this iframe address. */
export function kindKeepsIframe(src: string): boolean {
  return EMBED_KINDS.some((k) => k.keepsIframe?.(src) ?? false);
}

/** Sanitised body HTML as blocks of the registered kinds. */
export function parseArticleBody(html: string): Block[] {
  return parseBody(html, EMBED_KINDS);
}

/** The kinds drawn as plain HTML with nothing to load: third parties' click-to-load placeholders. */
const PLACEHOLDER_KINDS: readonly EmbedKindRule[] = EMBED_KINDS.filter((k) => k.html !== undefined);

/**
 * Sanitised body HTML with every placeholder kind drawn in place, and nothing else of the model: what a live-blog
 * post shows (no widgets, no inserts), the same placeholders as an article's body.
 */
export function drawPlaceholders(html: string): string {
  return drawnBlocks(parseBody(html, PLACEHOLDER_KINDS), embedKind)
    .map((b) => (b.type === 'html' ? b.html : ''))
    .join('');
}
