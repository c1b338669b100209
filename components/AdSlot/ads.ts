// Ad slots in the browser: pick the zone for this screen (desktop / mobile / app), skip a slot this screen does
// not show (display:none: the other side of the ad split) or where the spec suppresses ads (the video super-tag
// inside the app: its house promo stays, so nothing moves), and request it early or once it nears the viewport
// (after the optional 2 s delay). The ad vendor's script, when one is configured, listens for the
// 'hirter:ad-request' event and, having drawn a creative into the slot, sets its AD_STATE_ATTR to 'filled', which
// hides the house promo in the same box; none is loaded in development or tests. Nothing is requested before the
// reader consented (components/Consent/consent.ts); refused, each slot keeps its reserved box and house promo.
import { platformFor } from '../../domain/ads';
import { isAppMode } from '../../live/appMode';
import { onConsent } from '../Consent/consent';
import { dataOf } from '../../domain/dataAttributes';
import { AD_APP_ATTR, AD_DELAY_ATTR, AD_DESKTOP_ATTR, AD_MOBILE_ATTR, AD_LOAD_ATTR, AD_MARGIN_ATTR, AD_STATE_ATTR, AD_VIDEO_ATTR, AD_ZONE_ATTR } from './attrs';

export const AD_REQUEST_EVENT = 'hirter:ad-request';

/** Where a slot names its zone on each platform. */
const PLATFORM_ZONE_ATTR = { desktop: AD_DESKTOP_ATTR, mobile: AD_MOBILE_ATTR, app: AD_APP_ATTR } as const;

function request(slot: HTMLElement, zone: string): void {
  slot.setAttribute(AD_ZONE_ATTR, zone);
  slot.setAttribute(AD_STATE_ATTR, 'requested');
  slot.dispatchEvent(new CustomEvent(AD_REQUEST_EVENT, { bubbles: true, detail: { zone } }));
}

export function activateAds(root: ParentNode = document): void {
  let started = false;
  onConsent((granted) => {
    if (!granted || started) return;
    started = true;
    requestSlots(root);
  });
}

function requestSlots(root: ParentNode): void {
  const app = isAppMode(location.search);
  const platform = platformFor(window.innerWidth, app);
  // Every slot names the app's zone (AdSlot.tsx); a slot shown on one side of the split names only that side's.
  root.querySelectorAll<HTMLElement>(`[${AD_APP_ATTR}]`).forEach((slot) => {
    if (app && dataOf(slot, AD_VIDEO_ATTR) === '1') return slot.setAttribute(AD_STATE_ATTR, 'suppressed');
    if (slot.getClientRects().length === 0) return;
    const zone = dataOf(slot, PLATFORM_ZONE_ATTR[platform]);
    if (!zone) return;
    const delay = Number(dataOf(slot, AD_DELAY_ATTR) ?? 0);
    if (dataOf(slot, AD_LOAD_ATTR) === 'early') return request(slot, zone);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setTimeout(() => request(slot, zone), delay);
      },
      { rootMargin: `${Number(dataOf(slot, AD_MARGIN_ATTR) ?? 0)}px` },
    );
    observer.observe(slot);
  });
}
