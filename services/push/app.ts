// GET/POST/DELETE /api/subscriptions (specialised-features.md §7: clientToken, topic) and the VAPID public key
// the browser subscribes with. One zod schema reads each call; a refusal is a 400 naming the field in
// Hungarian (domain/push.ts), a flood a 429, an unknown address under the prefix a 404, and nothing is stored
// on a refused call. Subscribing twice or unsubscribing what is not there is harmless: every answer is the
// token's topics as they stand.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { signInLinkBase } from '../../domain/accounts';
import { DEFAULT_HOSTS, type HostMap } from '../../domain/sites';
import {
  PUSH_API,
  PUSH_ERRORS,
  PUSH_LIMITS,
  PUSH_TEXTS,
  PUSH_TOPICS,
  publicPushEndpoint,
  subscriptionOf,
  type PushField,
  type TopicsAnswer,
} from '../../domain/push';
import type { Db } from '../store/schema';
import { memoryLimiters, type Limiters } from '../rateLimit';
import { clientOf } from '../crm/app';
import { PushStore } from './subscriptions';

export interface PushAppOptions {
  /** The readers' file (services/crm/schema.ts). */
  db: Db;
  /** The VAPID public key (base64url) the browser subscribes with. */
  publicKey: string;
  hosts?: HostMap;
  /** Which endpoints a token may name; default public https push services (domain/push.ts). */
  endpointAllowed?: (url: URL) => boolean;
  /** Where the attempt limits count (D-406); default each in this process's memory. */
  limiters?: Limiters;
  now?: () => number;
}

/** The calls' schemas: GET names a token, POST and DELETE a token and a topic. */
export function pushSchemas(endpointAllowed: (url: URL) => boolean = publicPushEndpoint) {
  const clientToken = z
    .string()
    .max(PUSH_LIMITS.tokenChars)
    .transform((token, ctx) => {
      const sub = subscriptionOf(token.trim(), endpointAllowed);
      if (!sub) ctx.addIssue({ code: 'custom', message: PUSH_ERRORS.clientToken });
      return sub ?? z.NEVER;
    });
  return {
    list: z.object({ clientToken }),
    change: z.object({ clientToken, topic: z.enum(PUSH_TOPICS) }),
  };
}

type Refusal = { status: 400 | 404 | 413 | 429; field?: PushField; message: string; retryAfter?: number };

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    return undefined;
  }
}

function refusalOf(result: z.ZodSafeParseResult<unknown>, value: unknown): Refusal | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { status: 400, field: 'body', message: PUSH_ERRORS.body };
  if (result.success) return null;
  const path = String(result.error.issues[0]?.path[0] ?? 'body');
  const field: PushField = path === 'clientToken' || path === 'topic' ? path : 'body';
  return { status: 400, field, message: PUSH_ERRORS[field] };
}

export function createPushApp(opts: PushAppOptions): Hono {
  const store = new PushStore(opts.db);
  const now = opts.now ?? Date.now;
  const schemas = pushSchemas(opts.endpointAllowed);
  const perClient = (opts.limiters ?? memoryLimiters)('push-per-client', { ...PUSH_LIMITS.perClient, now });
  const app = new Hono();

  const refuse = (c: Context, r: Refusal) => {
    c.header('cache-control', 'no-store');
    if (r.retryAfter) c.header('Retry-After', String(r.retryAfter));
    return c.json({ status: r.status, ...(r.field ? { field: r.field } : {}), message: r.message }, r.status);
  };
  const answer = (c: Context, endpoint: string) => {
    c.header('cache-control', 'no-store');
    return c.json<TopicsAnswer>({ topics: store.topics(endpoint) });
  };
  const limit = bodyLimit({ maxSize: PUSH_LIMITS.tokenChars + 1024, onError: (c) => refuse(c, { status: 413, field: 'body', message: PUSH_ERRORS.body }) });

  app.get(PUSH_API.key, (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.text(opts.publicKey);
  });

  app.get(PUSH_API.subscriptions, (c) => {
    const value = { clientToken: c.req.query('clientToken') };
    const r = schemas.list.safeParse(value);
    const refusal = refusalOf(r, value);
    if (refusal || !r.success) return refuse(c, refusal ?? { status: 400, field: 'body', message: PUSH_ERRORS.body });
    return answer(c, r.data.clientToken.endpoint);
  });

  const change = (act: (sub: z.infer<typeof schemas.change>, c: Context) => void) => async (c: Context) => {
    const wait = await perClient.attempt(clientOf(c));
    if (wait) return refuse(c, { status: 429, message: PUSH_TEXTS.tooMany, retryAfter: wait });
    const value = await jsonBody(c);
    const r = schemas.change.safeParse(value);
    const refusal = refusalOf(r, value);
    if (refusal || !r.success) return refuse(c, refusal ?? { status: 400, field: 'body', message: PUSH_ERRORS.body });
    act(r.data, c);
    return answer(c, r.data.clientToken.endpoint);
  };

  app.post(
    PUSH_API.subscriptions,
    limit,
    change(({ clientToken, topic }, c) => {
      const origin = signInLinkBase(
        { proto: c.req.header('x-forwarded-proto'), forwardedHost: c.req.header('x-forwarded-host'), host: c.req.header('host') ?? new URL(c.req.url).host },
        opts.hosts ?? DEFAULT_HOSTS,
      );
      store.add(clientToken, topic, origin, now());
    }),
  );
  app.delete(
    PUSH_API.subscriptions,
    limit,
    change(({ clientToken, topic }) => store.remove(clientToken.endpoint, topic)),
  );
  app.all(PUSH_API.subscriptions, (c) => {
    c.header('allow', 'GET, HEAD, POST, DELETE');
    return c.json({ status: 405, message: 'Method Not Allowed' }, 405);
  });
  app.all(`${PUSH_API.subscriptions}/*`, (c) => refuse(c, { status: 404, message: PUSH_TEXTS.notFound }));
  return app;
}
