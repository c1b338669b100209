// The election map's frame on the page (components/ElectionMap), without React: takes the frame's messages
// (domain/frameMessages.ts: only from that frame, of this origin, in their exact shape) — route-push moves
// the page's address (or opens the data page from an attachment page), iframe-size sizes the frame,
// parent-router opens a page of the site — and tells the frame the page's colour scheme (themeChanged), at
// start and whenever it changes. Back and forward on a data page point the frame at that entry's view.
import { dataPageOfFrame, dataPagePath, mapFrameSrc, mapViewOf, type ElectionType } from '../../domain/electionMap';
import { parseFrameMessage, routePushAction, type Theme } from '../../domain/frameMessages';
import { HTML_SCHEME_ATTR } from '../../domain/documentAttributes';

export interface ElectionMapProps {
  election: string;
  type: ElectionType;
  onDataPage: boolean;
  hideMore: boolean;
}

const scheme = (): Theme => (document.documentElement.getAttribute(HTML_SCHEME_ATTR) === 'dark' ? 'dark' : 'light');

export function mount(el: HTMLElement, props: ElectionMapProps): () => void {
  const frame = el.querySelector('iframe');
  if (!frame) return () => {};
  const src = new URL(frame.getAttribute('src') ?? '', location.href);
  const initial = dataPageOfFrame(src.pathname, src.search);

  const tellTheme = () => frame.contentWindow?.postMessage({ type: 'themeChanged', theme: scheme() }, location.origin);

  const onMessage = (e: MessageEvent) => {
    const m = parseFrameMessage(e.data, e.origin, location.origin, e.source !== null && e.source === frame.contentWindow);
    if (!m) return;
    if (m.type === 'iframe-size') frame.style.height = `${m.height}px`;
    else if (m.type === 'parent-router') location.assign(m.path);
    else if (m.type === 'route-push') {
      const action = routePushAction({ election: props.election, pagePath: location.pathname, pushed: m.path, onDataPage: props.onDataPage, initial });
      if (action === 'push') history.pushState({ electionMap: m.path }, '', m.path);
      else if (action === 'load') location.assign(m.path);
    }
  };

  const onPop = () => {
    const base = dataPagePath(props.election);
    if (!props.onDataPage || !location.pathname.startsWith(base)) return;
    const free = location.pathname.slice(base.length).split('/').filter(Boolean);
    if (!mapViewOf(props.election, free)) return;
    const next = mapFrameSrc(props.type, free[0] ?? null, free[1] ?? null, props.hideMore);
    // The frame moved by itself since its src was set: compare with where it is, and replace (no new entry).
    const win = frame.contentWindow;
    if (win && `${win.location.pathname}${win.location.search}` !== next) win.location.replace(next);
  };

  const observer = new MutationObserver(tellTheme);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [HTML_SCHEME_ATTR] });
  window.addEventListener('message', onMessage);
  window.addEventListener('popstate', onPop);
  frame.addEventListener('load', tellTheme);
  // The frame may have loaded before this ran: the theme message also makes it report its height again.
  tellTheme();
  return () => {
    observer.disconnect();
    window.removeEventListener('message', onMessage);
    window.removeEventListener('popstate', onPop);
    frame.removeEventListener('load', tellTheme);
  };
}
