// The shared parts in the browser: each refresh answer drawn into the parts the page has (their insides by
// markup.ts, as the render drew them), the search field's placeholder turned one a refresh, and the pip video's
// close button, which remembers the closed video by its address so a new video shows again (reader-site.md §4).
import { dataOf, has } from '../../domain/dataAttributes';
import { pipClosedAfter, pipShown, searchPlaceholder, sharedView, type SharedView } from '../../domain/sharedData';
import type { CommonData } from '../../domain/types';
import { pageSharedData } from '../../live/sharedData';
import { partHtml } from './markup';
import { SHARED_PARTS, type SharedPart } from './parts';
import { SHARED_ATTR, SHARED_PIP_CLOSE_ATTR, SHARED_PIP_URL_ATTR, SHARED_POLL_ATTR } from './attrs';

/** Where the closed video's address is kept: for the tab, so the next page does not bring it back. */
const CLOSED_KEY = 'hirter:pip-closed';

function readClosed(): string | null {
  try {
    return sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null;
  }
}

function writeClosed(url: string | null): void {
  try {
    if (url === null) sessionStorage.removeItem(CLOSED_KEY);
    else sessionStorage.setItem(CLOSED_KEY, url);
  } catch {
    // No storage: the video closes on this page only.
  }
}

/** What each part holds as last drawn (the browser's own spelling of it), so a refresh redraws a change only. */
const drawn = new WeakMap<HTMLElement, string>();

function normalized(html: string): string {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.innerHTML;
}

function drawPip(el: HTMLElement, v: SharedView): void {
  const closed = pipClosedAfter(readClosed(), v.pipStatus);
  writeClosed(closed);
  const html = normalized(partHtml('pip', v));
  // Redrawn only on a change: the reader's opened or closed <details> and a playing video stay as they are.
  if (drawn.get(el) !== html) {
    el.innerHTML = html;
    drawn.set(el, html);
  }
  el.setAttribute(SHARED_PIP_URL_ATTR, v.pipStatus.pipUrl);
  el.hidden = !pipShown(v.pipStatus, closed);
  el.querySelector<HTMLElement>(`[${SHARED_PIP_CLOSE_ATTR}]`)?.removeAttribute('hidden');
}

function drawPart(el: HTMLElement, part: SharedPart, v: SharedView, tick: number): void {
  if (part === 'placeholder') {
    (el as HTMLInputElement).placeholder = searchPlaceholder(v.searchPlaceholders, tick, '');
    return;
  }
  if (part === 'pip') return drawPip(el, v);
  const html = partHtml(part, v);
  if (el.innerHTML !== html) el.innerHTML = html;
  el.hidden = html === '';
}

/** Draws an answer into every shared part the document has now (a swapped page brings its own). */
export function drawShared(data: Partial<CommonData>, tick: number, root: ParentNode = document): void {
  const v = sharedView(data);
  for (const el of Array.from(root.querySelectorAll<HTMLElement>(`[${SHARED_ATTR}]`))) {
    const part = dataOf(el, SHARED_ATTR) as SharedPart;
    if (SHARED_PARTS.includes(part)) drawPart(el, part, v, tick);
  }
}

function onClose(e: Event): void {
  const button = (e.target as Element | null)?.closest(`[${SHARED_PIP_CLOSE_ATTR}]`);
  const pip = button?.closest<HTMLElement>(has(SHARED_ATTR, 'pip'));
  if (!pip) return;
  writeClosed(dataOf(pip, SHARED_PIP_URL_ATTR) ?? '');
  pip.hidden = true;
}

let watching = false;
let unwatch: (() => void) | null = null;

/** Starts the poll for the page's shared parts (renderer/page.ts, when the page has one); again after a page swap ended it. */
export async function startShared(root: ParentNode = document): Promise<void> {
  for (const pip of Array.from(root.querySelectorAll<HTMLElement>(has(SHARED_ATTR, 'pip')))) {
    drawn.set(pip, pip.innerHTML);
    // The render cannot know what this reader closed.
    if (dataOf(pip, SHARED_PIP_URL_ATTR) === readClosed()) pip.hidden = true;
    pip.querySelector<HTMLElement>(`[${SHARED_PIP_CLOSE_ATTR}]`)?.removeAttribute('hidden');
  }
  const shared = await pageSharedData();
  if (!watching) document.addEventListener('click', onClose);
  watching = true;
  if (unwatch && shared.running) return;
  unwatch?.();
  unwatch = shared.watch((data, tick) => drawShared(data, tick));
  document.documentElement.setAttribute(SHARED_POLL_ATTR, '');
}
