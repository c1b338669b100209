// The readiness checks of the Node servers (the origin, the render server, the preview); their /healthz and
// /readyz routes are lib/healthRoutes.ts's, registered before the pages' routes, so no route of the table can
// shadow them. nginx does not expose them (D-202); the origin may face readers, so a reason names no
// internal address or file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SITES } from '../domain/sites';
import type { SiteSlug } from '../domain/types';
import { createContentApi } from '../contentClient/client';
import { isContentApiError } from '../contentClient/errors';
import { httpTransport } from '../contentClient/httpTransport';
import type { ReadyCheck } from '../lib/healthRoutes';

// The routes are lib/healthRoutes.ts's, shared with the embedded services' listeners; the checks are the servers'.
export { HEALTH_PATH, READY_PATH, healthRoutes, type ReadyCheck } from '../lib/healthRoutes';

const CONTENT_API_TIMEOUT_MS = 2_000;

/** The content API answers its health call (GET /api/health → 2xx, a JSON object) within two seconds. */
export function contentApiCheck(contentApiUrl: string): ReadyCheck {
  const api = createContentApi({ baseUrl: contentApiUrl, site: 'main', transport: httpTransport, timeoutMs: CONTENT_API_TIMEOUT_MS });
  return async () => {
    try {
      await api.health();
      return null;
    } catch (err) {
      if (isContentApiError(err, 'bad-response')) return 'content API: its health call answered something else than its JSON';
      if (isContentApiError(err) && err.status !== null) return `content API: its health call answered ${err.status}`;
      const why = (err as Error).cause as { code?: string; name?: string } | undefined;
      return `content API: unreachable (${why?.code ?? why?.name ?? 'error'})`;
    }
  };
}

/** Every site's front page is in the output (`<outDir>/<domain><path>/index.html`). */
export function frontPagesCheck(outDir: string): ReadyCheck {
  return () => {
    const missing = (Object.keys(SITES) as SiteSlug[]).filter((site) => !existsSync(join(outDir, SITES[site].domain, SITES[site].path, 'index.html')));
    return missing.length === 0 ? null : `output: no front page of ${missing.join(', ')}`;
  };
}
