// ads.txt of each domain of the static output: who may sell its ad zones (IAB Tech Lab ads.txt 1.1). Pure: the
// job writes it into each domain folder beside robots.txt, the render server answers the same text.
import type { SiteSlug } from '../domain/types';
import { SITES } from '../domain/sites';
import { AD_SELLERS } from '../domain/ads';

/** Where buyers look for it: the root of the domain (the sub-sites' zones are the main domain's). */
export const ADS_TXT_PATH = '/ads.txt';

/** The ads.txt of the domain `site` is served from: its sellers, and the domain that owns the zones. */
export function adsTxt(site: SiteSlug): string {
  const home = SITES[site].homeSite as keyof typeof AD_SELLERS;
  const sellers = AD_SELLERS[home];
  if (!sellers) throw new Error(`no ad sellers for ${SITES[site].domain}`);
  return [
    `# The authorised sellers of ${SITES[home].publisherName}'s ad zones on ${SITES[site].domain}.`,
    ...sellers.map((s) => [s.system, s.account, s.relationship, ...(s.certificationId ? [s.certificationId] : [])].join(', ')),
    `OWNERDOMAIN=${SITES[site].domain}`,
    '',
  ].join('\n');
}
