// Each refresh answer drawn into the shared parts the page has (their insides by markup.ts, as the render drew
// them) and the search field's placeholder turned one a refresh. Loaded by shared.ts with the first answer, not
// up front: an opened live blog's script budget (bench/pages.ts) has no room for it.
import { dataOf } from '../../domain/dataAttributes';
import { pipClosedAfter, pipShown, searchPlaceholder, sharedView, type SharedView } from '../../domain/sharedData';
import type { CommonData } from '../../domain/types';
import { partHtml } from './markup';
import { SHARED_PARTS, type SharedPart } from './parts';
import { SHARED_ATTR, SHARED_PIP_CLOSE_ATTR, SHARED_PIP_URL_ATTR } from './attrs';
import { drawn, readClosed, writeClosed } from './pipMemory';

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
