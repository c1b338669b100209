// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { liveCardsTask, swapCard } from './frontLive';
import { CATCH_UP_MS } from './liveArticle';

const card = (slug: string, version: number, title: string) => `<article data-live-card="${slug}" data-version="${version}"><h3>${title}</h3></article>`;
const doc = (html: string) => new DOMParser().parseFromString(`<main>${html}</main>`, 'text/html');

function front(html: string): HTMLElement {
  document.body.innerHTML = `<main>${html}</main>`;
  return document.body;
}

describe('a front page’s live cards', () => {
  it('swap a card for the republished page’s once it shows the new version, leaving the others', () => {
    const root = front(card('a', 3, 'Régi cím') + card('b', 5, 'Másik'));
    expect(swapCard(root, doc(card('a', 3, 'Régi cím')), 'a', 4)).toBe(false);
    expect(swapCard(root, doc(card('a', 4, 'Új cím') + card('b', 6, 'Nem ez')), 'a', 4)).toBe(true);
    expect([...root.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Új cím', 'Másik']);
    expect(root.querySelector('[data-live-card="a"]')!.getAttribute('data-version')).toBe('4');
  });

  it('swap each card of a story for the one at its place', () => {
    const root = front(card('a', 1, 'Nagy') + card('a', 1, 'Sor'));
    expect(swapCard(root, doc(card('a', 2, 'Nagy, új') + card('a', 2, 'Sor, új')), 'a', 2)).toBe(true);
    expect([...root.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Nagy, új', 'Sor, új']);
  });

  it('ask each card’s version a tick; on a newer one, fetch the page and swap, looking again soon while it lags', async () => {
    const root = front(card('a', 3, 'Régi cím'));
    const versions: Record<string, number> = { a: 3 };
    const version = vi.fn(async (slug: string) => ({ v: versions[slug]! }));
    let page = doc(card('a', 3, 'Régi cím'));
    const fetchPage = vi.fn(async () => page);
    const task = liveCardsTask({ root, version, fetchPage });
    expect(await task.run()).toBeUndefined();
    expect(fetchPage).not.toHaveBeenCalled();
    versions.a = 4;
    expect(await task.run()).toEqual({ nextInMs: CATCH_UP_MS });
    page = doc(card('a', 4, 'Új cím'));
    expect(await task.run()).toBeUndefined();
    expect(version).toHaveBeenCalledTimes(2);
    expect(root.querySelector('h3')!.textContent).toBe('Új cím');
    root.innerHTML = '';
    expect(await task.run()).toBe('stop');
  });
});
