import type { VisibilitySource } from '../scheduler';

/** A document whose visibility a test switches. */
export function fakeVisibility(initial: DocumentVisibilityState = 'visible') {
  let state = initial;
  const listeners = new Set<() => void>();
  const doc: VisibilitySource & { set(s: DocumentVisibilityState): void } = {
    get visibilityState() {
      return state;
    },
    addEventListener: (_t, fn) => void listeners.add(fn),
    removeEventListener: (_t, fn) => void listeners.delete(fn),
    set(s) {
      state = s;
      for (const fn of listeners) fn();
    },
  };
  return doc;
}
