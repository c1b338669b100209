import type { Config } from 'vike/types';

// Server routing only: every navigation is a full page load of static HTML (DESIGN.md "Rendering and
// islands"); React runs in the browser only inside islands, loaded by +client.ts.
export default {
  clientRouting: false,
  passToClient: [],
  meta: {
    siteSlug: { env: { server: true } },
  },
} satisfies Config;
