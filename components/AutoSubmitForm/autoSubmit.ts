// A GET form marked data-auto-submit (the sports widgets' dropdowns) works without JavaScript through its
// button; with JavaScript a selection made with a pointer updates the address by submitting the form 200 ms
// after the last change (specialised-features.md §2, §9). A change made with the keyboard waits for Enter (or
// the button): on a closed select each arrow key is a change, and a page that left under the reader's first
// arrow press would let no keyboard reader browse the options (WCAG 3.2.2, D-438).
import { QUERY_UPDATE_DELAY_MS } from '../../domain/constants';

import { AUTO_SUBMIT_FORM_ATTR } from './attrs';

/** A select showing another option than the page came with. */
function changed(select: HTMLSelectElement): boolean {
  const initial = Array.from(select.options).find((o) => o.hasAttribute('selected')) ?? select.options[0];
  return select.options[select.selectedIndex] !== initial;
}

/** The keys that move a closed select's value by themselves (with the letters and digits of its type-ahead). */
const MOVING_KEYS = /^(?:Arrow(?:Up|Down|Left|Right)|Home|End|PageUp|PageDown)$/;

/** Answers its undo (for tests). */
export function watchAutoSubmit(root: Document = document, delayMs = QUERY_UPDATE_DELAY_MS): () => void {
  const forms = Array.from(root.querySelectorAll<HTMLFormElement>(`form[${AUTO_SUBMIT_FORM_ATTR}]`));
  if (forms.length === 0) return () => {};
  const timers = new WeakMap<HTMLFormElement, ReturnType<typeof setTimeout>>();
  const schedule = (form: HTMLFormElement) => {
    clearTimeout(timers.get(form));
    timers.set(
      form,
      setTimeout(() => form.requestSubmit(), delayMs),
    );
  };
  const formOf = (target: EventTarget | null) => {
    const form = target instanceof HTMLSelectElement ? target.form : null;
    return form?.hasAttribute(AUTO_SUBMIT_FORM_ATTR) ? form : null;
  };
  // Whether the select's value last moved under a key of a closed select (an arrow, Home, End, a letter), until
  // another key or a pointer. The keys that open its list (Space, Alt+arrow, F4) are not: the change that
  // follows is the reader's choice from the list, confirmed there.
  let keyed = false;
  const onPointer = () => (keyed = false);
  const onKey = (e: KeyboardEvent) => {
    const form = formOf(e.target);
    if (!form) return;
    keyed = !e.altKey && !e.ctrlKey && !e.metaKey && (MOVING_KEYS.test(e.key) || (e.key.length === 1 && e.key !== ' '));
    if (e.key === 'Enter' && Array.from(form.querySelectorAll('select')).some(changed)) {
      e.preventDefault();
      schedule(form);
    }
  };
  const onChange = (e: Event) => {
    const form = formOf(e.target);
    if (form && !keyed) schedule(form);
  };
  root.addEventListener('pointerdown', onPointer, true);
  root.addEventListener('keydown', onKey);
  root.addEventListener('change', onChange);
  // This script comes after the page: a reader quicker than it has changed a select already, and that change
  // counts too. Not on the way back, where the browser restores the values the reader left with.
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type !== 'back_forward') for (const form of forms) if (Array.from(form.querySelectorAll('select')).some(changed)) schedule(form);
  return () => {
    root.removeEventListener('pointerdown', onPointer, true);
    root.removeEventListener('keydown', onKey);
    root.removeEventListener('change', onChange);
  };
}
