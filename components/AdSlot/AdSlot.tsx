import type { SiteSlug } from '../../domain/types';
import { adSiteName, adSlotConfig, adZoneName, reservedSize, type AdCreative, type AdPage, type AdPosition } from '../../domain/ads';
import styles from './AdSlot.module.css';
import { AD_APP_ATTR, AD_DELAY_ATTR, AD_DESKTOP_ATTR, AD_LOAD_ATTR, AD_MARGIN_ATTR, AD_MOBILE_ATTR, AD_VIDEO_ATTR } from './attrs';

/**
 * An ad slot: its zone names for desktop and mobile and reserved space, so the page does not shift when
 * (and if) the ad script fills it. The ad script itself is loaded only in the browser.
 */
export function AdSlot({
  site,
  page,
  creative,
  position,
  index,
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
  return (
    <div
      className={styles.slot}
      {...{ [AD_DESKTOP_ATTR]: adZoneName(desktop) }}
      {...{ [AD_MOBILE_ATTR]: adZoneName(mobile) }}
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
      <span className={styles.label}>Hirdetés</span>
    </div>
  );
}
