// The newsletter box's attributes (domain/dataAttributes.ts): written by NewsletterPromo.tsx, read by
// newsletterPromo.ts.
import type { DataAttrs } from '../../domain/dataAttributes';

export const NEWSLETTER_PROMO_ATTR = {
  /** The box, naming its place. */
  promo: 'data-newsletter-promo',
  form: 'data-newsletter-form',
  message: 'data-promo-message',
  /** Hides it for a while. */
  close: 'data-promo-close',
  /** Hides it for good. */
  never: 'data-promo-never',
} as const satisfies DataAttrs;
