// Third-party players and boxes (YouTube, Spotify, the hiking map, the Facebook box) are placeholders in
// the HTML with their space reserved and a plain link to the provider. Nothing of the provider loads on
// its own: this script puts a button naming the provider into each placeholder, and only the reader's
// press brings the iframe (issue 23). Without JavaScript the link still works.
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
} from '../../domain/embedAttributes';

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

/** Puts the load button into every placeholder under `root` that has none yet. */
export function embedFacades(root: ParentNode = document): void {
  const node = root as Node;
  const owner = node.nodeType === Node.DOCUMENT_NODE ? (node as Document) : node.ownerDocument;
  if (owner) listen(owner);
  for (const figure of root.querySelectorAll<HTMLElement>(EMBED_FIGURE)) {
    const kind = dataOf(figure, EMBED_KIND_ATTR);
    if (!isEmbedKind(kind) || figure.querySelector('.embed__facade, iframe')) continue;
    const doc = figure.ownerDocument;
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
    const link = figure.querySelector('.embed__link');
    if (link) link.replaceWith(facade);
    else figure.prepend(facade);
    facade.append(button, notice);
    if (link) facade.append(link);
  }
}
