// The content client in the browser: the site's own origin (the edge proxies /api to the content API and the
// other services), ky over fetch, the site header on every call. A page that knows an editor's token
// passes the spec's token rules (specialised-features.md §4 "Login and token"): a 401 of the spec's two
// messages gets one shared refresh and one more try, a failed refresh or a 403 in preview goes to /login.
import type { SiteSlug } from '../domain/types';
import { createCaller, type Caller, type CallerOptions } from './call';
import { kyTransport } from './kyTransport';
import { siteHeader } from './siteHeader';

export function browserClient(
  o: { site?: SiteSlug; token?: CallerOptions['token']; auth?: CallerOptions['auth']; transport?: CallerOptions['transport'] } = {},
): Caller {
  return createCaller({
    baseUrl: () => location.origin,
    transport: o.transport ?? kyTransport,
    headers: siteHeader(o.site),
    token: o.token,
    auth: o.auth,
  });
}
