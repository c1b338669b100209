// A GET form marked data-auto-submit (the sports widgets' dropdowns) works without JavaScript through its
// button; with JavaScript a changed selection updates the address by submitting the form 200 ms after the
// last change (specialised-features.md §2, §9), so a reader stepping through the options with the arrow
// keys loads one page, not one per step.
import { QUERY_UPDATE_DELAY_MS } from '../../domain/constants';

import { AUTO_SUBMIT_FORM_ATTR } from './attrs';

/** A select showing another option than the page came with. */
function changed(select: HTMLSelectElement): boolean {
  const initial = Array.from(select.options).find((o) => o.hasAttribute('selected')) ?? select.options[0];
  return select.selectedOptions[0] !== initial;
}

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
  const onChange = (e: Event) => {
    const form = e.target instanceof HTMLSelectElement ? e.target.form : null;
    if (form && form.hasAttribute(AUTO_SUBMIT_FORM_ATTR)) schedule(form);
  };
  root.addEventListener('change', onChange);
  // This script comes after the page: a reader quicker than it has changed a select already, and that change
  // counts too. Not on the way back, where the browser restores the values the reader left with.
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type !== 'back_forward') for (const form of forms) if (Array.from(form.querySelectorAll('select')).some(changed)) schedule(form);
  return () => root.removeEventListener('change', onChange);
}
