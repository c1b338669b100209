// The orchestrator's two questions (issue #19), on the origin and the render server:
//   GET /healthz  live: 200 {"ok":true} while the process answers at all
//   GET /readyz   ready: 200 {"ok":true,"checks":{…}} when every check passes, else 503 {"ok":false,"reason":…}
// Neither is a page: `Cache-Control: no-store`, and they are registered before the pages' routes, so no
// route of the table can shadow them. nginx does not expose them (D-202); the origin may face
// readers, so a reason names no internal address or file, and the checks run at most once a second.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { SITES } from '../domain/sites';
import type { SiteSlug } from '../domain/types';
import { createContentApi } from '../contentClient/client';
import { isContentApiError } from '../contentClient/errors';
import { httpTransport } from '../contentClient/httpTransport';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** null when the check passes, else why not (one short sentence). */
export type ReadyCheck = () => Promise<string | null> | string | null;

const NO_STORE = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };
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

/** How long one readiness answer is kept: callers in the same second share it. */
const READY_KEEP_MS = 1_000;

/** Registers /healthz and /readyz on `app`; call it before the app's catch-all routes. */
export function healthRoutes(app: Hono, checks: Record<string, ReadyCheck>): void {
  let last: { at: number; answer: Promise<{ status: number; body: string }> } | undefined;
  const readiness = async () => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map(async (name) => [name, await checks[name]!()] as const));
    const failed = results.filter(([, reason]) => reason !== null);
    const body = failed.length
      ? {
          ok: false,
          reason: failed.map(([, reason]) => reason).join('; '),
          checks: Object.fromEntries(results.map(([name, reason]) => [name, reason ?? 'ok'])),
        }
      : { ok: true, checks: Object.fromEntries(names.map((name) => [name, 'ok'])) };
    return { status: failed.length ? 503 : 200, body: JSON.stringify(body) };
  };
  app.get(HEALTH_PATH, () => new Response('{"ok":true}', { status: 200, headers: NO_STORE }));
  app.get(READY_PATH, async () => {
    if (!last || performance.now() - last.at >= READY_KEEP_MS) last = { at: performance.now(), answer: readiness() };
    const { status, body } = await last.answer;
    return new Response(body, { status, headers: NO_STORE });
  });
}
