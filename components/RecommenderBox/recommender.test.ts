// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { RecommenderBox } from './RecommenderBox';
import { TEXT_ONLY_CLASS } from '../ArticleCard/ArticleCard';
import { articleFixture } from '../../testing/articleFixture';
import type { Article, SiteSlug } from '../../domain/types';
import { articleHref } from '../../domain/urls';
import { RECOMMENDER_STORAGE_KEY, rotateRecommender } from './recommender';

const rendered = [articleFixture({ id: 1, title: 'Megjelent 1' }), articleFixture({ id: 2, title: 'Megjelent 2' })];

function mount(version: number, site: SiteSlug = 'g7'): HTMLElement {
  document.body.innerHTML = renderToString(createElement(RecommenderBox, { version, site, newest: [], important: rendered, exclude: 0 }));
  return document.querySelector<HTMLElement>('[data-recommender]')!;
}

function fakeApi(important: Article[], calls: { url: string; site: string | null }[]) {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), site: new Headers(init?.headers).get('x-site') });
    return new Response(JSON.stringify({ v: 0, newest: [], important }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('rotateRecommender', () => {
  it('draws the next version, remembers it, and shows its lists in the rendered cards', async () => {
    localStorage.setItem(RECOMMENDER_STORAGE_KEY, JSON.stringify([3]));
    const box = mount(5);
    const calls: { url: string; site: string | null }[] = [];
    const fresh = articleFixture({ id: 9, title: 'Az olvasó saját változatának cikke' });
    await rotateRecommender(box, { storage: localStorage, random: () => 0, fetch: fakeApi([fresh], calls) });
    expect(calls).toEqual([{ url: '/api/recommended/mstag/all?v=1', site: 'g7' }]);
    expect(JSON.parse(localStorage.getItem(RECOMMENDER_STORAGE_KEY)!)).toEqual([3, 1]);
    // One article in the new list: the first card shows it, the second is gone.
    const links = [...box.querySelectorAll('[data-article-id] a')].map((a) => a.textContent);
    expect(links).toEqual(['Az olvasó saját változatának cikke']);
    expect(box.querySelector('a')!.getAttribute('href')).toBe(articleHref(fresh, 'g7'));
    expect(box.dataset.recommender).toBe('1');
  });

  it('a card whose new article has no picture loses the picture’s column too: its title takes the card’s width', async () => {
    const set = { src: '/media/a.png', width: 400, height: 225, alt: '', variants: { '1.25x': 'b.png', '2x': 'c.png', '3x': 'd.png', '4x': 'e.png' } };
    const pictured = [articleFixture({ id: 1, title: 'Képes cikk', coverImageSet: set })];
    document.body.innerHTML = renderToString(createElement(RecommenderBox, { version: 5, site: 'g7', newest: [], important: pictured, exclude: 0 }));
    const box = document.querySelector<HTMLElement>('[data-recommender]')!;
    const card = box.querySelector<HTMLElement>('[data-article-id]')!;
    expect(card.querySelector('img')).not.toBeNull();
    expect(TEXT_ONLY_CLASS).not.toBe('');
    expect(card.classList.contains(TEXT_ONLY_CLASS)).toBe(false);
    const bare = articleFixture({ id: 9, title: 'Kép nélküli cikk', coverImageSet: null });
    await rotateRecommender(box, { storage: localStorage, random: () => 0, fetch: fakeApi([bare], []) });
    expect(card.querySelector('img')).toBeNull();
    expect(card.classList.contains(TEXT_ONLY_CLASS)).toBe(true);
  });

  it('keeps the rendered lists, without a call, when the drawn version is the rendered one', async () => {
    const box = mount(1);
    const calls: { url: string; site: string | null }[] = [];
    await rotateRecommender(box, { storage: localStorage, random: () => 0, fetch: fakeApi([], calls) });
    expect(calls).toEqual([]);
    expect([...box.querySelectorAll('[data-article-id] a')].map((a) => a.textContent)).toEqual(['Megjelent 1', 'Megjelent 2']);
  });

  it('starts a new round once all 20 were shown, and survives storage that throws', async () => {
    localStorage.setItem(RECOMMENDER_STORAGE_KEY, JSON.stringify(Array.from({ length: 20 }, (_, i) => i + 1)));
    const box = mount(20);
    await rotateRecommender(box, { storage: localStorage, random: () => 0.99, fetch: fakeApi(rendered, []) });
    expect(JSON.parse(localStorage.getItem(RECOMMENDER_STORAGE_KEY)!)).toEqual([20]);
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    await expect(rotateRecommender(box, { storage: broken, random: () => 0, fetch: fakeApi(rendered, []) })).resolves.toBeUndefined();
  });

  it('links the new cards for the page’s domain: an article of the other domain on that domain’s origin', async () => {
    const box = mount(5, 'ro');
    const calls: { url: string; site: string | null }[] = [];
    const ro = articleFixture({ id: 10, slug: 'kolozsvar', mainSuperTag: { id: 7, slug: 'erdely', name: 'Erdély', active: true, siteSlug: 'ro' } });
    const main = articleFixture({ id: 11, slug: 'parlament' });
    await rotateRecommender(box, { storage: localStorage, random: () => 0, fetch: fakeApi([ro, main], calls) });
    expect(calls[0]!.site).toBe('ro');
    expect([...box.querySelectorAll('[data-article-id] a')].map((a) => a.getAttribute('href'))).toEqual([
      '/erdely/1970/01/01/kolozsvar',
      'https://hirter.hu/belfold/1970/01/01/parlament',
    ]);
  });

  it('keeps the rendered lists when the call fails', async () => {
    const box = mount(5);
    const failing = (async () => new Response('oops', { status: 500 })) as typeof fetch;
    await rotateRecommender(box, { storage: localStorage, random: () => 0, fetch: failing });
    expect([...box.querySelectorAll('[data-article-id] a')].map((a) => a.textContent)).toEqual(['Megjelent 1', 'Megjelent 2']);
  });
});
