// What each site's consent script (domain/sites.ts consentScriptPath) is built with (consent/plugin.ts): the
// dialogue's question naming the publication, and the publisher's country its TCF data names. Apart from
// consent.ts so that the script, which imports that, carries no site table.
import { SITES, SITE_SLUGS } from './sites';
import { withDefiniteArticle } from './definiteArticle';
import { CONSENT_TEXTS } from './consent';
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

/** What one consent script is built with: its dialogue's text and its publisher's country. */
export interface ConsentScriptConfig {
  body: string;
  publisherCC: 'HU' | 'RO';
}

/**
 * Each consent script path with what its script says (the first site naming it, the home site of its domain):
 * one script each, with its texts written in, so the script carries no site table.
 */
export function consentScripts(): { path: string; config: ConsentScriptConfig }[] {
  const seen = new Map<string, SiteSlug>();
  for (const site of SITE_SLUGS) if (!seen.has(SITES[site].consentScriptPath)) seen.set(SITES[site].consentScriptPath, site);
  return [...seen].map(([path, site]) => ({ path, config: { body: consentBody(SITES[site].name), publisherCC: publisherCountry(site) } }));
}
