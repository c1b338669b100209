// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_ATTRIBUTE, entryLoaderScript } from './entryScript';
import { entryOf } from '../domain/entryTag.mjs';

const run = () => new Function(entryLoaderScript())();
const added = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute('src'));

let readyState: DocumentReadyState;

/** The browser's paint timing: `paint()` records the first contentful paint and tells the observers. */
const paintTiming = {
  painted: false,
  observers: [] as { callback: (list: { getEntriesByName(n: string): unknown[] }, o: { disconnect(): void }) => void; connected: boolean }[],
  paint() {
    this.painted = true;
    const list = { getEntriesByName: (n: string) => (n === 'first-contentful-paint' ? [{}] : []) };
    for (const o of this.observers) if (o.connected) o.callback(list, { disconnect: () => (o.connected = false) });
  },
};
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint'];
  constructor(callback: (typeof paintTiming.observers)[number]['callback']) {
    paintTiming.observers.push({ callback, connected: false });
  }
  observe(options: { type: string }) {
    if (options.type === 'paint') paintTiming.observers.at(-1)!.connected = true;
  }
}

function loadEvent() {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
}

beforeEach(() => {
  document.head.innerHTML = '';
  (
    window as unknown as { happyDOM: { settings: { disableJavaScriptFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.disableJavaScriptFileLoading = true;
  (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess =
    true;
  readyState = 'interactive';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  document.documentElement.setAttribute(ENTRY_ATTRIBUTE, '/assets/entries/renderer_client.A.js');
  paintTiming.painted = false;
  paintTiming.observers = [];
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((n: string) =>
    paintTiming.painted && n === 'first-contentful-paint' ? ([{}] as PerformanceEntryList) : [],
  );
});

afterEach(() => {
  document.documentElement.removeAttribute(ENTRY_ATTRIBUTE);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the page script loader (D-300, D-303)', () => {
  it('adds the module script <html data-entry> names once the page has loaded and painted, and once', () => {
    run();
    paintTiming.paint();
    expect(added()).toEqual([]);
    loadEvent();
    loadEvent();
    paintTiming.paint();
    expect(added()).toEqual(['/assets/entries/renderer_client.A.js']);
  });

  it('waits for the first contentful paint of a page that loaded before it painted', () => {
    run();
    loadEvent();
    expect(added()).toEqual([]);
    paintTiming.paint();
    expect(added()).toEqual(['/assets/entries/renderer_client.A.js']);
    expect(paintTiming.observers.every((o) => !o.connected)).toBe(true);
  });

  it('adds it at once on a page that has already loaded and painted', () => {
    readyState = 'complete';
    paintTiming.painted = true;
    run();
    expect(added()).toEqual(['/assets/entries/renderer_client.A.js']);
  });

  it('waits for load alone in a browser without paint timing', () => {
    FakePerformanceObserver.supportedEntryTypes = [];
    try {
      run();
      expect(added()).toEqual([]);
      loadEvent();
      expect(added()).toEqual(['/assets/entries/renderer_client.A.js']);
    } finally {
      FakePerformanceObserver.supportedEntryTypes = ['paint'];
    }
  });

  it('adds nothing on a page that names no script', () => {
    document.documentElement.removeAttribute(ENTRY_ATTRIBUTE);
    readyState = 'complete';
    paintTiming.painted = true;
    run();
    expect(added()).toEqual([]);
  });

  it('is one text for every page (one hash in the Content-Security-Policy)', () => {
    expect(entryLoaderScript()).toBe(entryLoaderScript());
    expect(entryLoaderScript()).not.toMatch(/<\/script|assets\//i);
  });

  it('reads the build a document names', () => {
    expect(entryOf(document)).toBe('/assets/entries/renderer_client.A.js');
    expect(entryOf(new DOMParser().parseFromString('<html><body></body></html>', 'text/html'))).toBeNull();
  });
});
