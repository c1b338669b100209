import { describe, expect, it } from 'vitest';
import { isSitePath, parseFrameMessage, routePushOpens } from './frameMessages';

const O = 'https://hirter.hu';
const parse = (data: unknown, origin = O, fromFrame = true) => parseFrameMessage(data, origin, O, fromFrame);

describe('parseFrameMessage', () => {
  it('reads the four messages in their exact shape', () => {
    expect(parse({ type: 'route-push', path: '/melleklet/ep-2024/adatok/malta' })).toEqual({ type: 'route-push', path: '/melleklet/ep-2024/adatok/malta' });
    expect(parse({ type: 'parent-router', path: '/melleklet/ep-2024/adatok' })).toEqual({ type: 'parent-router', path: '/melleklet/ep-2024/adatok' });
    expect(parse({ type: 'iframe-size', height: 1234.4 })).toEqual({ type: 'iframe-size', height: 1234 });
    expect(parse({ type: 'themeChanged', theme: 'dark' })).toEqual({ type: 'themeChanged', theme: 'dark' });
  });

  it('ignores another origin, another window, and any other shape', () => {
    expect(parse({ type: 'iframe-size', height: 500 }, 'https://evil.example')).toBeNull();
    expect(parse({ type: 'iframe-size', height: 500 }, O, false)).toBeNull();
    for (const bad of [
      null,
      'route-push',
      [],
      { type: 'route-push' },
      { type: 'route-push', path: 'https://evil.example/x' },
      { type: 'route-push', path: '//evil.example/x' },
      { type: 'parent-router', path: 'javascript:alert(1)' },
      { type: 'parent-router', path: '/\\evil.example' },
      { type: 'route-push', path: '/a', extra: 1 },
      { type: 'iframe-size', height: '500' },
      { type: 'iframe-size', height: Number.NaN },
      { type: 'iframe-size', height: Infinity },
      { type: 'themeChanged', theme: 'sepia' },
      { type: 'navigate', path: '/' },
    ]) {
      expect(parse(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('holds a height to the frame’s bounds', () => {
    expect(parse({ type: 'iframe-size', height: 10 })).toEqual({ type: 'iframe-size', height: 240 });
    expect(parse({ type: 'iframe-size', height: 1e9 })).toEqual({ type: 'iframe-size', height: 4000 });
  });

  it('a site path is absolute and of this site', () => {
    expect(isSitePath('/melleklet/x')).toBe(true);
    expect(isSitePath('/a b')).toBe(false);
    expect(isSitePath(`/${'a'.repeat(400)}`)).toBe(false);
  });
});

describe('routePushOpens', () => {
  const base = { election: 'valasztas-2022', initial: '/melleklet/valasztas-2022/adatok' };
  it('on a data page opens another data page of its election, not its own path, another election’s or an unknown region’s', () => {
    const on = (pushed: string) => routePushOpens({ ...base, pagePath: '/melleklet/valasztas-2022/adatok', pushed });
    expect(on('/melleklet/valasztas-2022/adatok/budapest')).toBe(true);
    expect(on('/melleklet/valasztas-2022/adatok')).toBe(false);
    expect(on('/melleklet/ep-2024/adatok')).toBe(false);
    expect(on('/melleklet/valasztas-2022/adatok/atlantisz')).toBe(false);
  });

  it('on an attachment page ignores the frame’s first view and opens another', () => {
    const on = (pushed: string) => routePushOpens({ ...base, pagePath: '/melleklet/valasztas-2022', pushed });
    expect(on('/melleklet/valasztas-2022/adatok')).toBe(false);
    expect(on('/melleklet/valasztas-2022/adatok/pest')).toBe(true);
  });
});
