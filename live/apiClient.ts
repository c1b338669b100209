// The browser's one API client (reader-site.md §7, §8; specialised-features.md §4 "Login and token"), on
// ky like the content client's browser transport (contentClient/): the site header on every call, the editor's
// bearer when there is one, and the spec's error rules in one place:
//   404 → NotFound; 403 → Forbidden (in preview: log out and go to /login);
//   401 'Expired JWT Token' / 'Missing accessToken, use your refreshToken!' → one token refresh, one retry;
//   a failed refresh (or a 401 from it) → log out and go to /login; anything else is rethrown.
// Retries: a GET is retried once on 408, 409, 425, 429, 500, 502, 503, 504; POST, PUT and DELETE never
// (D-148: retrying a login or a subscription is not safe).
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { SITE_HEADER } from '../domain/sites';
import type { SiteSlug } from '../domain/types';
import { RETRY_STATUSES } from '../contentClient/errors';
import { LOGIN_PATH, authOutcome } from '../domain/authErrors';

export class NotFound extends Error {
  readonly status = 404;
}
export class Forbidden extends Error {
  readonly status = 403;
}
export class Unauthorized extends Error {
  readonly status = 401;
}

export { LOGIN_PATH, REFRESHABLE_401_MESSAGES } from '../domain/authErrors';

export interface ApiClientOptions {
  /** '' or an absolute base; the browser uses its own origin (the origin proxies /api). */
  baseUrl: string;
  site: SiteSlug;
  getToken?: () => string | null | undefined;
  /** Gets a new access token (POST /api/token/refresh); rejects when it cannot. */
  refreshToken?: () => Promise<void>;
  isPreview?: () => boolean;
  logout?: () => void;
  /** Leaves the page for `path` (location.assign in the browser). */
  redirect?: (path: string) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Wait before ky's one GET retry (tests use 0 or fake timers). */
  retryDelayMs?: number;
}

type Method = 'get' | 'post' | 'put' | 'delete';
type Query = Record<string, string | number>;

async function messageOf(res: Response): Promise<string> {
  try {
    const body = (await res.clone().json()) as { message?: unknown; error?: unknown };
    return String(body.message ?? body.error ?? '');
  } catch {
    return '';
  }
}

export function createApiClient(opts: ApiClientOptions) {
  const http: KyInstance = ky.create({
    ...(opts.baseUrl ? { prefixUrl: opts.baseUrl } : {}),
    timeout: opts.timeoutMs ?? 10_000,
    retry: {
      limit: 1,
      methods: ['get'],
      statusCodes: [...RETRY_STATUSES],
      ...(opts.retryDelayMs !== undefined ? { delay: () => opts.retryDelayMs! } : {}),
    },
    headers: { [SITE_HEADER]: opts.site },
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = opts.getToken?.();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  // One refresh at a time: the calls that all got 401 together share it.
  let refreshing: Promise<void> | null = null;
  const refreshOnce = () => {
    refreshing ??= (opts.refreshToken ? opts.refreshToken() : Promise.reject(new Unauthorized('no refresh'))).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
  const toLogin = () => {
    opts.logout?.();
    opts.redirect?.(LOGIN_PATH);
  };

  async function call<T>(method: Method, path: string, options: Options, retried: boolean): Promise<T> {
    try {
      const res = await http(path.replace(/^\//, ''), { ...options, method });
      if (res.status === 204) return undefined as T;
      const text = await res.text();
      return (text ? JSON.parse(text) : undefined) as T;
    } catch (err) {
      if (!(err instanceof HTTPError)) throw err;
      const outcome = authOutcome(err.response.status, await messageOf(err.response), { preview: opts.isPreview?.() ?? false, retried });
      if (outcome === 'not-found') throw new NotFound(path);
      if (outcome === 'forbidden') throw new Forbidden(path);
      if (outcome === 'login') {
        toLogin();
        throw err.response.status === 403 ? new Forbidden(path) : new Unauthorized(path);
      }
      if (outcome === 'refresh') {
        try {
          await refreshOnce();
        } catch {
          toLogin();
          throw new Unauthorized(path);
        }
        return call<T>(method, path, options, true);
      }
      throw err;
    }
  }

  return {
    get: <T>(path: string, searchParams?: Query, init: Options = {}) => call<T>('get', path, { ...init, ...(searchParams ? { searchParams } : {}) }, false),
    post: <T>(path: string, json?: unknown, init: Options = {}) => call<T>('post', path, { ...init, ...(json !== undefined ? { json } : {}) }, false),
    put: <T>(path: string, json?: unknown, init: Options = {}) => call<T>('put', path, { ...init, ...(json !== undefined ? { json } : {}) }, false),
    delete: <T>(path: string, json?: unknown, init: Options = {}) => call<T>('delete', path, { ...init, ...(json !== undefined ? { json } : {}) }, false),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
