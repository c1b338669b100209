// The content API's redirect rules (/api/route-rules) as the origin and the render server keep them.
import { z } from 'zod';
import type { RouteRule } from '../domain/types';
import { createContentApi } from '../contentClient/client';
import { httpTransport } from '../contentClient/httpTransport';

const ROUTE_RULES_RETRY_MS = 5_000;
const ROUTE_RULES_TIMEOUT_MS = 2_000;

const routeRuleSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302)]),
});

/**
 * The content API's redirect rules (/api/route-rules), kept for `ttlMs`. One fetch at a time; a failure is
 * logged and counts as "no rules", retried after a few seconds (not a whole TTL, and not on every request).
 */
export function routeRulesSource(contentApiUrl: string, opts: { ttlMs?: number; log?: (line: string) => void } = {}) {
  const ttlMs = opts.ttlMs ?? 60_000;
  const log = opts.log ?? console.error;
  let rules: RouteRule[] = [];
  let validUntil = 0;
  let inflight: Promise<RouteRule[]> | null = null;
  const api = createContentApi({ baseUrl: contentApiUrl, site: 'main', transport: httpTransport, timeoutMs: ROUTE_RULES_TIMEOUT_MS });

  const load = async (): Promise<RouteRule[]> => {
    try {
      const raw = await api.routeRules();
      const valid: RouteRule[] = [];
      for (const item of raw) {
        const parsed = routeRuleSchema.safeParse(item);
        if (parsed.success) valid.push(parsed.data);
        else log(`route rules: ignoring an invalid rule ${JSON.stringify(item)?.slice(0, 200)}`);
      }
      rules = valid;
      validUntil = Date.now() + ttlMs;
    } catch (err) {
      log(`route rules: ${contentApiUrl}/api/route-rules failed (${err instanceof Error ? err.message : String(err)}); redirecting without server rules`);
      rules = [];
      validUntil = Date.now() + Math.min(ttlMs, ROUTE_RULES_RETRY_MS);
    }
    return rules;
  };

  return (): Promise<RouteRule[]> => {
    if (Date.now() < validUntil) return Promise.resolve(rules);
    inflight ??= load().finally(() => {
      inflight = null;
    });
    return inflight;
  };
}
