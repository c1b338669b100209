import { describe, expect, it } from 'vitest';
import { swapDecision, swapRefusal, type FetchedPage, type SwapClick, type SwapLink } from './swapNavigation';

const CURRENT = new URL('https://hirter.hu/belfold/2025/01/02/cikk');
const plain: SwapClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<SwapLink> = {}): SwapLink => ({ href, target: '', download: false, ...extra });
const decide = (l: SwapLink, click: Partial<SwapClick> = {}, app = false) => {
  const d = swapDecision({ ...plain, ...click }, l, CURRENT, app);
  return d.kind === 'swap' ? `swap ${d.url.pathname}${d.url.search}${d.url.hash}` : d.reason;
};

describe('swapDecision: which clicks keep the player playing', () => {
  it.each<[string, SwapLink, Partial<SwapClick>, boolean, string]>([
    ['a page of the same site', link('/rovat/belfold'), {}, false, 'swap /rovat/belfold'],
    ['an absolute link on the same origin', link('https://hirter.hu/legfrissebb?oldal=2'), {}, false, 'swap /legfrissebb?oldal=2'],
    ['a page with a fragment', link('/rovat/sport#x'), {}, false, 'swap /rovat/sport#x'],
    ['the same page again', link('/belfold/2025/01/02/cikk'), {}, false, 'swap /belfold/2025/01/02/cikk'],
    ['a jump within the page', link('#tartalom'), {}, false, 'same page'],
    ['a sub-site: told by the fetched page (swapRefusal)', link('/g7'), {}, false, 'swap /g7'],
    ['another domain', link('https://hirter.ro/'), {}, false, 'other domain'],
    ['a new tab (ctrl)', link('/rovat/sport'), { ctrlKey: true }, false, 'modified click'],
    ['a new window (shift)', link('/rovat/sport'), { shiftKey: true }, false, 'modified click'],
    ['cmd-click', link('/rovat/sport'), { metaKey: true }, false, 'modified click'],
    ['alt-click (download)', link('/rovat/sport'), { altKey: true }, false, 'modified click'],
    ['the middle button', link('/rovat/sport'), { button: 1 }, false, 'modified click'],
    ['a download link', link('/rovat/sport', { download: true }), {}, false, 'download'],
    ['target=_blank', link('/rovat/sport', { target: '_blank' }), {}, false, 'other window'],
    ['target=_self', link('/rovat/sport', { target: '_self' }), {}, false, 'swap /rovat/sport'],
    ['a click someone else handled', link('/rovat/sport'), { defaultPrevented: true }, false, 'handled'],
    ['inside the mobile app', link('/rovat/sport'), {}, true, 'mobile app'],
    ['an RSS feed', link('/rss/rovat/belfold'), {}, false, 'not a page'],
    ['an audio file', link('/media/audio/episode-001.wav'), {}, false, 'not a page'],
    ['an API call', link('/api/episodes'), {}, false, 'not a page'],
    ['a sitemap', link('/sitemap.xml'), {}, false, 'not a page'],
    ['mailto', link('mailto:szerkesztoseg@hirter.hu'), {}, false, 'not a page'],
    ['javascript:', link('javascript:void(0)'), {}, false, 'not a page'],
  ])('%s', (_, l, click, app, expected) => {
    expect(decide(l, click, app)).toBe(expected);
  });
});

describe('swapRefusal: the fetched page can take this one’s place', () => {
  const current = { origin: 'https://hirter.hu', site: 'main', script: '/assets/entries/renderer_client.A.js' };
  const page: FetchedPage = {
    ok: true,
    contentType: 'text/html; charset=utf-8',
    finalUrl: new URL('https://hirter.hu/rovat/sport'),
    site: 'main',
    script: '/assets/entries/renderer_client.A.js',
    hasMain: true,
  };
  it.each<[string, Partial<FetchedPage>, string | null]>([
    ['the same build and site', {}, null],
    ['an error answer', { ok: false }, 'status'],
    ['not HTML', { contentType: 'application/json' }, 'not html'],
    ['redirected to another domain', { finalUrl: new URL('https://hirter.ro/') }, 'other domain'],
    ['redirected to another site', { site: 'g7' }, 'other site'],
    ['a newer build (another page script)', { script: '/assets/entries/renderer_client.B.js' }, 'other build'],
    ['no page script', { script: null }, 'other build'],
    ['no content region', { hasMain: false }, 'no content'],
  ])('%s', (_, over, expected) => expect(swapRefusal({ ...page, ...over }, current)).toBe(expected));
});
