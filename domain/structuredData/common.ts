// What every JSON-LD block of ours shares: its context, absolute URLs on the page's own domain, the time format.
import type { SiteSlug } from '../types';
import { siteOrigin } from '../urls';

export const SCHEMA_CONTEXT = 'https://schema.org';

/** A path of the site's domain as an absolute URL (structured data names no relative address); a full URL stays. */
export function absoluteOn(site: SiteSlug, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteOrigin(site)}${path}`;
}

export const isoTime = (unix: number): string => new Date(unix * 1000).toISOString();
