// The curated blocks of a front page (reader-site.md §3 "Front-page state", §4 "Front page", §9 curated
// counts and breaking block position): which blocks show, in which order, with how many articles, and
// no article twice on one page.
import type { Article, AutoBlock, FrontPageBlock, SiteSlug } from './types';
import { AUTO_BLOCK_SECTION_SIZE, BREAKING_BLOCK_POSITION } from './constants';
import { TITLE_BLOCK, TITLE_LIST, TITLE_OTHER, TITLE_OTHER_SHORT } from './lists';
import { sectionHref } from './listLinks';
import { linkOn } from './urls';
import { SITES, SITE_PATHS } from './sites';
import type { AdCreative, AdPosition } from './ads';
import type { ImageSlot } from './images';

/**
 * How a block is laid out: `lead` the page's lead story (large picture, lead) with secondary stories and
 * titles beside it, `grid` a section block (alternately a featured story with titles, or cards: see
 * blockLayout), `cards` teasers with a picture side by side, `list` titles only (narrow blocks),
 * `breaking` the band at the top.
 */
export type BlockVariant = 'lead' | 'grid' | 'cards' | 'list' | 'breaking';

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
 * and G7 (5, 3 shown in the block) are episodes, not articles: domain/podcast/blocks.ts (D-227). A block of
 * one article is a `grid` block, which shows it featured (blockLayout): a picture beside its title, not a
 * second lead story across a phone's screen.
 */
export const SUB_SITE_FRONTS: Record<SubSite, readonly BlockPlan[]> = {
  after: [
    plan('recommended', 3, 'lead', TITLE_BLOCK),
    plan('cards', 8, 'cards', TITLE_OTHER),
    plan('articles', 5, 'grid', TITLE_BLOCK),
    plan('earlier', 6, 'list', TITLE_OTHER_SHORT),
  ],
  g7: [
    plan('news', 8, 'list', TITLE_OTHER),
    plan('public-affairs', 1, 'grid', TITLE_BLOCK),
    plan('data', 1, 'grid', TITLE_BLOCK),
    plan('articles', 5, 'grid', TITLE_BLOCK),
    plan('money', 1, 'grid', TITLE_BLOCK),
    plan('earlier', 6, 'list', TITLE_OTHER_SHORT),
  ],
  karakter: [
    plan('recommended', 3, 'lead', TITLE_BLOCK),
    plan('feature', 1, 'grid', TITLE_BLOCK),
    plan('culture', 6, 'grid', TITLE_BLOCK),
    plan('bookshelf', 2, 'grid', TITLE_OTHER),
    plan('magnifier', 1, 'grid', TITLE_BLOCK),
    plan('cards', 3, 'cards', TITLE_OTHER),
    plan('interview', 1, 'grid', TITLE_BLOCK),
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
  // A sub-site's showcase on the main front: a row of cards.
  karakter: { variant: 'cards', titleMax: TITLE_OTHER },
  after: { variant: 'cards', titleMax: TITLE_OTHER },
  g7: { variant: 'cards', titleMax: TITLE_OTHER },
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

// ---------------------------------------------------------------------------------------------------
// Editorial hierarchy: how a shown block lays out its articles (D-278)
// ---------------------------------------------------------------------------------------------------

/**
 * `top` the lead story with secondary stories and titles beside it; `feature` one story with a picture and
 * its lead, the rest as titles; `cards` pictures side by side (rows with a thumbnail on a phone), any
 * remainder as titles; `headlines` titles only; `breaking` the band.
 */
export type BlockLayoutKind = 'top' | 'feature' | 'cards' | 'headlines' | 'breaking';

/** A story's place in its block, which decides what it shows (teaserParts). */
export type TeaserRole = 'lead' | 'secondary' | 'title';

export interface BlockLayout {
  kind: BlockLayoutKind;
  /** The large story (picture, title, lead, date); null in a block of titles or cards only. */
  lead: Article | null;
  /** Smaller stories: a thumbnail (a card on a wide screen), title and date. */
  secondary: Article[];
  /** Title lines with their dates. */
  titles: Article[];
  /** Columns of the secondary cards on a wide screen: they always fill their rows, no empty cell. */
  columns: number;
  /** One story and nothing beside it: it takes the block's whole width, not the column a neighbour would share. */
  solo: boolean;
}

/** Secondary stories beside the lead story of a `top` block; the rest are title lines. */
export const TOP_SECONDARY = 2;
/** Most cards in one row. */
export const CARD_COLUMNS_MAX = 4;

/**
 * How many of `n` stories show as cards and in how many columns so that every row is full: all of them in
 * one row up to four, else the most cards that 4 or 3 columns fill (a tie goes to 4); the rest become
 * title lines below. 5 → 4 cards + 1 title, 6 → 3×2, 7 → 3×2 + 1 title, 8 → 4×2.
 */
export function cardSplit(n: number): { cards: number; columns: number } {
  if (n <= CARD_COLUMNS_MAX) return { cards: n, columns: Math.max(1, n) };
  let best = { cards: 0, columns: CARD_COLUMNS_MAX };
  for (const columns of [4, 3]) {
    const cards = n - (n % columns);
    if (cards > best.cards) best = { cards, columns };
  }
  return best;
}

/**
 * The layout of a shown block. `ordinal` counts the `grid` blocks above it on the page: they alternate
 * between a featured story with titles (even) and cards (odd), so neighbouring sections look different.
 */
export function blockLayout(block: Pick<ShownBlock, 'variant' | 'articles'>, ordinal = 0): BlockLayout {
  const [first = null, ...rest] = block.articles;
  const none = { lead: null, secondary: [], titles: [], columns: 1, solo: false };
  // The band is one column whatever it holds; any other block of one story gives it the whole width.
  const solo = block.variant !== 'breaking' && block.articles.length === 1;
  switch (block.variant) {
    case 'breaking':
      return { ...none, kind: 'breaking', lead: first, titles: rest };
    case 'list':
      return { ...none, kind: 'headlines', titles: [...block.articles], solo };
    case 'lead':
      return { ...none, kind: 'top', lead: first, secondary: rest.slice(0, TOP_SECONDARY), titles: rest.slice(TOP_SECONDARY), solo };
    case 'grid':
    case 'cards': {
      // An odd section block shows cards, an even one its featured story; a single story is featured in any
      // block, as one card alone would stretch its picture across the block.
      if ((block.variant === 'grid' && ordinal % 2 === 0) || block.articles.length === 1) return { ...none, kind: 'feature', lead: first, titles: rest, solo };
      const { cards, columns } = cardSplit(block.articles.length);
      return { ...none, kind: 'cards', secondary: block.articles.slice(0, cards), titles: block.articles.slice(cards), columns };
    }
  }
}

/**
 * What a story shows by its role: the lead story a large picture, its lead and date; a secondary one a
 * thumbnail and date, and its lead only beside a `top` lead story (where the column has room for it); a
 * title line its date. The breaking band shows no picture and no date: it is news of the moment.
 */
export function teaserParts(kind: BlockLayoutKind, role: TeaserRole): { image: ImageSlot | null; lead: boolean; date: boolean } {
  if (kind === 'breaking') return { image: null, lead: role === 'lead', date: false };
  if (role === 'lead') return { image: kind === 'feature' ? 'teaser' : 'lead', lead: true, date: true };
  if (role === 'secondary') return { image: kind === 'top' ? 'thumb' : 'teaser', lead: kind === 'top', date: true };
  return { image: null, lead: false, date: true };
}

/**
 * A story's title limit by its role (§5: "100 characters in lists and 120 in article blocks, other blocks 60 or
 * 70"): the lead story keeps its block's; a secondary story is a side card (a third of the block beside the lead
 * story, a quarter in a row of cards), a narrow block's 60, which three lines hold (the CSS clamps it there); a
 * title line is a list's 100. A block whose own limit is shorter keeps it.
 */
export const ROLE_TITLE_MAX: Readonly<Record<TeaserRole, number>> = { lead: TITLE_BLOCK, secondary: TITLE_OTHER_SHORT, title: TITLE_LIST };

/** The title limit of a story of `role` in a block whose titles are cut at `blockMax` (ShownBlock.titleMax). */
export function teaserTitleMax(blockMax: number, role: TeaserRole): number {
  return Math.min(blockMax, ROLE_TITLE_MAX[role]);
}

/** The more link's text (the spec names none). */
export const MORE_LABEL = 'Továbbiak';

/**
 * The list page a block's more link opens on a page of `site`: a sub-site's showcase its front; a block
 * whose stories are all of one section that section's list; any other the site's latest list. The breaking
 * band has none.
 */
export function moreHref(block: Pick<ShownBlock, 'type' | 'variant' | 'articles'>, site: SiteSlug): string | null {
  if (block.variant === 'breaking' || block.articles.length === 0) return null;
  if (block.type !== site && (block.type === 'after' || block.type === 'g7' || block.type === 'karakter'))
    return linkOn(block.type, SITE_PATHS[block.type], site);
  const section = block.articles[0]!.mainSuperTag;
  if (block.articles.every((a) => a.mainSuperTag.slug === section.slug && a.mainSuperTag.siteSlug === section.siteSlug)) return sectionHref(section, site);
  return `${SITE_PATHS[site]}/legfrissebb`;
}

/** An ad slot among a cover's blocks (reader-site.md §4 "Ad slots"; zones of AdSlot). */
export interface CoverAd {
  creative: AdCreative;
  position: AdPosition;
  index: number;
  load: 'early' | 'deferred';
}

/**
 * After which block of a cover (0-based) an ad goes. A domain's front (the whole width): the top banner after
 * the lead block, two content banners further down. A sub-site's front sits in the list frame's column,
 * narrower than a 970 px banner, beside the sidebar's rectangle: two content rectangles.
 */
export const COVER_AD_AFTER: Record<'full' | 'framed', readonly { after: number; ad: CoverAd }[]> = {
  full: [
    { after: 0, ad: { creative: 'banner', position: 'top', index: 1, load: 'early' } },
    { after: 2, ad: { creative: 'banner', position: 'content', index: 1, load: 'deferred' } },
    { after: 5, ad: { creative: 'banner', position: 'content', index: 2, load: 'deferred' } },
  ],
  framed: [
    { after: 1, ad: { creative: 'rectangle', position: 'content', index: 1, load: 'deferred' } },
    { after: 4, ad: { creative: 'rectangle', position: 'content', index: 2, load: 'deferred' } },
  ],
};

/**
 * The ads of a cover with `blockCount` blocks, by the index of the block they follow. An ad never ends the
 * blocks (a slot after the last block is left out), so a short cover does not close on an empty box.
 */
export function coverAds(blockCount: number, column: 'full' | 'framed' = 'full'): Map<number, CoverAd> {
  return new Map(COVER_AD_AFTER[column].filter((x) => x.after < blockCount - 1).map((x) => [x.after, x.ad]));
}
