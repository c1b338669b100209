// The content client in the browser: the site's own origin (the edge proxies /api to the content API and the
// other services), ky over fetch, the site header on every call. A page that knows an editor's token
// passes the spec's token rules (specialised-features.md §4 "Login and token"): a 401 of the spec's two
// messages gets one shared refresh and one more try, a failed refresh or a 403 in preview goes to /login.
import { SITE_HEADER, SITES } from '../domain/sites';
import { dataOf } from '../domain/dataAttributes';
import { HTML_SITE_ATTR } from '../domain/documentAttributes';
import type { SiteSlug } from '../domain/types';
import { createCaller, type Caller, type CallerOptions } from './call';
import { kyTransport } from './kyTransport';

/** The site the page belongs to (the document's data-site), 'main' when it names none. */
export function siteOfPage(): SiteSlug {
  const slug = dataOf(document.documentElement, HTML_SITE_ATTR);
  return slug && slug in SITES ? (slug as SiteSlug) : 'main';
}

export function browserClient(
  o: { site?: SiteSlug; token?: CallerOptions['token']; auth?: CallerOptions['auth']; transport?: CallerOptions['transport'] } = {},
): Caller {
  return createCaller({
    baseUrl: () => location.origin,
    transport: o.transport ?? kyTransport,
    headers: { [SITE_HEADER]: o.site ?? siteOfPage() },
    token: o.token,
    auth: o.auth,
  });
}
