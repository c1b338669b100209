// The shared parts in the browser, what loads up front where a page has one: the poll started, the pip video's
// close button, which remembers the closed video by its address so a new video shows again (reader-site.md §4),
// and the drawing code (draw.ts: markup, texts, the view's checks) imported with the first answer, the first
// moment anything can have changed since the render.
import { dataOf, has } from '../../domain/dataAttributes';
import type { CommonData } from '../../domain/types';
import { pageSharedData } from '../../live/sharedData';
import { SHARED_ATTR, SHARED_PIP_CLOSE_ATTR, SHARED_PIP_URL_ATTR, SHARED_POLL_ATTR } from './attrs';
import { drawn, readClosed, writeClosed } from './pipMemory';

function onClose(e: Event): void {
  const button = (e.target as Element | null)?.closest(`[${SHARED_PIP_CLOSE_ATTR}]`);
  const pip = button?.closest<HTMLElement>(has(SHARED_ATTR, 'pip'));
  if (!pip) return;
  writeClosed(dataOf(pip, SHARED_PIP_URL_ATTR) ?? '');
  pip.hidden = true;
}

let drawing: Promise<typeof import('./draw')> | null = null;

/** Draws an answer, the drawing code loaded the first time (answers drawn in their order: one promise chain). */
function draw(data: Partial<CommonData>, tick: number): Promise<void> {
  drawing ??= import('./draw');
  return drawing.then((m) => m.drawShared(data, tick));
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
  unwatch = shared.watch((data, tick) => void draw(data, tick));
  document.documentElement.setAttribute(SHARED_POLL_ATTR, '');
}
