// Ad slots in the browser: pick the zone for this screen (desktop / mobile / app), drop the slot where the
// spec suppresses it (the video super-tag inside the app), and request it early or once it nears the
// viewport (after the optional 2 s delay). The ad vendor's script, when one is configured, listens for
// the 'hirter:ad-request' event; none is loaded in development or tests.
import { platformFor } from '../domain/ads';
import { isAppMode } from '../live/appMode';

export const AD_REQUEST_EVENT = 'hirter:ad-request';

function request(slot: HTMLElement, zone: string): void {
  slot.dataset.adZone = zone;
  slot.dataset.adState = 'requested';
  slot.dispatchEvent(new CustomEvent(AD_REQUEST_EVENT, { bubbles: true, detail: { zone } }));
}

export function activateAds(root: ParentNode = document): void {
  const app = isAppMode(location.search);
  const platform = platformFor(window.innerWidth, app);
  root.querySelectorAll<HTMLElement>('[data-ad-desktop]').forEach((slot) => {
    if (app && slot.dataset.adVideo === '1') {
      slot.remove();
      return;
    }
    const zone = slot.dataset[platform === 'desktop' ? 'adDesktop' : platform === 'mobile' ? 'adMobile' : 'adApp'];
    if (!zone) return;
    const delay = Number(slot.dataset.adDelay ?? 0);
    if (slot.dataset.adLoad === 'early') return request(slot, zone);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setTimeout(() => request(slot, zone), delay);
      },
      { rootMargin: `${Number(slot.dataset.adMargin ?? 0)}px` },
    );
    observer.observe(slot);
  });
}
