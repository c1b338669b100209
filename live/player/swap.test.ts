// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPodcast } from '../../components/EpisodeCard/podcast';
import { unmountIslands } from '../../components/Island/hydrate';
import { pageScheduler } from '../scheduler';
import { installSwap, swapTo } from './swap';

const SCRIPT = '/assets/entries/renderer_client.A.js';

function page(o: { title: string; main: string; script?: string; site?: string; description?: string; lang?: string; head?: string }): string {
  return `<!DOCTYPE html><html lang="${o.lang ?? 'hu'}" data-site="${o.site ?? 'main'}" data-entry="${o.script ?? SCRIPT}"><head><meta charset="utf-8">${o.head ?? ''}<title>${o.title}</title>
<meta name="description" content="${o.description ?? o.title}"><link rel="canonical" href="https://hirter.hu/x"></head>
<body><header><a href="/">Címlap</a></header><main id="tartalom" class="page">${o.main}</main><footer>láb</footer></body></html>`;
}

const startPage = vi.fn();
let keep: HTMLElement | undefined;
let playing = true;
let answers: Map<string, { status?: number; html: string; type?: string }>;

beforeEach(() => {
  document.documentElement.setAttribute('data-site', 'main');
  document.documentElement.setAttribute('lang', 'hu');
  document.head.innerHTML = `<title>Első oldal</title><meta name="description" content="első"><link rel="canonical" href="https://hirter.hu/">`;
  document.body.innerHTML = `<header><a href="/">Címlap</a></header><main id="tartalom" class="page"><h1>Első</h1>
<a id="to-sport" href="/rovat/sport">Sport</a><a id="to-english" href="/english/x">English</a><a id="to-g7" href="/g7">G7</a><a id="to-new" href="/uj">Új</a><a id="blank" href="/rovat/sport" target="_blank">x</a></main>
<footer>láb</footer>`;
  // The document's page script, as the build check reads it.
  document.documentElement.setAttribute('data-entry', SCRIPT);
  // One player per document (installSwap takes the first): the same element each test.
  keep ??= Object.assign(document.createElement('aside'), { id: 'lejatszo' });
  document.body.append(keep);
  answers = new Map([
    [
      '/rovat/sport',
      {
        // Rendered on demand: its page type's stylesheet inline (a published page links it, D-424).
        html: page({
          title: 'Sport | Hírtér',
          main: '<h1>Sport</h1><island-root data-island="LiveBadge"></island-root>',
          description: 'sport',
          head: '<style>.sport{color:red}</style>',
        }),
      },
    ],
    ['/g7', { html: page({ title: 'G7', main: '<h1>G7</h1>', site: 'g7' }) }],
    ['/english/x', { html: page({ title: 'Budapest votes | Hírtér', main: '<h1>Budapest votes</h1>', lang: 'en' }) }],
    ['/uj', { html: page({ title: 'Új', main: '<h1>Új</h1>', script: '/assets/entries/renderer_client.B.js' }) }],
  ]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const a = answers.get(new URL(url, location.href).pathname);
      if (!a)
        return new Response(page({ title: 'Nincs', main: '<h1>A keresett oldal nem található.</h1>' }), {
          status: 404,
          headers: { 'content-type': 'text/html' },
        });
      const res = new Response(a.html, { status: a.status ?? 200, headers: { 'content-type': a.type ?? 'text/html; charset=utf-8' } });
      Object.defineProperty(res, 'url', { value: new URL(url, location.href).href });
      return res;
    }),
  );
  startPodcast(document, { startPage, stopPage: unmountIslands });
  installSwap({ active: () => playing, keep, announce: (t) => (keep!.textContent = t) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  startPage.mockReset();
});

const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('the page swap while an episode plays', () => {
  it('puts the next page’s content in place, keeps the player, and moves address, title, head, focus', async () => {
    const task = pageScheduler().add({ name: 'live-article', intervalMs: 15_000, run: () => {} });
    const build = pageScheduler().add({ name: 'build-check', intervalMs: 60_000, run: () => {}, visit: true });
    click('to-sport');
    // The swap is done when the next page's script is started on the new body.
    await vi.waitFor(() => expect(startPage).toHaveBeenCalled(), { timeout: 60_000 });
    expect(location.pathname).toBe('/rovat/sport');
    expect(document.title).toBe('Sport | Hírtér');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('sport');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('main h1')!.textContent).toBe('Sport');
    expect([...document.head.querySelectorAll('style')].map((s) => s.textContent)).toEqual(['.sport{color:red}']);
    expect(document.getElementById('lejatszo')).toBe(keep);
    expect(keep!.textContent).toBe('Sport | Hírtér');
    // No second page script: this document runs its own.
    expect(document.body.querySelectorAll('script')).toHaveLength(0);
    expect(document.activeElement?.id).toBe('tartalom');
    expect(startPage).toHaveBeenCalledWith(document.body);
    expect(task.stopped).toBe(true);
    expect(build.stopped).toBe(false);
    build.stop();
  });

  it('takes the next page’s language: an English article’s page is English', async () => {
    click('to-english');
    await vi.waitFor(() => expect(startPage).toHaveBeenCalled(), { timeout: 60_000 });
    expect([location.pathname, document.documentElement.getAttribute('lang')]).toEqual(['/english/x', 'en']);
  });

  it.each([
    ['another site (a sub-site’s header and colours)', 'to-g7', '/g7'],
    ['a newer build', 'to-new', '/uj'],
  ])('loads %s in full', async (_, id, path) => {
    const assign = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const original = window.location.assign;
    Object.defineProperty(window.location, 'assign', { value: assign, configurable: true });
    click(id);
    await vi.waitFor(() => expect(assign).toHaveBeenCalled(), { timeout: 60_000 });
    expect(assign).toHaveBeenCalledWith(`${location.origin}${path}`);
    expect(document.querySelector('main h1')!.textContent).toBe('Első');
    Object.defineProperty(window.location, 'assign', { value: original, configurable: true });
  });

  it('leaves clicks alone without a playing episode, and a new window’s always', async () => {
    // What the page's handlers decided, read after them (and then the test's browser kept from navigating).
    const seen: boolean[] = [];
    const record = (e: Event) => {
      seen.push(e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', record);
    playing = false;
    click('to-sport');
    playing = true;
    click('blank');
    window.removeEventListener('click', record);
    expect(seen).toEqual([false, false]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('swaps in the site’s 404 page as a page', async () => {
    await swapTo(new URL('/nincs-ilyen', location.href), 'push');
    expect(document.querySelector('main h1')!.textContent).toBe('A keresett oldal nem található.');
    expect(document.getElementById('lejatszo')).toBe(keep);
  });
});
