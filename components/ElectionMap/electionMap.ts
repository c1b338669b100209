// The election map's frame on the page (components/ElectionMap), without React: takes the frame's messages
// (domain/frameMessages.ts: only from that frame, of this origin, in their exact shape) — route-push opens
// the view's data page, iframe-size sizes the frame, parent-router opens a page of the site — and tells the
// frame the page's colour scheme (themeChanged), at start and whenever it changes.
import { dataPageOfFrame } from '../../domain/electionMap';
import { parseFrameMessage, routePushOpens, type Theme } from '../../domain/frameMessages';
import { HTML_SCHEME_ATTR } from '../../domain/documentAttributes';

export interface ElectionMapProps {
  election: string;
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
    else if (m.type === 'route-push' && routePushOpens({ election: props.election, pagePath: location.pathname, pushed: m.path, initial })) {
      location.assign(m.path);
    }
  };

  const observer = new MutationObserver(tellTheme);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [HTML_SCHEME_ATTR] });
  window.addEventListener('message', onMessage);
  frame.addEventListener('load', tellTheme);
  // The frame may have loaded before this ran: the theme message also makes it report its height again.
  tellTheme();
  return () => {
    observer.disconnect();
    window.removeEventListener('message', onMessage);
    frame.removeEventListener('load', tellTheme);
  };
}
