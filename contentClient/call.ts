// The one request of the content client, for every runtime and every caller (the pages' entities in
// client.ts, the job's internal calls, the browser's polls and account calls in browser.ts, the live-score
// service in livescore.ts). Everything past the bytes is here, once:
//   a GET answered a retry status gets one more try after retryDelayMs; POST, PUT, DELETE never (retries);
//   a 401 the spec's token rules mend (domain/authErrors.ts) gets one shared refresh and one more try;
//   a non-2xx is a ContentApiError of its status's kind (kindOfStatus); no answer is 'unavailable';
//   a 2xx that is not JSON (when JSON was asked) is 'bad-response'.
import { authOutcome, LOGIN_PATH } from '../domain/authErrors';
import { ContentApiError, kindOfStatus, retries } from './errors';
import type { Method, Transport, TransportAnswer } from './transport';

export interface CallerOptions {
  /** Absolute; the browser's is its own origin (the edge proxies /api), read at the first call. */
  baseUrl: string | (() => string);
  transport: Transport;
  /** Sent on every call (the site header). */
  headers?: Readonly<Record<string, string>>;
  /** The bearer, read at each call (a refresh changes it). */
  token?: () => string | null | undefined;
  /** The browser's token rules (specialised-features.md §4 "Login and token"); without them a 401 is 'unauthorized'. */
  auth?: {
    /** Gets a new access token; rejects when it cannot. */
    refresh?: () => Promise<void>;
    isPreview?: () => boolean;
    /** Logs out and leaves the page for /login. */
    toLogin?: (path: string) => void;
  };
  timeoutMs?: number;
  /** Wait before the one retry (tests use 0). */
  retryDelayMs?: number;
}

export interface CallOptions {
  query?: Readonly<Record<string, string | number>>;
  /** Sent as JSON. */
  json?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** 'json' (the default): the body parsed, undefined when empty; 'text': the body as it came; 'answer': the whole answer. */
  as?: 'json' | 'text' | 'answer';
  fresh?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export const RETRY_DELAY_MS = 300;

function messageOf(body: string): string {
  try {
    const b = JSON.parse(body) as { message?: unknown; error?: unknown } | null;
    return String(b?.message ?? b?.error ?? '');
  } catch {
    return '';
  }
}

export function createCaller(opts: CallerOptions) {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const retryDelayMs = opts.retryDelayMs ?? RETRY_DELAY_MS;
  let base: string | undefined;
  const baseUrl = () => {
    const b = typeof opts.baseUrl === 'function' ? opts.baseUrl() : opts.baseUrl;
    return (base ??= b.endsWith('/') ? b : `${b}/`);
  };

  // One refresh at a time: the calls that all got 401 together share it.
  let refreshing: Promise<void> | null = null;
  const refreshOnce = (refresh: () => Promise<void>) =>
    (refreshing ??= refresh().finally(() => {
      refreshing = null;
    }));

  async function send(method: Method, url: URL, request: string, o: CallOptions): Promise<TransportAnswer> {
    const token = opts.token?.();
    const headers = {
      ...opts.headers,
      accept: 'application/json',
      ...(o.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...o.headers,
    };
    const body = o.json !== undefined ? JSON.stringify(o.json) : undefined;
    try {
      return await opts.transport({ method, url, headers, body, fresh: o.fresh, signal: o.signal }, o.timeoutMs ?? timeoutMs);
    } catch (err) {
      throw new ContentApiError('unavailable', request, null, (err as { code?: string }).code ?? (err as Error).message ?? String(err), { cause: err });
    }
  }

  async function call<T>(method: Method, path: string, o: CallOptions = {}, refreshed = false): Promise<T> {
    const url = new URL(path.replace(/^\//, ''), baseUrl());
    for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, String(v));
    const request = `${method} ${url.pathname}${url.search}`;
    let answer = await send(method, url, request, o);
    if (retries(method, answer.status)) {
      await new Promise((r) => setTimeout(r, retryDelayMs));
      answer = await send(method, url, request, o);
    }
    const { status, body } = answer;
    if (status < 200 || status >= 300) {
      const auth = opts.auth;
      const fail = (detail = `answered ${status}`) => new ContentApiError(kindOfStatus(status), request, status, detail, { body });
      if (!auth || (status !== 401 && status !== 403)) throw fail();
      const outcome = authOutcome(status, messageOf(body), { preview: auth.isPreview?.() ?? false, retried: refreshed });
      if (outcome === 'refresh' && auth.refresh) {
        try {
          await refreshOnce(auth.refresh);
        } catch (err) {
          auth.toLogin?.(LOGIN_PATH);
          throw new ContentApiError('unauthorized', request, status, `the token's refresh failed: ${String(err)}`, { cause: err, body });
        }
        return call<T>(method, path, o, true);
      }
      if (outcome === 'login' || outcome === 'refresh') auth.toLogin?.(LOGIN_PATH);
      throw fail();
    }
    if (o.as === 'answer') return answer as T;
    if (o.as === 'text') return body as T;
    if (body === '') return undefined as T;
    try {
      return JSON.parse(body) as T;
    } catch (err) {
      throw new ContentApiError('bad-response', request, status, 'not JSON', { cause: err, body });
    }
  }

  return {
    call,
    get: <T>(path: string, o?: CallOptions) => call<T>('GET', path, o),
    post: <T>(path: string, json?: unknown, o?: CallOptions) => call<T>('POST', path, { ...o, json }),
    put: <T>(path: string, json?: unknown, o?: CallOptions) => call<T>('PUT', path, { ...o, json }),
    delete: <T>(path: string, json?: unknown, o?: CallOptions) => call<T>('DELETE', path, { ...o, json }),
  };
}

export type Caller = ReturnType<typeof createCaller>;
