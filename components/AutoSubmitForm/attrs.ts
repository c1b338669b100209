// The auto-submitting form's attribute (domain/dataAttributes.ts): written by AutoSubmitForm.tsx, read by
// autoSubmit.ts and the page script.
import type { DataAttrs } from '../../domain/dataAttributes';

export const AUTO_SUBMIT_ATTR = {
  /** A GET form that submits itself shortly after a change. */
  form: 'data-auto-submit',
} as const satisfies DataAttrs;
