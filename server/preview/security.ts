// The preview endpoint's client of the security service (specialised-features.md §7 "Security"): the
// preview talks to it server-side and keeps the tokens in HttpOnly cookies, so no token is ever handed to
// a script in the editor's browser.

export interface Tokens {
  token: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
}

export interface Editor {
  id: number;
  email: string;
}

/** An answer of the security service that is not a success. */
export class SecurityError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Seconds to wait (429 Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export interface GoogleStart {
  url: string;
  flow: string;
}

const TIMEOUT_MS = 5_000;

export function securityClient(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');

  async function call<T>(path: string, init: { method?: string; bearer?: string; json?: unknown; form?: Record<string, string>; client?: string }): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    // The security service limits attempts per client too: it must see the editor's address, not ours.
    if (init.client) headers['x-forwarded-for'] = init.client;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new SecurityError(503, `security service unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const message = typeof (parsed as { message?: unknown })?.message === 'string' ? (parsed as { message: string }).message : res.statusText;
      const retry = Number(res.headers.get('retry-after'));
      throw new SecurityError(res.status, message, Number.isFinite(retry) && retry > 0 ? retry : undefined);
    }
    return parsed as T;
  }

  return {
    login: (email: string, password: string, client: string, unlock?: string) =>
      call<{ token: string }>('/api/login', { json: unlock ? { email, password, unlock } : { email, password }, client }),
    verifyOtp: (preAuth: string, code: string, client: string) => call<Tokens>('/api/login/otp/verify', { json: { code }, bearer: preAuth, client }),
    me: (access: string) => call<Editor>('/api/me', { bearer: access }),
    refresh: (refreshToken: string) => call<Tokens>('/api/token/refresh', { json: { refreshToken } }),
    logout: (access: string) => call<unknown>('/api/logout', { bearer: access }),
    /**
     * The provider's authorization URL and the sign-in sealed for this browser's cookie (opaque here); null
     * when the security service has no Google sign-in configured.
     */
    googleUrl: async (redirectUri: string, state: string): Promise<GoogleStart | null> => {
      try {
        return await call<GoogleStart>(`/api/login/google/url?${new URLSearchParams({ redirect_uri: redirectUri, state })}`, {});
      } catch (err) {
        if (err instanceof SecurityError && err.status === 404) return null;
        throw err;
      }
    },
    /** The provider's answer (code, state) and the sealed sign-in of the browser it came back to. */
    googleCheck: (back: { code: string; state: string; flow: string }, redirectUri: string, client: string) =>
      call<Tokens>('/api/login/google/check', { form: { ...back, redirect_uri: redirectUri }, client }),
  };
}

export type SecurityClient = ReturnType<typeof securityClient>;
