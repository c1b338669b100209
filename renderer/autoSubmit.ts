// A GET form marked data-auto-submit (the sports widgets' dropdowns) works without JavaScript through its
// button; with JavaScript a changed selection updates the address by submitting the form 200 ms after the
// last change (specialised-features.md §2, §9), so a reader stepping through the options with the arrow
// keys loads one page, not one per step.
import { QUERY_UPDATE_DELAY_MS } from '../domain/constants';

/** Answers its undo (for tests). */
export function watchAutoSubmit(root: Document = document, delayMs = QUERY_UPDATE_DELAY_MS): () => void {
  if (!root.querySelector('form[data-auto-submit]')) return () => {};
  const timers = new WeakMap<HTMLFormElement, ReturnType<typeof setTimeout>>();
  const onChange = (e: Event) => {
    const target = e.target;
    if (!(target instanceof HTMLSelectElement)) return;
    const form = target.form;
    if (!form || !('autoSubmit' in form.dataset)) return;
    clearTimeout(timers.get(form));
    timers.set(
      form,
      setTimeout(() => form.requestSubmit(), delayMs),
    );
  };
  root.addEventListener('change', onChange);
  return () => root.removeEventListener('change', onChange);
}
