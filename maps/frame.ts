// The map page's script (maps/pages.ts), run inside the election page's frame. Framed by a page of its own
// origin it: reports its height (iframe-size) and the data page it stands for (route-push) to that page;
// leaves its tiles and region links to open their data page in the whole window (target=_top: the page's
// heading, lists and history are the view's, with or without a script); asks the page to open
// the detailed data (parent-router); follows the page's colour scheme (themeChanged). The query's `part`
// highlights a party's row and `rejt` hides the more link (domain/electionMap.ts mapFrameSrc).
// Bundled on its own into /terkep/terkep.js (maps/plugin.ts).
import { dataPageOfFrame } from '../domain/electionMap';
import { parseFrameMessage } from '../domain/frameMessages';
import { has } from '../domain/dataAttributes';
import { HTML_SCHEME_ATTR } from '../domain/documentAttributes';
import { MAP_MORE_ATTR, MAP_PARENT_ROUTER_ATTR, MAP_PARTY_ATTR } from './attrs';

const params = new URLSearchParams(location.search);
const party = params.get('part');
const framed = window.parent !== window;

if (party) {
  const row = document.querySelector<HTMLElement>(`tr${has(MAP_PARTY_ATTR, CSS.escape(party))}`);
  row?.classList.add('hl');
}
if (params.get('rejt') === '1') {
  for (const el of document.querySelectorAll<HTMLElement>(`[${MAP_MORE_ATTR}]`)) el.hidden = true;
}

function post(message: object): void {
  // Only the page of this origin is told anything: a foreign page framing the map hears nothing.
  window.parent.postMessage(message, location.origin);
}

if (framed) {
  let parentSameOrigin = true;
  try {
    void window.parent.location.href;
  } catch {
    parentSameOrigin = false;
  }
  if (parentSameOrigin) {
    const route = dataPageOfFrame(location.pathname, location.search);
    if (route) post({ type: 'route-push', path: route });
    let last = 0;
    const report = () => {
      // The page's own box, not scrollHeight: that never goes below the frame's current height, so it could not shrink.
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height !== last) {
        last = height;
        post({ type: 'iframe-size', height });
      }
    };
    new ResizeObserver(report).observe(document.documentElement);
    report();

    document.addEventListener('click', (e) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element).closest?.('a');
      if (!a) return;
      if (a.hasAttribute(MAP_PARENT_ROUTER_ATTR)) {
        e.preventDefault();
        post({ type: 'parent-router', path: a.getAttribute('href') });
      }
    });

    window.addEventListener('message', (e) => {
      const m = parseFrameMessage(e.data, e.origin, location.origin, e.source === window.parent);
      if (m?.type !== 'themeChanged') return;
      document.documentElement.setAttribute(HTML_SCHEME_ATTR, m.theme);
      // The page may have started listening after the first report: tell it again.
      last = 0;
      report();
    });
  }
}
