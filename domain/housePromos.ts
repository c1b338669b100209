// The publication's own promotions in its ad slots (issue #35 point 2): a slot's server-rendered box shows one
// until an ad creative covers it, so a zone whose ad never arrives (no vendor, a blocker, no campaign, no
// JavaScript) is never a blank box. Which one a slot shows is a pure rule of what the page may offer and where
// the slot stands; the texts are the existing boxes' own (newsletter promo, support box, podcast blocks).
import type { AdPosition } from './ads';
import type { ComponentSetup, SiteSlug } from './types';
import { SITES } from './sites';
import { donationsOff } from './screens';
import { NEWSLETTER_PAGE } from './newsletter';
import { PROMO_TEXTS } from './newsletterPromo';
import { PODCAST_TEXTS } from './podcast/texts';

export type HousePromoKind = 'newsletter' | 'support' | 'podcast';

export interface HousePromo {
  kind: HousePromoKind;
  title: string;
  text: string;
  cta: string;
  href: string;
}

/** The label a slot shows over a house promo: the publication's own offer, not an ad ("Hirdetés"). */
export const HOUSE_PROMO_LABEL = 'Ajánlatunk';
/** The label over an ad creative (reader-site.md §4). */
export const AD_LABEL = 'Hirdetés';

/** The support box's words (components/SupportBox), the support promo's too. */
export const SUPPORT_TEXTS = {
  title: 'A független újságírás olvasói támogatásból él.',
  text: 'Ha fontosnak tartja a munkánkat, támogasson minket.',
  cta: 'Támogatom',
  href: '/tamogatas',
} as const;

/** The podcast promo's own line (the podcast texts have no teaser). */
export const PODCAST_PROMO_TEXT = 'Beszélgetések, elemzések, hírek – hallgassa meg adásainkat!';

/**
 * Whether a page may point to the support area: the site has one, the donations flag has not switched it off, and
 * the page is not sponsored content (D-63).
 */
export function supportShown(site: SiteSlug, setup: Pick<ComponentSetup, 'donations'>, pr = false): boolean {
  return SITES[site].supportBox && !donationsOff(setup) && !pr;
}

/** What a page's slots may promote: the newsletter always (every domain has its page); support and a podcast when the page has them. */
export interface HouseOffer {
  support: boolean;
  /** The page of a podcast of the site when the page knows one (a podcast's slug is content, not a rule). */
  podcastPage: string | null;
}

export function houseOffer(site: SiteSlug, setup: Pick<ComponentSetup, 'donations'>, opts: { pr?: boolean; podcastPage?: string | null } = {}): HouseOffer {
  return { support: supportShown(site, setup, opts.pr), podcastPage: opts.podcastPage ?? null };
}

/** The promos an offer holds, in the order slots take them. */
export function housePromos(offer: HouseOffer): HousePromo[] {
  const newsletter: HousePromo = { kind: 'newsletter', title: PROMO_TEXTS.title, text: PROMO_TEXTS.lead, cta: PROMO_TEXTS.submit, href: NEWSLETTER_PAGE };
  const support: HousePromo = { kind: 'support', ...SUPPORT_TEXTS };
  const podcast = (href: string): HousePromo => ({
    kind: 'podcast',
    title: PODCAST_TEXTS.blockTitle,
    text: PODCAST_PROMO_TEXT,
    cta: PODCAST_TEXTS.allEpisodes,
    href,
  });
  return [newsletter, ...(offer.support ? [support] : []), ...(offer.podcastPage ? [podcast(offer.podcastPage)] : [])];
}

/**
 * A slot's place in the rotation: the top slot first, then the sidebar's (beside it on a wide screen), then the
 * content slots down the page, so slots next to each other show different promos whenever two or more are offered.
 */
const POSITION_ORDINAL: Record<AdPosition, number> = { top: 0, sidebar: 1, content: 2, bottom: 3 };

/** The house promo of the slot at `position`/`index` (1-based, as its zone's). */
export function housePromo(offer: HouseOffer, slot: { position: AdPosition; index: number }): HousePromo {
  const promos = housePromos(offer);
  return promos[(POSITION_ORDINAL[slot.position] + slot.index - 1) % promos.length]!;
}
