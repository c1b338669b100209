// The auto-submitting form's attribute (domain/dataAttributes.ts): written by AutoSubmitForm.tsx, read by
// autoSubmit.ts and the page script.
import type { DataAttr } from '../../domain/dataAttributes';

/** A GET form that submits itself shortly after a change. */
export const AUTO_SUBMIT_FORM_ATTR = 'data-auto-submit' satisfies DataAttr;
