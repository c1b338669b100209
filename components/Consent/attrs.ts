// The consent manager's attributes (domain/dataAttributes.ts): the dialogue it draws (consent/cmp.ts) and the
// buttons anywhere on the page that open it again (the refused placeholders of components/ArticleBody/embeds.ts).
import type { DataAttr } from '../../domain/dataAttributes';

/** The dialogue; its value is the answer it asks for ('' while it asks). */
export const CONSENT_DIALOG_ATTR = 'data-consent-dialog' satisfies DataAttr;
/** A button that opens the dialogue again, so the reader can change the answer. */
export const CONSENT_OPEN_ATTR = 'data-consent-open' satisfies DataAttr;
/** The dialogue's buttons: 'accepted' or 'rejected'. */
export const CONSENT_CHOICE_ATTR = 'data-consent-choice' satisfies DataAttr;
