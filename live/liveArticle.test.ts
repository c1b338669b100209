// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler } from './scheduler';
import { fakeVisibility } from './testing/fakeVisibility';
import { CATCH_UP_MS, insertPosts, isNewer, liveArticleTask, newPosts, newPostsText, readMarker, swapRegions, titleWithCount } from './liveArticle';

const S = 1000;

function page(version: number, opts: { title?: string; live?: boolean; posts?: string[]; pinned?: string[] } = {}): Document {
  const posts = (opts.posts ?? []).map((id) => `<article id="${id}"><h2>${id}</h2></article>`).join('');
  const pinned = (opts.pinned ?? []).map((id) => `<article id="${id}" data-pinned=""><h2>${id}</h2></article>`).join('');
  return new DOMParser().parseFromString(
    `<title>${opts.title ?? 'Cím'}</title><div data-live-article data-slug="elo" data-version="${version}" data-page="1" ${opts.live === false ? '' : 'data-live'}>
      <h1 data-live-swap="title">${opts.title ?? 'Cím'}</h1><p data-live-swap="lead">Lead</p><div data-live-swap="body"><p>Szöveg ${version}</p></div>
      <section data-live-blog>${pinned}${posts}</section></div>`,
    'text/html',
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('version compare', () => {
  it.each([
    [3, 4, true],
    [3, 3, false],
    [3, 2, false],
    [3, '4', false],
    [3, null, false],
    [3, Number.NaN, false],
  ])('shown %s, server %s → newer %s', (shown, server, newer) => {
    expect(isNewer(shown, server)).toBe(newer);
  });
});

describe('texts', () => {
  it('toast and tab title', () => {
    expect(newPostsText(3)).toBe('3 új bejegyzés');
    expect(titleWithCount('Élő: a választás', 2)).toBe('(2) Élő: a választás');
    expect(titleWithCount('(2) Élő: a választás', 5)).toBe('(5) Élő: a választás');
    expect(titleWithCount('(2) Élő: a választás', 0)).toBe('Élő: a választás');
  });
});

describe('swapping a fresher page in', () => {
  it('replaces only the regions that changed', () => {
    const doc = page(1);
    const body = doc.querySelector('[data-live-swap="body"]');
    expect(swapRegions(doc, page(2, { title: 'Új cím' }))).toEqual(['title', 'body']);
    expect(doc.querySelector('h1')!.textContent).toBe('Új cím');
    // The element itself stays: the reader's scroll position and anything attached to it survive.
    expect(doc.querySelector('[data-live-swap="body"]')).toBe(body);
    expect(body!.textContent).toBe('Szöveg 2');
  });

  it("keeps a reader's focus inside a swapped region: at the same place of the new text, else at the region", () => {
    document.body.innerHTML = '<div data-live-swap="body"><p>Szöveg 1 <a href="/a">itt</a></p></div>';
    const region = document.querySelector<HTMLElement>('[data-live-swap="body"]')!;
    document.querySelector<HTMLElement>('a')!.focus();
    const fresh = (html: string) => new DOMParser().parseFromString(`<div data-live-swap="body">${html}</div>`, 'text/html');
    swapRegions(document, fresh('<p>Szöveg 2 <a href="/b">ott</a></p>'));
    expect(document.activeElement).toBe(region.querySelector('a[href="/b"]'));
    swapRegions(document, fresh('<p>Szöveg 3, link nélkül</p>'));
    expect(document.activeElement).toBe(region);
    document.body.innerHTML = '';
  });

  it('finds new live-blog posts and puts them after the pinned ones', () => {
    const doc = page(1, { pinned: ['p'], posts: ['b', 'a'] });
    const fresh = page(2, { pinned: ['p'], posts: ['d', 'c', 'b', 'a'] });
    const posts = newPosts(doc, fresh);
    expect(posts.map((p) => p.id)).toEqual(['d', 'c']);
    insertPosts(doc, posts);
    expect(Array.from(doc.querySelectorAll('[data-live-blog] article'), (a) => a.id)).toEqual(['p', 'd', 'c', 'b', 'a']);
  });
});

describe('the live article poller', () => {
  function setup(server: { v: number }, pages: Document[]) {
    const doc = fakeVisibility();
    const version = vi.fn(async () => ({ v: server.v }));
    const fetchPage = vi.fn(async () => pages.shift() ?? page(server.v));
    const applied: number[] = [];
    const apply = vi.fn((fresh: Document) => {
      const m = readMarker(fresh)!;
      applied.push(m.version);
      return m.live;
    });
    const marker = readMarker(page(1))!;
    const task = liveArticleTask({ marker, version, fetchPage, apply }, 15 * S);
    const scheduler = createScheduler(doc);
    scheduler.add(task);
    return { doc, version, fetchPage, apply, applied, scheduler };
  }

  it('asks the version every 15 s and fetches nothing while it is the same', async () => {
    const t = setup({ v: 1 }, []);
    await vi.advanceTimersByTimeAsync(60 * S);
    expect(t.version).toHaveBeenCalledTimes(4);
    expect(t.fetchPage).not.toHaveBeenCalled();
  });

  it('fetches and applies the page when the server version is newer', async () => {
    const server = { v: 1 };
    const t = setup(server, []);
    await vi.advanceTimersByTimeAsync(15 * S);
    server.v = 2;
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(t.applied).toEqual([2]);
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(t.fetchPage).toHaveBeenCalledTimes(1);
  });

  it('while the static page still shows the old version, looks again soon, without asking the version', async () => {
    const server = { v: 2 };
    const t = setup(server, [page(1), page(1), page(2)]);
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(t.fetchPage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * CATCH_UP_MS);
    expect(t.fetchPage).toHaveBeenCalledTimes(3);
    expect(t.version).toHaveBeenCalledTimes(1);
    expect(t.applied).toEqual([2]);
  });

  it('stops when the live flag goes', async () => {
    const server = { v: 2 };
    const t = setup(server, [page(2, { live: false })]);
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(t.applied).toEqual([2]);
    expect(t.scheduler.active()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60 * S);
    expect(t.version).toHaveBeenCalledTimes(1);
  });

  it('swallows failures (no throw reaches the page) and keeps polling', async () => {
    const t = setup({ v: 1 }, []);
    t.version.mockRejectedValueOnce(new Error('503'));
    await vi.advanceTimersByTimeAsync(15 * S);
    await vi.advanceTimersByTimeAsync(30 * S); // backoff after one failure
    expect(t.version).toHaveBeenCalledTimes(2);
  });

  it('makes no request while the tab is hidden', async () => {
    const t = setup({ v: 1 }, []);
    t.doc.set('hidden');
    await vi.advanceTimersByTimeAsync(120 * S);
    expect(t.version).not.toHaveBeenCalled();
  });

  it('on the front page keeps only the version number', async () => {
    const fetchPage = vi.fn();
    const apply = vi.fn();
    const task = liveArticleTask({ marker: readMarker(page(1))!, version: async () => ({ v: 5 }), fetchPage, apply, versionOnly: true }, 15 * S);
    await task.run();
    expect(task.state()).toEqual({ shown: 5, target: 5 });
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
