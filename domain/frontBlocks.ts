// The curated blocks of a front page (reader-site.md §3 "Front-page state", §4 "Front page", §9 curated
// counts and breaking block position): which blocks show, in which order, with how many articles, and
// no article twice on one page.
import type { Article, AutoBlock, FrontPageBlock, SiteSlug } from './types';
import { AUTO_BLOCK_SECTION_SIZE, BREAKING_BLOCK_POSITION } from './constants';
import { TITLE_BLOCK, TITLE_OTHER, TITLE_OTHER_SHORT } from './lists';
import { sectionHref } from './listLinks';
import { SITES } from './sites';

/**
 * How a block is laid out: `lead` one large teaser (image, lead) and the rest as a list, `grid` teasers
 * with a picture side by side, `list` titles only (narrow blocks), `breaking` the band at the top.
 */
export type BlockVariant = 'lead' | 'grid' | 'list' | 'breaking';

export interface BlockPlan {
  /** The block's `type` in the content API's boxes. */
  type: string;
  /** At most this many articles show (§9). */
  count: number;
  variant: BlockVariant;
  /** Titles are cut here (§5: 120 in article blocks, 60 or 70 in the others). */
  titleMax: number;
}

export type SubSite = 'after' | 'g7' | 'karakter';

const plan = (type: string, count: number, variant: BlockVariant, titleMax: number): BlockPlan => ({ type, count, variant, titleMax });

/**
 * The curated article blocks of each sub-site front with the counts of §9. The spec gives Karakter's counts
 * without naming its blocks; the names are the content API's block types. The podcast blocks of After (5)
 * and G7 (5, 3 shown in the block) are episodes, not articles: domain/podcast/blocks.ts (D-227).
 */
export const SUB_SITE_FRONTS: Record<SubSite, readonly BlockPlan[]> = {
  after: [
    plan('recommended', 3, 'lead', TITLE_BLOCK),
    plan('cards', 8, 'grid', TITLE_OTHER),
    plan('articles', 5, 'grid', TITLE_BLOCK),
    plan('earlier', 6, 'list', TITLE_OTHER_SHORT),
  ],
  g7: [
    plan('news', 8, 'list', TITLE_OTHER),
    plan('public-affairs', 1, 'lead', TITLE_BLOCK),
    plan('data', 1, 'lead', TITLE_BLOCK),
    plan('articles', 5, 'grid', TITLE_BLOCK),
    plan('money', 1, 'lead', TITLE_BLOCK),
    plan('earlier', 6, 'list', TITLE_OTHER_SHORT),
  ],
  karakter: [
    plan('recommended', 3, 'lead', TITLE_BLOCK),
    plan('feature', 1, 'lead', TITLE_BLOCK),
    plan('culture', 6, 'grid', TITLE_BLOCK),
    plan('bookshelf', 2, 'grid', TITLE_OTHER),
    plan('magnifier', 1, 'lead', TITLE_BLOCK),
    plan('cards', 3, 'grid', TITLE_OTHER),
    plan('interview', 1, 'lead', TITLE_BLOCK),
    plan('latest', 6, 'list', TITLE_OTHER),
    plan('film', 3, 'grid', TITLE_OTHER),
    plan('books', 2, 'grid', TITLE_OTHER),
    plan('earlier', 6, 'list', TITLE_OTHER_SHORT),
  ],
};

/** Main-domain front blocks by type; the spec sets no counts there, so every curated article shows. */
const MAIN_FRONT: Record<string, Omit<BlockPlan, 'type' | 'count'>> = {
  lead: { variant: 'lead', titleMax: TITLE_BLOCK },
  section: { variant: 'grid', titleMax: TITLE_BLOCK },
  // A sub-site's showcase on the main front: a narrower box.
  karakter: { variant: 'grid', titleMax: TITLE_OTHER },
  after: { variant: 'grid', titleMax: TITLE_OTHER },
  g7: { variant: 'grid', titleMax: TITLE_OTHER },
  // The newest articles, which a front shows when it has no curated block.
  latest: { variant: 'lead', titleMax: TITLE_BLOCK },
};
const MAIN_DEFAULT = { variant: 'grid', titleMax: TITLE_BLOCK } as const;

/** A sub-site (sites.ts homeSite): its front is curated by its plan in SUB_SITE_FRONTS. */
export function isSubSite(site: SiteSlug): site is SubSite {
  return SITES[site].homeSite !== site;
}

/** A block as the page shows it. */
export interface ShownBlock {
  id: number;
  position: number;
  type: string;
  title: string | null;
  variant: BlockVariant;
  titleMax: number;
  articles: Article[];
}

/** Blocks in position order; blocks at the same position keep the content API's order of ids. */
export function orderBlocks<T extends Pick<FrontPageBlock, 'id' | 'position'>>(blocks: readonly T[]): T[] {
  return [...blocks].sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * The breaking block (the first block at position 1000, if it has an article) and the other blocks.
 * Any further block at 1000 is dropped: there is one breaking band.
 */
export function splitBreaking<T extends Pick<FrontPageBlock, 'id' | 'position' | 'articles'>>(blocks: readonly T[]): { breaking: T | null; rest: T[] } {
  const ordered = orderBlocks(blocks);
  const at = ordered.filter((b) => b.position === BREAKING_BLOCK_POSITION);
  const breaking = at.find((b) => b.articles.length > 0) ?? null;
  return { breaking, rest: ordered.filter((b) => b.position !== BREAKING_BLOCK_POSITION) };
}

/**
 * The header with a breaking block (§4): opaque at once on the first page of a visit (pageCount 0, which
 * every static page is); after a client-side navigation only flagged as needing opacity, which the
 * header applies once the new page is in place.
 */
export function headerOpacity(hasBreaking: boolean, pageCount: number): { headerOpacity: boolean; needHeaderOpacity: boolean } {
  if (!hasBreaking) return { headerOpacity: false, needHeaderOpacity: false };
  return pageCount > 0 ? { headerOpacity: false, needHeaderOpacity: true } : { headerOpacity: true, needHeaderOpacity: false };
}

/** The first `count` articles not yet shown (nor twice in this block); they are then marked shown. */
export function takeUnshown(articles: readonly Article[], count: number, shown: Set<number>): Article[] {
  const out: Article[] = [];
  for (const a of articles) {
    if (out.length >= count) break;
    if (shown.has(a.id)) continue;
    shown.add(a.id);
    out.push(a);
  }
  return out;
}

/**
 * What a front page shows of its curated blocks, top to bottom: blocks in position order, each with the
 * articles no block above it showed, up to its count. A sub-site front shows only the blocks of its plan
 * (§9); the main fronts show every block. A block left with no article is not shown. `shown` collects
 * the ids shown (pass the breaking block's to keep them out of the blocks below).
 */
export function curateBlocks(site: SiteSlug, blocks: readonly FrontPageBlock[], shown: Set<number> = new Set()): ShownBlock[] {
  const plans = isSubSite(site) ? SUB_SITE_FRONTS[site] : null;
  const out: ShownBlock[] = [];
  for (const b of orderBlocks(blocks)) {
    let p: Omit<BlockPlan, 'type'> | undefined;
    if (plans) p = plans.find((x) => x.type === b.type);
    else p = { count: Infinity, ...(MAIN_FRONT[b.type] ?? MAIN_DEFAULT) };
    if (!p) continue;
    const articles = takeUnshown(b.articles, p.count, shown);
    if (articles.length === 0) continue;
    out.push({ id: b.id, position: b.position, type: b.type, title: b.title, variant: p.variant, titleMax: p.titleMax, articles });
  }
  return out;
}

/** The breaking block as shown: its articles, before every other block. */
export function shownBreaking(block: FrontPageBlock | null, shown: Set<number>): ShownBlock | null {
  if (!block) return null;
  const articles = takeUnshown(block.articles, Infinity, shown);
  if (articles.length === 0) return null;
  return { id: block.id, position: block.position, type: block.type, title: block.title, variant: 'breaking', titleMax: TITLE_BLOCK, articles };
}

// ---------------------------------------------------------------------------------------------------
// The auto block on the main front
// ---------------------------------------------------------------------------------------------------

/**
 * Where the auto block sits among the curated blocks: after those above this position (the lead and
 * section blocks of the seed's 10…70), before the sub-site showcases. Our choice; the spec gives none.
 */
export const AUTO_BLOCK_POSITION = 75;
/** Articles per section of an auto block as shown. */
export const AUTO_BLOCK_PER_SECTION = AUTO_BLOCK_SECTION_SIZE;
/** Articles per section asked of the content API, so that some remain once the curated ones are left out. */
export const AUTO_BLOCK_CANDIDATES = 16;

/**
 * One version of the auto block as shown: each section's newest articles that no curated block shows
 * (nor an earlier section of this version), four each; a section left empty is not shown. Every curated
 * article is excluded, above or below it: which version shows is decided in the browser, so the curated
 * blocks cannot yield to it.
 */
export function curateAutoBlock(block: AutoBlock, curated: ReadonlySet<number>, perSection = AUTO_BLOCK_PER_SECTION): AutoBlock {
  const shown = new Set(curated);
  return {
    v: block.v,
    blocks: block.blocks
      .map((s) => ({ title: s.title, slug: s.slug, articles: takeUnshown(s.articles, perSection, shown) }))
      .filter((s) => s.articles.length > 0),
  };
}

/** The curated blocks above the auto block, and those below it. */
export function splitAtAutoBlock<T extends Pick<ShownBlock, 'position'>>(blocks: readonly T[]): { above: T[]; below: T[] } {
  return { above: blocks.filter((b) => b.position < AUTO_BLOCK_POSITION), below: blocks.filter((b) => b.position >= AUTO_BLOCK_POSITION) };
}

/**
 * The list page an auto-block section's title links to, known from an article whose main section it is
 * (that names the section's site); on the other domain a full URL. Null when no article tells.
 */
export function autoSectionHref(slug: string, articles: readonly Pick<Article, 'mainSuperTag'>[], fromSite: SiteSlug): string | null {
  const own = articles.find((a) => a.mainSuperTag.slug === slug);
  if (!own) return null;
  return sectionHref(own.mainSuperTag, fromSite);
}
