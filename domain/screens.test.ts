import { describe, expect, it } from 'vitest';
import { OTHER_SCREENS, SUPPORT_SCREENS, donationsOff, ACADEMY_PATH } from './screens';
import { SUPPORT_SLUGS, matchRoute } from './routes';

const ON = { donationsOff: false };

describe('the screens without spec content', () => {
  it('has a support screen for /tamogatas and each of its slugs, nothing else', () => {
    expect(Object.keys(SUPPORT_SCREENS).sort()).toEqual(['', ...SUPPORT_SLUGS].sort());
  });

  const all = [...Object.entries(SUPPORT_SCREENS), ...Object.entries(OTHER_SCREENS)];
  it.each(all)('%s: a title, and every link lands on a page of the main site', (_, screen) => {
    expect(screen.title.trim()).not.toBe('');
    for (const link of screen.links) {
      expect(link.href.startsWith('/'), link.href).toBe(true);
      expect(matchRoute('main', link.href, ON).name, link.href).not.toBe('not-found');
    }
  });

  it('the academy path is a route of its own', () => {
    expect(matchRoute('main', ACADEMY_PATH, ON)).toStrictEqual({ name: 'academy' });
  });
});

describe('the donations flag', () => {
  it.each([
    ['1', true],
    ['0', false],
    ['', false],
    ['true', false],
  ])('%j switches the support routes off: %s', (donations, off) => {
    expect(donationsOff({ donations })).toBe(off);
    expect(matchRoute('main', '/tamogatas/siker', { donationsOff: donationsOff({ donations }) }).name).toBe(off ? 'not-found' : 'support');
  });
});

describe('dependency keys', () => {
  it('are list keys the publisher’s manifest accepts', async () => {
    const { parseListKey } = await import('../prerender/manifest');
    const { docKey, STAFF_KEY, exchangeKey } = await import('./screens');
    for (const key of [docKey('impresszum'), docKey('felhasznalasi-feltetelek'), STAFF_KEY, exchangeKey('HUF'), exchangeKey('RON')]) {
      expect(parseListKey(key).list).toBe(key);
    }
  });
});
