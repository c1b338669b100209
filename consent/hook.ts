// What the manager (cmp.ts) hands its dialogue (dialog.ts), a script of its own loaded only to ask: a global,
// since the two are separate classic scripts.
import type { ConsentChoice } from '../domain/consent';

export const DIALOG_HOOK = '__hirterConsentDialog';

export interface DialogHook {
  /** The reader's answer. */
  choose(answer: ConsentChoice): void;
  /** Set by the dialogue once loaded: draws it (again), the keyboard in it when `focus`. */
  draw?(focus: boolean): void;
  /** The first draw's: whether the reader opened it with a press. */
  focus: boolean;
}
