// What each site's consent script (domain/sites.ts consentScriptPath) is built with (consent/plugin.ts): the
// dialogue's question naming the publication, and the publisher's country its TCF data names. Apart from
// consent.ts so that the script, which imports that, carries no site table.
import { SITES, SITE_SLUGS } from './sites.ts';
import { withDefiniteArticle } from './definiteArticle.ts';
import { CONSENT_TEXTS } from './consentTexts.ts';
import type { SiteSlug } from './types';

/** The dialogue's question, naming the publication. */
export function consentBody(siteName: string): string {
  return (
    `${withDefiniteArticle(siteName, { capital: true })} hirdetései és a cikkekbe ágyazott külső tartalmak (YouTube, Spotify, Facebook, ` +
    'Google Térkép) sütiket helyezhetnek el az eszközén, és adatot kaphatnak a látogatásáról. Ehhez kérjük a hozzájárulását; ' +
    `döntését bármikor megváltoztathatja a „${CONSENT_TEXTS.settings}” gombbal.`
  );
}

/** The publisher's country: the Romanian edition's is Romania. */
export function publisherCountry(site: SiteSlug): 'HU' | 'RO' {
  return SITES[site].currency.code === 'RON' ? 'RO' : 'HU';
}

/**
 * One consent script path's script: the manager every page loads, which answers `__tcfapi` from the cookie and
 * draws its dialogue itself when it must ask (one file, so a first visit's question comes without another request:
 * D-427).
 */
export interface ConsentScript {
  path: string;
  /** The manager's build-time settings (consent/cmp.ts): the publisher's country and the dialogue's question. */
  manager: { publisherCC: 'HU' | 'RO'; body: string };
}

/** Each consent script path, speaking of the first site naming it (its domain's home site), with its texts written in. */
export function consentScripts(): ConsentScript[] {
  const seen = new Map<string, SiteSlug>();
  for (const site of SITE_SLUGS) if (!seen.has(SITES[site].consentScriptPath)) seen.set(SITES[site].consentScriptPath, site);
  return [...seen].map(([path, site]) => {
    return { path, manager: { publisherCC: publisherCountry(site), body: consentBody(SITES[site].name) } };
  });
}
