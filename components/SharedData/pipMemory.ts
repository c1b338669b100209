// What the browser keeps of the pip video between the poll's start (shared.ts, loaded up front) and its drawing
// (draw.ts, loaded with the first answer): the address the reader closed, and the inside as last drawn.
/** Where the closed video's address is kept: for the tab, so the next page does not bring it back. */
const CLOSED_KEY = 'hirter:pip-closed';

export function readClosed(): string | null {
  try {
    return sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null;
  }
}

export function writeClosed(url: string | null): void {
  try {
    if (url === null) sessionStorage.removeItem(CLOSED_KEY);
    else sessionStorage.setItem(CLOSED_KEY, url);
  } catch {
    // No storage: the video closes on this page only.
  }
}

/**
 * What each pip holds as last drawn (the browser's own spelling of it), so a refresh redraws a change only. Taken
 * at the start, before the reader can open or close its <details>: the first answer must not undo their choice.
 */
export const drawn = new WeakMap<HTMLElement, string>();
