import type { SiteSlug } from '../../domain/types';
import { adSiteName, adSlotConfig, adZoneName, reservedSize, type AdCreative, type AdPage, type AdPosition } from '../../domain/ads';
import { AD_LABEL, HOUSE_PROMO_LABEL, housePromo, type HouseOffer } from '../../domain/housePromos';
import styles from './AdSlot.module.css';
import { AD_APP_ATTR, AD_DELAY_ATTR, AD_DESKTOP_ATTR, AD_HOUSE_PROMO_ATTR, AD_LOAD_ATTR, AD_MARGIN_ATTR, AD_MOBILE_ATTR, AD_VIDEO_ATTR } from './attrs';

/**
 * An ad slot: its zone names for desktop and mobile and reserved space, so the page does not shift when
 * (and if) the ad script fills it. Until a creative fills it (the vendor marks the slot AD_STATE_ATTR 'filled'),
 * the reserved box shows the publication's own promo, so no slot is ever blank, with or without JavaScript.
 * `only` shows the slot on one side of the ad split (reader-site.md §9: 768 px) and names only that side's
 * zones (the app's on both: the app's web view may be either wide); ads.ts requests no slot that is not shown.
 */
export function AdSlot({
  site,
  page,
  creative,
  position,
  index,
  offer,
  only,
  video = false,
  load = 'deferred',
  delayed = false,
  margin = 0,
}: {
  site: SiteSlug;
  page: AdPage;
  creative: AdCreative;
  position: AdPosition;
  index: number;
  /** What the page's house promos may point to (domain/housePromos.ts houseOffer). */
  offer: HouseOffer;
  /** 'desktop': shown from 768 px on; 'mobile': below it; both when unset. */
  only?: 'desktop' | 'mobile';
  video?: boolean;
  /** Early slots are requested at once; deferred ones when they near the viewport. */
  load?: 'early' | 'deferred';
  /** Wait the spec's 2 s after the slot comes into view. */
  delayed?: boolean;
  /** Observer margin in px (0–300). */
  margin?: number;
}) {
  const adSite = adSiteName(site, page);
  const desktop = { site: adSite, page, platform: 'desktop' as const, creative, position, index };
  const mobile = { ...desktop, platform: 'mobile' as const };
  const config = adSlotConfig(desktop, { load, delayed, observerMargin: margin });
  const d = reservedSize(desktop);
  const m = reservedSize(mobile);
  const promo = housePromo(offer, { position, index });
  return (
    <div
      className={only ? `${styles.slot} ${styles[only]}` : styles.slot}
      {...{ [AD_DESKTOP_ATTR]: only === 'mobile' ? undefined : adZoneName(desktop) }}
      {...{ [AD_MOBILE_ATTR]: only === 'desktop' ? undefined : adZoneName(mobile) }}
      {...{ [AD_APP_ATTR]: adZoneName({ ...desktop, platform: 'app' }) }}
      {...{ [AD_VIDEO_ATTR]: video ? '1' : undefined }}
      {...{ [AD_LOAD_ATTR]: config.load }}
      {...{ [AD_DELAY_ATTR]: config.delay }}
      {...{ [AD_MARGIN_ATTR]: config.observerMargin }}
      style={{
        ['--ad-h-desktop' as string]: `${d.height}px`,
        ['--ad-w-desktop' as string]: `${d.width}px`,
        ['--ad-h-mobile' as string]: `${m.height}px`,
        ['--ad-w-mobile' as string]: `${m.width}px`,
      }}
    >
      <span className={styles.label}>
        <span className={styles.adLabel}>{AD_LABEL}</span>
        <span className={styles.houseLabel}>{HOUSE_PROMO_LABEL}</span>
      </span>
      <div className={styles.promo} {...{ [AD_HOUSE_PROMO_ATTR]: promo.kind }}>
        <p className={styles.promoTitle}>{promo.title}</p>
        <p className={styles.promoText}>{promo.text}</p>
        <a className={styles.promoCta} href={promo.href}>
          {promo.cta}
        </a>
      </div>
    </div>
  );
}
