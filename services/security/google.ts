// Google sign-in (OpenID Connect authorization-code flow, confidential client, with PKCE and a nonce).
// Everything about the provider is read from its discovery document, so a local oauth2-mock-server stands in
// for Google in tests.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import { codeChallenge, sameSecret, type GoogleFlow } from './googleFlow';

export interface GoogleConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

export const GOOGLE_SCOPE = 'openid profile email';
const DISCOVERY_TTL_MS = 3600_000;
const FETCH_TIMEOUT_MS = 5000;
/** The provider's clock is not ours. */
const CLOCK_TOLERANCE_S = 60;

/** Why a sign-in failed: for the log only; the client always gets the same 401. */
export class GoogleSignInError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'GoogleSignInError';
  }
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url({ protocol: /^https?$/ }),
  token_endpoint: z.url({ protocol: /^https?$/ }),
  jwks_uri: z.url({ protocol: /^https?$/ }),
});

const tokenResponseSchema = z.object({ id_token: z.string().min(1) });

// Google sent email_verified as the string "true" in older tokens.
const idTokenClaims = z.object({
  email: z.string().min(1),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.string().optional(),
  nonce: z.unknown().optional(),
});

interface Provider {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

const describe = (err: unknown): string => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));
/** A provider's error text for our log line: a string only, printable, not too long. */
const printable = (value: unknown): string => (typeof value === 'string' ? ` ${value.replace(/[^\x20-\x7e]/g, '?').slice(0, 100)}` : '');

export class GoogleSignIn {
  private provider: { at: number; value: Promise<Provider> } | undefined;
  /** Issuer values accepted in ID tokens: the configured one (Google also signs as the bare host name). */
  private readonly issuers: string[];

  constructor(
    private readonly config: GoogleConfig,
    private readonly now: () => number,
  ) {
    this.issuers = config.issuerUrl === 'https://accounts.google.com' ? [config.issuerUrl, 'accounts.google.com'] : [config.issuerUrl];
  }

  /** The discovery document, fetched once an hour; a failed fetch is not kept, so the next request retries. */
  private discover(): Promise<Provider> {
    const now = this.now();
    if (this.provider && now - this.provider.at < DISCOVERY_TTL_MS) return this.provider.value;
    const value = this.fetchProvider();
    const entry = { at: now, value };
    this.provider = entry;
    value.catch(() => {
      if (this.provider === entry) this.provider = undefined;
    });
    return value;
  }

  private async fetchProvider(): Promise<Provider> {
    const url = `${this.config.issuerUrl.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    let body: unknown;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      body = await res.json();
    } catch (err) {
      throw new GoogleSignInError(`discovery document ${url} unavailable (${describe(err)})`);
    }
    const doc = discoverySchema.safeParse(body);
    if (!doc.success) throw new GoogleSignInError(`discovery document ${url} is malformed (${doc.error.issues[0]?.path.join('.')})`);
    // OpenID Connect Discovery §4.3: the document must name the issuer we asked.
    if (doc.data.issuer !== this.config.issuerUrl)
      throw new GoogleSignInError(`discovery document names issuer ${doc.data.issuer}, expected ${this.config.issuerUrl}`);
    return {
      authorizationEndpoint: doc.data.authorization_endpoint,
      tokenEndpoint: doc.data.token_endpoint,
      jwks: createRemoteJWKSet(new URL(doc.data.jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS }),
    };
  }

  async authorizationUrl(redirectUri: string, flow: GoogleFlow): Promise<string> {
    const provider = await this.discover();
    const url = new URL(provider.authorizationEndpoint);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('scope', GOOGLE_SCOPE);
    url.searchParams.set('state', flow.state);
    url.searchParams.set('code_challenge', codeChallenge(flow.verifier));
    url.searchParams.set('code_challenge_method', 'S256');
    url.searchParams.set('nonce', flow.nonce);
    return url.href;
  }

  /**
   * Exchanges the code with this sign-in's verifier and returns the verified ID token's e-mail (lower-cased);
   * the token must carry this sign-in's nonce. Throws GoogleSignInError.
   */
  async emailFromCode(code: string, redirectUri: string, flow: GoogleFlow): Promise<string> {
    const provider = await this.discover();
    let body: unknown;
    try {
      // client_secret_post: the secret in the form, which Google and the mock both accept.
      const res = await fetch(provider.tokenEndpoint, {
        method: 'POST',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: flow.verifier,
          client_id: this.config.clientId,
          client_secret: this.config.clientSecret,
        }),
      });
      body = await res.json().catch(() => null);
      if (!res.ok) {
        const { error, error_description: description } = (body ?? {}) as { error?: unknown; error_description?: unknown };
        throw new Error(`HTTP ${res.status}${printable(error)}${printable(description)}`);
      }
    } catch (err) {
      throw new GoogleSignInError(`code exchange failed (${describe(err)})`);
    }
    const tokens = tokenResponseSchema.safeParse(body);
    if (!tokens.success) throw new GoogleSignInError('token endpoint answered without an id_token');

    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(tokens.data.id_token, provider.jwks, {
        algorithms: ['RS256'],
        issuer: this.issuers,
        audience: this.config.clientId,
        currentDate: new Date(this.now()),
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['iss', 'aud', 'exp', 'iat', 'sub'],
      }));
    } catch (err) {
      throw new GoogleSignInError(`ID token refused (${describe(err)})`);
    }
    const claims = idTokenClaims.safeParse(payload);
    if (!claims.success) throw new GoogleSignInError('ID token has no e-mail claim');
    const { email, email_verified: verified, aud, azp, nonce } = claims.data;
    // Several audiences: the token must have been issued to us (OpenID Connect Core §3.1.3.7).
    if (Array.isArray(aud) && aud.length > 1 && azp !== this.config.clientId)
      throw new GoogleSignInError(`ID token's azp ${azp ?? '(none)'} is not our client`);
    // A token issued for another sign-in (replayed, or injected with its code) names another nonce (§3.1.3.7).
    if (typeof nonce !== 'string') throw new GoogleSignInError('ID token has no nonce');
    if (!sameSecret(nonce, flow.nonce)) throw new GoogleSignInError("ID token's nonce is not this sign-in's");
    if (verified !== true && verified !== 'true') throw new GoogleSignInError(`e-mail ${email} is not verified by the provider`);
    return email.trim().toLowerCase();
  }
}
