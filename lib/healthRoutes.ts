// The orchestrator's two questions (issue #19), asked of every HTTP service of the site (issue #37: the
// servers, the embedded services' listeners):
//   GET /healthz  live: 200 {"ok":true} while the process answers at all
//   GET /readyz   ready: 200 {"ok":true,"checks":{…}} when every check passes, else 503 {"ok":false,"reason":…}
// Neither is a page nor needs a login: `Cache-Control: no-store`, registered before an app's other routes
// and middleware that could refuse them. The checks run at most once a second.
import type { Hono } from 'hono';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** null when the check passes, else why not (one short sentence). */
export type ReadyCheck = () => Promise<string | null> | string | null;

const NO_STORE = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };

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
  app.get(HEALTH_PATH, () => new Response('{"ok":true}', { status: 200, headers: { ...NO_STORE } }));
  app.get(READY_PATH, async () => {
    if (!last || performance.now() - last.at >= READY_KEEP_MS) last = { at: performance.now(), answer: readiness() };
    const { status, body } = await last.answer;
    return new Response(body, { status, headers: { ...NO_STORE } });
  });
}
