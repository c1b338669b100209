// Third-party players and boxes (YouTube, Spotify, the hiking map, the Facebook box) are placeholders in
// the HTML with their space reserved and a plain link to the provider. Nothing of the provider loads on
// its own: this script puts a button naming the provider into each placeholder, and only the reader's
// press brings the iframe (issue 23), and only once the reader consented to third parties (embedFacades.ts waits
// on it; refused, the placeholder says so). Without JavaScript the link still works.
import {
  FACADES,
  facadeButtonText,
  facadeNotice,
  isAutoplayMode,
  isEmbedKind,
  shouldAutoplay,
  withAutoplay,
  type EmbedKind,
  type Facade,
} from '../../domain/facades';
import { dataOf } from '../../domain/dataAttributes';
import {
  EMBED_AUTOPLAY_ATTR,
  EMBED_HEIGHT_ATTR,
  EMBED_KIND_ATTR,
  EMBED_LOADED_ATTR,
  EMBED_LOAD_ATTR,
  EMBED_SRC_ATTR,
  EMBED_TITLE_ATTR,
  EMBED_FIGURE,
  EMBED_REFUSED_ATTR,
} from '../../domain/embedAttributes';
import { CONSENT_TEXTS } from '../../domain/consentTexts';
import { CONSENT_OPEN_ATTR } from '../Consent/attrs';

const ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

function othersPlaying(doc: Document): boolean {
  return Array.from(doc.querySelectorAll<HTMLMediaElement>('audio, video')).some((m) => !m.paused && !m.ended);
}

/** The player address, with autoplay when the placeholder's mode allows it now (§4). */
function playerSrc(figure: HTMLElement, kind: EmbedKind): string {
  const src = dataOf(figure, EMBED_SRC_ATTR) ?? '';
  const mode = dataOf(figure, EMBED_AUTOPLAY_ATTR);
  if (kind !== 'youtube' || !isAutoplayMode(mode)) return src;
  const doc = figure.ownerDocument;
  const autoplay = shouldAutoplay(mode, {
    tabVisible: doc.visibilityState === 'visible',
    otherPlaying: othersPlaying(doc),
    pipShowing: doc.pictureInPictureElement != null,
  });
  return withAutoplay(src, autoplay);
}

function load(figure: HTMLElement, kind: EmbedKind): void {
  if (figure.querySelector('iframe')) return;
  const frame = figure.ownerDocument.createElement('iframe');
  frame.src = playerSrc(figure, kind);
  frame.title = dataOf(figure, EMBED_TITLE_ATTR) ?? '';
  frame.allow = ALLOW;
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  const height = dataOf(figure, EMBED_HEIGHT_ATTR);
  if (height) frame.height = height;
  const facade = figure.querySelector('.embed__facade');
  if (facade) facade.replaceWith(frame);
  else figure.prepend(frame);
  figure.setAttribute(EMBED_LOADED_ATTR, '');
  const kindFacade: Facade = FACADES[kind];
  const win = figure.ownerDocument.defaultView;
  if (win) kindFacade.afterLoad?.({ src: frame.src, frame, win, setHeight: (px) => (figure.style.minHeight = `${px}px`) });
}

const listening = new WeakSet<Document>();

/** One listener for the document: a placeholder redrawn or swapped in by another script keeps working. */
function listen(doc: Document): void {
  if (listening.has(doc)) return;
  listening.add(doc);
  doc.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.(`button[${EMBED_LOAD_ATTR}]`);
    const figure = button?.closest<HTMLElement>(EMBED_FIGURE);
    const kind = figure ? dataOf(figure, EMBED_KIND_ATTR) : undefined;
    if (figure && isEmbedKind(kind)) load(figure, kind);
  });
}

/** The placeholder's inside with consent: the load button naming the provider, and what the press brings. */
function loadFacade(doc: Document, kind: EmbedKind): HTMLElement {
  const facade = doc.createElement('div');
  facade.className = 'embed__facade';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'embed__load';
  button.setAttribute(EMBED_LOAD_ATTR, kind);
  button.textContent = facadeButtonText(kind);
  const notice = doc.createElement('p');
  notice.className = 'embed__notice';
  notice.textContent = facadeNotice(kind);
  facade.append(button, notice);
  return facade;
}

/** Refused: nothing of the provider may load; the line says why, and the button opens the consent dialogue again. */
function refusedFacade(doc: Document): HTMLElement {
  const facade = doc.createElement('div');
  facade.className = 'embed__facade';
  facade.setAttribute(EMBED_REFUSED_ATTR, '');
  const notice = doc.createElement('p');
  notice.className = 'embed__notice';
  notice.textContent = CONSENT_TEXTS.refused;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'embed__load';
  button.setAttribute(CONSENT_OPEN_ATTR, '');
  button.textContent = CONSENT_TEXTS.settings;
  facade.append(notice, button);
  return facade;
}

/**
 * Draws every placeholder under `root` that has no player yet as the reader's answer allows: with consent the load
 * button (D-264: the press still brings the player), refused the refused line. The provider's link stays in both.
 */
export function drawFacades(root: ParentNode, granted: boolean): void {
  const node = root as Node;
  const owner = node.nodeType === Node.DOCUMENT_NODE ? (node as Document) : node.ownerDocument;
  if (owner && granted) listen(owner);
  for (const figure of root.querySelectorAll<HTMLElement>(EMBED_FIGURE)) {
    const kind = dataOf(figure, EMBED_KIND_ATTR);
    if (!isEmbedKind(kind) || figure.querySelector('iframe')) continue;
    const old = figure.querySelector('.embed__facade');
    if (old && old.hasAttribute(EMBED_REFUSED_ATTR) === !granted) continue;
    const facade = granted ? loadFacade(figure.ownerDocument, kind) : refusedFacade(figure.ownerDocument);
    const link = figure.querySelector('.embed__link');
    // The refused line's button opened the consent dialogue, which gave the keyboard back to it: the new button
    // takes it over, or the next Tab would start again at the top of the page.
    const focused = old?.contains(figure.ownerDocument.activeElement) ?? false;
    if (old) old.replaceWith(facade);
    else if (link) link.replaceWith(facade);
    else figure.prepend(facade);
    if (link) facade.append(link);
    if (focused) facade.querySelector('button')?.focus();
  }
}

/** Puts the load button into every placeholder under `root` that has none yet (the reader consented). */
export function embedFacades(root: ParentNode = document): void {
  drawFacades(root, true);
}
