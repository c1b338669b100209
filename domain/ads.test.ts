import { describe, expect, it } from 'vitest';
import type { FlagSlug, SiteSlug } from './types';
import { AD_DELAY_MS, adSizes, adSlotConfig, adsSuppressed, adZoneName, observerMargin, platformFor, reservedSize, type AdArticle } from './ads';

function article(opts: { flags?: FlagSlug[]; main?: string; superTags?: string[]; site?: SiteSlug } = {}): AdArticle {
  const flags = opts.flags ?? [];
  return {
    flags: flags.map((slug) => ({ slug })),
    mainSuperTag: { id: 1, name: 'Belföld', slug: opts.main ?? 'belfold', active: true, siteSlug: opts.site ?? 'main' },
    superTags: (opts.superTags ?? []).map((slug) => ({ slug, name: slug })),
    adfree: flags.includes('adfree'),
    adultContent: flags.includes('adult-content'),
    pr: flags.includes('pr'),
  };
}
const web = { slotAllowsPr: false, isApp: false };

describe('adZoneName', () => {
  const zone = { page: 'cikk', platform: 'desktop', creative: 'roadblock', position: 'content', index: 1 } as const;

  it('builds a readable zone from site, page, platform, position, creative and index', () => {
    expect(adZoneName({ ...zone, site: 'main' })).toBe('hirter_main/cikk/desktop/content/roadblock_1');
    expect(adZoneName({ ...zone, site: 'main', platform: 'app', index: 3 })).toBe('hirter_main/cikk/app/content/roadblock_3');
  });

  it('uses the Romanian edition’s own zones', () => {
    expect(adZoneName({ ...zone, site: 'ro' })).toBe('hirter_ro/cikk/desktop/content/roadblock_1');
  });

  it('uses g7 zones on the G7 cover only', () => {
    expect(adZoneName({ ...zone, site: 'g7', page: 'cimlap', creative: 'banner', position: 'top' })).toBe('hirter_g7/cimlap/desktop/top/banner_1');
    expect(adZoneName({ ...zone, site: 'g7' })).toBe('hirter_main/cikk/desktop/content/roadblock_1');
  });

  it('files After and Karakter under main', () => {
    expect(adZoneName({ ...zone, site: 'after', page: 'cimlap' })).toMatch(/^hirter_main\//);
    expect(adZoneName({ ...zone, site: 'karakter' })).toMatch(/^hirter_main\//);
  });

  it('refuses an index below 1', () => {
    expect(() => adZoneName({ ...zone, site: 'main', index: 0 })).toThrow(RangeError);
  });
});

describe('platformFor', () => {
  it('splits desktop and mobile at 768 px', () => {
    expect(platformFor(767, false)).toBe('mobile');
    expect(platformFor(768, false)).toBe('desktop');
    expect(platformFor(1440, false)).toBe('desktop');
  });

  it('is app inside the mobile app whatever the width', () => {
    expect(platformFor(1024, true)).toBe('app');
    expect(platformFor(375, true)).toBe('app');
  });
});

describe('adsSuppressed', () => {
  it('shows ads on an ordinary article', () => {
    expect(adsSuppressed(article(), web)).toBe(false);
  });

  it.each(['adfree', 'adult-content', 'pr'] as const)('suppresses ads for flag %s, even in a PR slot', (flag) => {
    expect(adsSuppressed(article({ flags: [flag] }), web)).toBe(true);
    expect(adsSuppressed(article({ flags: [flag] }), { slotAllowsPr: true, isApp: false })).toBe(true);
  });

  it.each(['pr-cikk', 'tamogatott-tartalom', 'tarsadalmi-celu-reklam', 'hirdetes', 'kartyak'])(
    'suppresses ads on sponsored super-tag %s unless the slot allows PR',
    (tag) => {
      expect(adsSuppressed(article({ main: tag }), web)).toBe(true);
      expect(adsSuppressed(article({ superTags: [tag] }), web)).toBe(true);
      expect(adsSuppressed(article({ main: tag }), { slotAllowsPr: true, isApp: false })).toBe(false);
    },
  );

  it('suppresses ads on the video super-tag inside the app only', () => {
    expect(adsSuppressed(article({ main: 'video' }), { slotAllowsPr: false, isApp: true })).toBe(true);
    expect(adsSuppressed(article({ superTags: ['video'] }), { slotAllowsPr: false, isApp: true })).toBe(true);
    expect(adsSuppressed(article({ main: 'video' }), web)).toBe(false);
  });

  it('does not suppress for other flags', () => {
    expect(adsSuppressed(article({ flags: ['live', 'legfontosabb'] }), web)).toBe(false);
  });
});

describe('sizes and reserved space', () => {
  it('serves the spec’s sizes on desktop', () => {
    expect(adSizes({ creative: 'banner', platform: 'desktop' })).toEqual([{ width: 970, height: 250 }]);
    expect(adSizes({ creative: 'rectangle', platform: 'desktop' })).toEqual([{ width: 300, height: 250 }]);
    expect(adSizes({ creative: 'roadblock', platform: 'desktop' })).toEqual([{ width: 640, height: 360 }]);
  });

  it('serves rectangles on phones and in the app', () => {
    expect(adSizes({ creative: 'banner', platform: 'mobile' })).toEqual([{ width: 300, height: 250 }]);
    expect(adSizes({ creative: 'roadblock', platform: 'app' })).toEqual([{ width: 300, height: 250 }]);
  });

  it('reserves the largest size a slot can serve', () => {
    expect(reservedSize({ creative: 'roadblock', platform: 'desktop' })).toEqual({ width: 640, height: 360 });
    expect(
      reservedSize({
        sizes: [
          { width: 300, height: 250 },
          { width: 300, height: 600 },
        ],
      }),
    ).toEqual({ width: 300, height: 600 });
  });
});

describe('timing and margins', () => {
  it('waits 2 s for a delayed slot', () => {
    expect(AD_DELAY_MS).toBe(2000);
  });

  it('clamps the observer margin to 0–300 px, default 0', () => {
    expect(observerMargin()).toBe(0);
    expect(observerMargin(null)).toBe(0);
    expect(observerMargin(Number.NaN)).toBe(0);
    expect(observerMargin(-50)).toBe(0);
    expect(observerMargin(150)).toBe(150);
    expect(observerMargin(1000)).toBe(300);
  });

  it('builds a slot config from a zone', () => {
    const cfg = adSlotConfig(
      { site: 'main', page: 'cikk', platform: 'mobile', creative: 'roadblock', position: 'content', index: 2 },
      { delayed: true, observerMargin: 500 },
    );
    expect(cfg).toMatchObject({
      slot: 'hirter_main/cikk/mobile/content/roadblock_2',
      sizes: [{ width: 300, height: 250 }],
      load: 'deferred',
      delay: 2000,
      observerMargin: 300,
      pr: false,
    });
  });
});
