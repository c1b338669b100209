// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENTRY_ATTRIBUTE, entryLoaderScript, entryOf } from './entryScript';

const run = () => new Function(entryLoaderScript())();
const added = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute('src'));

let readyState: DocumentReadyState;

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
});

afterEach(() => {
  document.documentElement.removeAttribute(ENTRY_ATTRIBUTE);
});

describe('the page script loader', () => {
  it('adds the module script <html data-entry> names on load, not before, and once', () => {
    run();
    expect(added()).toEqual([]);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual(['/assets/entries/renderer_client.A.js']);
  });

  it('adds it at once on a page that has already loaded', () => {
    readyState = 'complete';
    run();
    expect(added()).toEqual(['/assets/entries/renderer_client.A.js']);
  });

  it('adds nothing on a page that names no script', () => {
    document.documentElement.removeAttribute(ENTRY_ATTRIBUTE);
    readyState = 'complete';
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
