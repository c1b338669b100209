import { describe, expect, it } from 'vitest';
import { houseOffer, housePromo, housePromos, supportShown, SUPPORT_TEXTS } from './housePromos';
import { NEWSLETTER_PAGE } from './newsletter';
import { PROMO_TEXTS } from './newsletterPromo';
import type { AdPosition } from './ads';

const on = { donations: '0' };
const off = { donations: '1' };

describe('supportShown', () => {
  it('points to the support area where the site has one, donations are on and the page is not sponsored', () => {
    expect(supportShown('main', on)).toBe(true);
    expect(supportShown('karakter', on)).toBe(true);
    expect(supportShown('main', off)).toBe(false);
    expect(supportShown('main', on, true)).toBe(false);
    expect(supportShown('ro', on)).toBe(false);
  });
});

describe('housePromos', () => {
  it('offers the newsletter everywhere, support and a podcast only where the page has them', () => {
    expect(housePromos(houseOffer('main', on, { podcastPage: '/podcast/hirter-reggel' })).map((p) => [p.kind, p.href])).toEqual([
      ['newsletter', NEWSLETTER_PAGE],
      ['support', '/tamogatas'],
      ['podcast', '/podcast/hirter-reggel'],
    ]);
    expect(housePromos(houseOffer('main', off)).map((p) => p.kind)).toEqual(['newsletter']);
    expect(housePromos(houseOffer('main', on, { pr: true })).map((p) => p.kind)).toEqual(['newsletter']);
    expect(housePromos(houseOffer('ro', on)).map((p) => p.kind)).toEqual(['newsletter']);
  });

  it('speaks with the existing boxes’ words', () => {
    const [newsletter, support] = housePromos(houseOffer('main', on));
    expect(newsletter).toMatchObject({ title: PROMO_TEXTS.title, text: PROMO_TEXTS.lead, cta: PROMO_TEXTS.submit });
    expect(support).toMatchObject({ title: SUPPORT_TEXTS.title, cta: 'Támogatom' });
  });
});

describe('housePromo', () => {
  const slots: { position: AdPosition; index: number }[] = [
    { position: 'top', index: 1 },
    { position: 'sidebar', index: 1 },
    { position: 'content', index: 1 },
    { position: 'content', index: 2 },
  ];

  it('gives slots next to each other different promos when two or more are offered', () => {
    const offer = houseOffer('main', on, { podcastPage: '/g7/podcast/g7-podcast' });
    const kinds = slots.map((s) => housePromo(offer, s).kind);
    expect(kinds).toEqual(['newsletter', 'support', 'podcast', 'newsletter']);
    kinds.slice(1).forEach((k, i) => expect(k).not.toBe(kinds[i]));
    // An article: the top (phone and desktop alike), the sidebar beside it, the in-content slot below.
    expect(slots.slice(0, 3).map((s) => housePromo(houseOffer('main', on), s).kind)).toEqual(['newsletter', 'support', 'newsletter']);
  });

  it('never promotes what the page hides: no support with donations off or on sponsored content', () => {
    for (const offer of [houseOffer('main', off), houseOffer('main', on, { pr: true }), houseOffer('ro', on)])
      for (const s of slots) expect(housePromo(offer, s).kind).toBe('newsletter');
  });
});
