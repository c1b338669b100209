// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from './preloadHelper';

/** The links the helper adds, held out of the document: the test answers each with its load or its error. */
let added: HTMLLinkElement[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLLinkElement[]));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

const settle = () => new Promise((r) => setTimeout(r, 0));

const listeners: ((e: Event) => void)[] = [];
afterEach(() => {
  for (const l of listeners.splice(0)) window.removeEventListener('vite:preloadError', l);
});

/** Records the test's vite:preloadError events; `take` makes a listener take each (preventDefault). */
function preloadErrors(take: boolean): unknown[] {
  const seen: unknown[] = [];
  const listener = (e: Event) => {
    seen.push((e as Event & { payload: unknown }).payload);
    if (take) e.preventDefault();
  };
  window.addEventListener('vite:preloadError', listener);
  listeners.push(listener);
  return seen;
}

describe('__vitePreload', () => {
  it('imports at once when nothing is to be loaded first', async () => {
    await expect(__vitePreload(async () => 'module')).resolves.toBe('module');
    await expect(__vitePreload(async () => 'module', [])).resolves.toBe('module');
    expect(added).toEqual([]);
  });

  it("links a stylesheet the page lacks under the site's root, and imports once it has loaded", async () => {
    const load = vi.fn(async () => 'player');
    const done = __vitePreload(load, ['assets/static/PlayerBar.css']);
    await settle();
    expect(added).toHaveLength(1);
    expect(added[0]!.rel).toBe('stylesheet');
    expect(added[0]!.href).toBe(new URL('/assets/static/PlayerBar.css', location.href).href);
    expect(load).not.toHaveBeenCalled();
    added[0]!.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBe('player');
  });

  it('asks a stylesheet once for two imports, and never one the page links already', async () => {
    // The page's own stylesheet link (happy-dom takes it as loaded: the file option above).
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/static/Page.css">';
    const a = __vitePreload(async () => 'a', ['assets/static/Toast.css', 'assets/static/Page.css']);
    const b = __vitePreload(async () => 'b', ['assets/static/Toast.css']);
    await settle();
    expect(added.map((l) => new URL(l.href).pathname)).toEqual(['/assets/static/Toast.css']);
    added[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([a, b])).resolves.toEqual(['a', 'b']);
  });

  describe('a stylesheet that fails', () => {
    it('tells the page and rejects when nobody takes it; the next import asks it again', async () => {
      const seen = preloadErrors(false);
      const load = vi.fn(async () => 'x');
      const done = __vitePreload(load, ['assets/static/Gone.css']);
      await settle();
      added[0]!.dispatchEvent(new Event('error'));
      await expect(done).rejects.toThrow('Unable to preload CSS for http://');
      expect(seen).toHaveLength(1);
      expect(load).not.toHaveBeenCalled();
      void __vitePreload(load, ['assets/static/Gone.css']).catch(() => {});
      await settle();
      expect(added).toHaveLength(2);
    });
  });

  describe('an import that fails, taken by a listener (live/navigation.ts reloads)', () => {
    it('resolves with nothing once the page took it', async () => {
      const seen = preloadErrors(true);
      const err = new TypeError('Failed to fetch dynamically imported module');
      await expect(__vitePreload(() => Promise.reject(err), [])).resolves.toBeUndefined();
      expect(seen).toEqual([err]);
    });
  });

  describe('an import that fails, taken by nobody', () => {
    it('rejects with its error', async () => {
      const seen = preloadErrors(false);
      const err = new TypeError('Failed to fetch dynamically imported module');
      await expect(__vitePreload(() => Promise.reject(err))).rejects.toBe(err);
      expect(seen).toEqual([err]);
    });
  });
});
