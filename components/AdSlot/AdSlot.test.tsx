// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdSlot } from './AdSlot';
import { AD_APP_ATTR, AD_DESKTOP_ATTR, AD_HOUSE_PROMO_ATTR, AD_MOBILE_ATTR } from './attrs';
import { houseOffer } from '../../domain/housePromos';
import { NEWSLETTER_PAGE } from '../../domain/newsletter';

const offer = houseOffer('main', { donations: '0' });

function slot(props: Partial<Parameters<typeof AdSlot>[0]> = {}): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(
    <AdSlot site="main" page="cikk" creative="banner" position="top" index={1} offer={offer} load="early" {...props} />,
  );
  return document.body.firstElementChild as HTMLElement;
}

describe('AdSlot', () => {
  it('holds the publication’s own promo in its reserved box until a creative fills it: never an empty box', () => {
    const s = slot();
    const promo = s.querySelector(`[${AD_HOUSE_PROMO_ATTR}]`)!;
    expect(promo.getAttribute(AD_HOUSE_PROMO_ATTR)).toBe('newsletter');
    expect(promo.querySelector('a')!.getAttribute('href')).toBe(NEWSLETTER_PAGE);
    expect(promo.textContent).toContain('Feliratkozom');
    expect(s.style.getPropertyValue('--ad-h-desktop')).toBe('250px');
    expect(s.style.getPropertyValue('--ad-h-mobile')).toBe('250px');
    expect(s.style.getPropertyValue('--ad-w-desktop')).toBe('970px');
    expect(s.style.getPropertyValue('--ad-w-mobile')).toBe('300px');
  });

  it('labels the promo as its own; "Hirdetés" is the label a filled slot shows', () => {
    const s = slot();
    const label = s.firstElementChild!;
    // Which of the two shows is the stylesheet's choice by the slot's state (checked in e2e/ads.spec.ts).
    expect([...label.children].map((c) => c.textContent)).toEqual(['Hirdetés', 'Ajánlatunk']);
  });

  it('the sidebar’s promo differs from the top slot’s beside it', () => {
    expect(slot({ creative: 'rectangle', position: 'sidebar' }).querySelector(`[${AD_HOUSE_PROMO_ATTR}]`)!.getAttribute(AD_HOUSE_PROMO_ATTR)).toBe('support');
  });

  it('names every zone when shown on both sides of the ad split', () => {
    const s = slot();
    expect(s.getAttribute(AD_DESKTOP_ATTR)).toBe('hirter_main/cikk/desktop/top/banner_1');
    expect(s.getAttribute(AD_MOBILE_ATTR)).toBe('hirter_main/cikk/mobile/top/banner_1');
    expect(s.getAttribute(AD_APP_ATTR)).toBe('hirter_main/cikk/app/top/banner_1');
  });

  it('shown on one side only, names that side’s zone and the app’s, never the other side’s', () => {
    const wide = slot({ only: 'desktop' });
    expect([wide.getAttribute(AD_DESKTOP_ATTR), wide.getAttribute(AD_MOBILE_ATTR), wide.getAttribute(AD_APP_ATTR)]).toEqual([
      'hirter_main/cikk/desktop/top/banner_1',
      null,
      'hirter_main/cikk/app/top/banner_1',
    ]);
    const narrow = slot({ only: 'mobile' });
    expect([narrow.getAttribute(AD_DESKTOP_ATTR), narrow.getAttribute(AD_MOBILE_ATTR), narrow.getAttribute(AD_APP_ATTR)]).toEqual([
      null,
      'hirter_main/cikk/mobile/top/banner_1',
      'hirter_main/cikk/app/top/banner_1',
    ]);
  });
});
