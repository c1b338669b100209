// The content API's live-score calls (specialised-features.md §7): `/api/livescore/all/{date}`,
// `/api/livescore/{sport}/fixtures/{a}/{b}/all/{c}` and, for the browser's live polls, any other read of
// the live-score service under `/api/livescore/{sport}/…`, answered by the service at LIVESCORE_API_URL
// with its own status, body and Cache-Control (so the edge keeps a live answer 5 s). The browser never sees
// the service's address; the service being down is a 503 and a log line.
import { Hono } from 'hono';
import { SPORTS as REGISTERED } from '../../domain/sports/registry';

/** The live-score service's names of the registered sports: the only ones passed through. */
const SPORTS = new Set<string>(REGISTERED.map((s) => s.service));
const TIMEOUT_MS = 5_000;

export function livescoreRoutes(livescoreApiUrl: string, log: (line: string) => void): Hono {
  const base = livescoreApiUrl.replace(/\/+$/, '');
  const app = new Hono();
  const pass = async (servicePath: string): Promise<Response> => {
    try {
      const res = await fetch(`${base}${servicePath}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const headers = new Headers({ 'content-type': res.headers.get('content-type') ?? 'application/json' });
      const cache = res.headers.get('cache-control');
      if (cache) headers.set('cache-control', cache);
      return new Response(await res.arrayBuffer(), { status: res.status, headers });
    } catch (err) {
      log(`live-score service ${base}${servicePath} failed: ${(err as Error).message}`);
      return Response.json({ error: 'The live-score service does not answer.', status: 503 }, { status: 503, headers: { 'cache-control': 'no-store' } });
    }
  };
  app.get('/api/livescore/all/:date', (c) => pass(`/livescore/football/fixtures/all/${encodeURIComponent(c.req.param('date'))}`));
  app.get('/api/livescore/:sport/*', (c) => {
    const sport = c.req.param('sport');
    const rest = new URL(c.req.url).pathname.slice(`/api/livescore/${sport}/`.length);
    // Read-only, and only the registered sports' data: nothing else of the service (a control route) is reachable.
    if (!SPORTS.has(sport) || rest === '' || rest.startsWith('_')) return c.json({ error: `Not found: ${new URL(c.req.url).pathname}`, status: 404 }, 404);
    return pass(`/livescore/${sport}/${rest}`);
  });
  return app;
}
