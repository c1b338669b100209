// Which image is a page's largest paint, so its head can preload it (issue #24: the preload scanner finds the
// LCP image with the size the page shows it at). Pure: the pages hand in what they show first.
import type { ImageSlot } from './images';
import type { ImageSet } from './types';
import { showHighlightStrip } from './lists';

export interface LeadImage {
  set: ImageSet;
  slot: ImageSlot;
}

interface BlockLike {
  variant: string;
  articles: readonly { coverImageSet?: ImageSet | null }[];
}

/**
 * A front page's lead image: the first article's picture of the top curated block (the breaking band above
 * it is a band of titles: its pictures are not shown), at the lead size where that block shows its first
 * article large (`lead`), at the size of a block's story beside its title otherwise (`teaser`); a list block
 * shows no pictures, so there is none.
 */
export function frontLeadImage(blocks: readonly (BlockLike | null | undefined)[]): LeadImage | null {
  const top = blocks.find((b): b is BlockLike => Boolean(b && b.variant !== 'breaking' && b.articles.length > 0));
  if (!top || top.variant === 'list') return null;
  const set = top.articles[0]!.coverImageSet;
  if (!set) return null;
  return { set, slot: top.variant === 'lead' ? 'lead' : 'teaser' };
}

/**
 * A list page's largest picture: the first card of the highlight strip when the strip shows (it stands above the
 * list), else the first entry's. Its card loads it at once with high priority (ArticleCard `lead`); the others
 * wait until they near the screen. Null when that card has no picture.
 */
export function listLeadArticle<T extends { coverImageSet?: ImageSet | null }>(strip: readonly T[], entries: readonly T[]): T | null {
  const first = showHighlightStrip(strip) ? strip[0] : entries[0];
  return first?.coverImageSet ? first : null;
}
