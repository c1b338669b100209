// The newsletter box's attributes (domain/dataAttributes.ts): written by NewsletterPromo.tsx, read by
// newsletterPromo.ts.
import type { DataAttr } from '../../domain/dataAttributes';

/** The box, naming its place. */
export const NEWSLETTER_PROMO_PROMO_ATTR = 'data-newsletter-promo' satisfies DataAttr;
export const NEWSLETTER_PROMO_FORM_ATTR = 'data-newsletter-form' satisfies DataAttr;
export const NEWSLETTER_PROMO_MESSAGE_ATTR = 'data-promo-message' satisfies DataAttr;
/** Hides it for a while. */
export const NEWSLETTER_PROMO_CLOSE_ATTR = 'data-promo-close' satisfies DataAttr;
/** Hides it for good. */
export const NEWSLETTER_PROMO_NEVER_ATTR = 'data-promo-never' satisfies DataAttr;
