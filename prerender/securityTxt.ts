// /.well-known/security.txt of each domain (RFC 9116): whom to tell of a vulnerability. Pure: the job writes it
// into each domain folder beside robots.txt with the build's date, from which its Expires follows.
import type { SiteSlug } from '../domain/types';
import { siteUrl } from './sitemaps';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** The newsroom's one security contact: both domains run the same systems. */
export const SECURITY_CONTACT = 'mailto:security@hirter.hu';

/**
 * How long a written file stays valid. RFC 9116 §2.5.5 recommends less than a year; every full build (nightly)
 * writes it anew, so the date only comes near when builds have stopped for months, and then it should lapse.
 */
export const SECURITY_TXT_VALID_DAYS = 180;

/** The security.txt of the domain `site` is served from, written at `builtAt` (unix seconds). */
export function securityTxt(site: SiteSlug, builtAt: number): string {
  const expires = new Date((builtAt + SECURITY_TXT_VALID_DAYS * 86_400) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [`Contact: ${SECURITY_CONTACT}`, `Expires: ${expires}`, 'Preferred-Languages: hu, en', `Canonical: ${siteUrl(site, SECURITY_TXT_PATH)}`, ''].join(
    '\n',
  );
}
