// The newsletter's promo box (specialised-features.md §9): its texts, and when it stays hidden. Nothing
// imported: the box's browser code (components/NewsletterPromo/newsletterPromo.ts) loads this alone.

export const PROMO_TEXTS = {
  title: 'Hírlevél',
  lead: 'A nap legfontosabb hírei a postafiókjában. Iratkozzon fel ingyenes hírleveleinkre!',
  lists: 'Hírlevelek',
  lastName: 'Vezetéknév',
  firstName: 'Keresztnév',
  email: 'E-mail-cím',
  submit: 'Feliratkozom',
  close: 'Bezárás',
  never: 'Ne mutassa többet',
  sent: (email: string) => `Köszönjük! Levelet küldünk erre a címre: ${email}. Ha új feliratkozásról van szó, a benne lévő linkkel erősítse meg.`,
  failed: 'A feliratkozás most nem sikerült. Kérjük, próbálja újra később.',
  /** A field left empty, said in the box before anything is sent (the spec gives the newsletter no texts, §8). */
  missing: {
    lastName: 'Adja meg a vezetéknevét.',
    firstName: 'Adja meg a keresztnevét.',
    email: 'Adja meg az e-mail-címét.',
  } as Readonly<Record<string, string>>,
} as const;

/** The list a promo box offers ticked. */
export const PROMO_DEFAULT_LIST = 'napi';

/** Where a promo box stands: the front page or an article. */
export type PromoPlace = 'front' | 'article';
/** Where the sign-up form stands: a promo box the reader may hide, or the newsletter's own page, where it stays. */
export type SignupPlace = PromoPlace | 'page';

/** Whether a place's box is a promo, which the reader may close or hide for good (`page` is not). */
export const isPromoPlace = (place: string | undefined): place is PromoPlace => place === 'front' || place === 'article';

// Each cookie holds the moment (ms) until which the box stays hidden, and expires then too: the page's own
// clock decides, so a reader whose cookie outlived its time (a clock set back) sees the box again.
export const PROMO_COOKIES = {
  /** 'Ne mutassa többet': nowhere for two years. */
  permanent: { name: 'newsletter_promo_hidden', maxAgeS: 2 * 365 * 86_400 },
  /** Closed on the front page: hidden there for a day. */
  front: { name: 'newsletter_promo_front_closed', maxAgeS: 86_400 },
  /** Closed on an article: hidden on articles for two days. */
  article: { name: 'newsletter_promo_article_closed', maxAgeS: 2 * 86_400 },
} as const;

/** The cookie a reader's choice sets at `nowMs`: for good, or closing the box where it stands. */
export function promoHideCookie(choice: 'permanent' | 'close', place: PromoPlace, nowMs: number): { name: string; value: string; maxAgeS: number } {
  const { name, maxAgeS } = choice === 'permanent' ? PROMO_COOKIES.permanent : PROMO_COOKIES[place];
  return { name, value: String(nowMs + maxAgeS * 1000), maxAgeS };
}

/**
 * The two-year choice set again with the time it has left, on a page that finds it (null: none, or past): a browser
 * keeps a cookie at most 400 days (Chromium), so one set once would end in the second year.
 */
export function promoHideRenewal(cookies: ReadonlyMap<string, string>, nowMs: number): { name: string; value: string; maxAgeS: number } | null {
  const { name } = PROMO_COOKIES.permanent;
  const until = Number(cookies.get(name));
  if (!(until > nowMs)) return null;
  return { name, value: String(until), maxAgeS: Math.ceil((until - nowMs) / 1000) };
}

/** Whether the box at `place` stays hidden at `nowMs`, given the browser's cookies (name → value). */
export function promoHidden(cookies: ReadonlyMap<string, string>, place: PromoPlace, nowMs: number): boolean {
  return [PROMO_COOKIES.permanent.name, PROMO_COOKIES[place].name].some((name) => Number(cookies.get(name)) > nowMs);
}
