import { describe, expect, it } from 'vitest';
import {
  afterBuildCheck,
  appNavigationUrl,
  buildIdOf,
  isPlainInternalClick,
  reloadAllowed,
  sameApartFromApp,
  shouldPrefetch,
  workerBuildOf,
} from './navigationRules';
import { reloadTo } from './reload';

describe('prefetch', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('connection %j → %s', (c, ok) => expect(shouldPrefetch(c)).toBe(ok));
});

describe('mobile-app navigation', () => {
  const u = (s: string) => new URL(s, 'https://hirter.hu');
  it.each([
    ['/belfold?oldal=2', 'https://hirter.hu/belfold?oldal=2'],
    ['/belfold?oldal=1', 'https://hirter.hu/belfold'],
    ['/belfold', 'https://hirter.hu/belfold'],
    ['/cimke/x?oldal=1#top', 'https://hirter.hu/cimke/x#top'],
  ])('%s is handed to the app as %s', (target, full) => expect(appNavigationUrl(u(target))).toBe(full));

  it.each([
    ['/belfold?isMobileApp=1', '/belfold', true],
    ['/belfold?isMobileApp', '/belfold/', true],
    ['/belfold?isMobileApp=1&oldal=2', '/belfold?oldal=2', true],
    ['/belfold?isMobileApp=1', '/belfold?oldal=2', false],
    ['/belfold?isMobileApp=1', '/kulfold', false],
  ])('from %s to %s unchanged apart from isMobileApp: %s', (a, b, same) => expect(sameApartFromApp(u(a), u(b))).toBe(same));
});

describe('reload guard (10 s)', () => {
  it.each([
    [null, 0, true],
    [0, 9_999, false],
    [0, 10_000, true],
    [20_000, 5_000, true], // a clock that went back: allow
  ])('last %s now %s → %s', (last, now, ok) => expect(reloadAllowed(last, now)).toBe(ok));

  it('reloads to the target once, then not again within 10 s', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const went: string[] = [];
    expect(reloadTo('/a', storage, (x) => went.push(x))).toBe(true);
    expect(reloadTo('/a', storage, (x) => went.push(x))).toBe(false);
    expect(went).toEqual(['/a']);
  });
});

describe('build file and clicks', () => {
  it.each([
    [{ id: 'abc123', timestamp: 1 }, 'abc123'],
    [{ id: 5 }, null],
    [null, null],
    [{ id: '<script>' }, null],
  ])('%j → %s', (body, id) => expect(buildIdOf(body)).toBe(id));

  it("reads a worker's build from its script address", () => {
    expect(workerBuildOf('http://127.0.0.1:3000/sw.js?build=abc123')).toBe('abc123');
    expect(workerBuildOf('http://127.0.0.1:3000/sw.js')).toBeNull();
    expect(workerBuildOf(undefined)).toBeNull();
    expect(workerBuildOf('nem cím')).toBeNull();
  });

  it("keeps the worker of the latest build, even under an older build's page", () => {
    expect(afterBuildCheck({ page: 'old', worker: 'new', latest: 'new' })).toBeNull();
    expect(afterBuildCheck({ page: 'new', worker: 'new', latest: 'new' })).toBeNull();
    expect(afterBuildCheck({ page: 'new', worker: null, latest: 'new' })).toBeNull();
    expect(afterBuildCheck({ page: 'old', worker: 'old', latest: null })).toBeNull();
  });

  it('registers the page of the latest build at once, and leaves any other new build to the next click', () => {
    expect(afterBuildCheck({ page: 'new', worker: 'old', latest: 'new' })).toEqual({ register: 'new' });
    expect(afterBuildCheck({ page: 'old', worker: 'old', latest: 'new' })).toEqual({ newBuild: 'new' });
    expect(afterBuildCheck({ page: 'old', worker: 'mid', latest: 'new' })).toEqual({ newBuild: 'new' });
    expect(afterBuildCheck({ page: null, worker: null, latest: 'new' })).toEqual({ newBuild: 'new' });
  });

  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const link = (href: string, target = '') => ({ href, target, hasDownload: false });
  it('takes over plain same-origin clicks only', () => {
    expect(isPlainInternalClick(click, link('https://hirter.hu/a'), 'https://hirter.hu')?.pathname).toBe('/a');
    expect(isPlainInternalClick(click, link('https://example.com/a'), 'https://hirter.hu')).toBeNull();
    expect(isPlainInternalClick({ ...click, ctrlKey: true }, link('https://hirter.hu/a'), 'https://hirter.hu')).toBeNull();
    expect(isPlainInternalClick(click, link('https://hirter.hu/a', '_blank'), 'https://hirter.hu')).toBeNull();
    expect(isPlainInternalClick({ ...click, button: 1 }, link('https://hirter.hu/a'), 'https://hirter.hu')).toBeNull();
  });
});
