// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { activateAds, AD_REQUEST_EVENT } from './ads';
import { tcData, type ConsentChoice } from '../../domain/consent';

/** A consent manager with the answer `choice` (null: its dialogue still asks), which tells a change. */
function manager(choice: ConsentChoice | null): (next: ConsentChoice) => void {
  const listeners: ((d: unknown, ok: boolean) => void)[] = [];
  (window as unknown as Record<string, unknown>).__tcfapi = (command: string, _v: number, cb: (d: unknown, ok: boolean) => void) => {
    if (command !== 'addEventListener') return;
    listeners.push(cb);
    cb(tcData(choice, choice ? 'tcloaded' : 'cmpuishown', 'HU'), true);
  };
  return (next) => listeners.forEach((cb) => cb(tcData(next, 'useractioncomplete', 'HU'), true));
}

/** Two early slots shown on the page, the second under the video super-tag; the zones they request. */
function page(): string[] {
  document.body.innerHTML =
    '<div data-ad-app="app-1" data-ad-desktop="desk-1" data-ad-mobile="mob-1" data-ad-load="early"></div>' +
    '<div data-ad-app="app-2" data-ad-desktop="desk-2" data-ad-mobile="mob-2" data-ad-load="early" data-ad-video="1"></div>';
  for (const slot of document.querySelectorAll<HTMLElement>('[data-ad-app]'))
    slot.getClientRects = () => [new DOMRect(0, 0, 300, 250)] as unknown as DOMRectList;
  const zones: string[] = [];
  document.addEventListener(AD_REQUEST_EVENT, (e) => zones.push((e as CustomEvent<{ zone: string }>).detail.zone));
  return zones;
}

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('ad slots wait for the reader’s consent', () => {
  it('request nothing while the dialogue asks, then each shown slot once the reader accepts', () => {
    const zones = page();
    const answer = manager(null);
    activateAds(document);
    expect(zones).toEqual([]);
    answer('accepted');
    expect(zones).toEqual(['desk-1', 'desk-2']);
    answer('accepted');
    expect(zones).toHaveLength(2);
  });

  it('refused: nothing is requested, the slots keep their house promo', () => {
    const zones = page();
    manager('rejected');
    activateAds(document);
    expect(zones).toEqual([]);
    expect(document.querySelector('[data-ad-state]')).toBeNull();
  });

  it('in the mobile app a video article’s slot stays empty', () => {
    history.replaceState(null, '', '/?isMobileApp=1');
    const zones = page();
    manager('accepted');
    activateAds(document);
    expect(zones).toEqual(['app-1']);
    expect(document.querySelector('[data-ad-app="app-2"]')!.getAttribute('data-ad-state')).toBe('suppressed');
  });
});
