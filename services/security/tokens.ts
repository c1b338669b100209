// Our JWTs: the access token the preview (and the content API's draft reads) accept, and the short
// pre-authentication token that only lets its holder try the second factor. Both HS256 with one secret;
// `typ` and the audience keep one kind from ever passing for the other.
import { EXPIRED_TOKEN_MESSAGE, MISSING_TOKEN_MESSAGE } from '../../domain/authErrors';
import { MIN_SECRET_LENGTH } from '../../config/secrets';
import { SignJWT, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { stmt } from '../store/schema';
import type { Db } from './db';

export const TOKEN_ISSUER = 'hirter-security';
export const ACCESS_AUDIENCE = 'hirter-preview';
/** Pre-auth tokens are for this service's OTP route only. */
export const PREAUTH_AUDIENCE = 'hirter-security';
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const PREAUTH_TOKEN_TTL_S = 5 * 60;
/** HS256 with a short secret can be brute-forced offline from one token: the floor holds in development too. */
export const MIN_JWT_SECRET_LENGTH = MIN_SECRET_LENGTH;

export const MESSAGES = {
  missing: MISSING_TOKEN_MESSAGE,
  expired: EXPIRED_TOKEN_MESSAGE,
  invalid: 'Invalid JWT Token',
  forbidden: 'Forbidden',
} as const;

export type AccessCheck = { ok: true; editor: { id: number; email: string } } | { ok: false; status: 401 | 403; message: string };

const key = (secret: string) => new TextEncoder().encode(secret);
const seconds = (ms: number) => Math.floor(ms / 1000);

export async function signAccessToken(jwtSecret: string, claims: { editorId: number; email: string; sid: string }, nowMs: number): Promise<string> {
  const iat = seconds(nowMs);
  return new SignJWT({ email: claims.email, sid: claims.sid, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.editorId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
    .sign(key(jwtSecret));
}

export async function signPreauthToken(jwtSecret: string, claims: { editorId: number; jti: string }, nowMs: number): Promise<string> {
  const iat = seconds(nowMs);
  return new SignJWT({ typ: 'preauth' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.editorId))
    .setJti(claims.jti)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(PREAUTH_AUDIENCE)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + PREAUTH_TOKEN_TTL_S)
    .sign(key(jwtSecret));
}

/** The token of `Authorization: Bearer <token>`; null when there is none (absent, empty, another scheme). */
export function bearerOf(authorization: string | undefined): string | null {
  const m = /^\s*Bearer(?:\s+(.*))?$/i.exec(authorization ?? '');
  const token = m?.[1]?.trim();
  return token ? token : null;
}

const editorId = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);
const accessClaims = z.object({ sub: editorId, email: z.string(), sid: z.string().min(1).max(100), typ: z.literal('access') });
const preauthClaims = z.object({ sub: editorId, jti: z.string().min(1).max(100), exp: z.number(), typ: z.literal('preauth') });

type Checked<T> = { ok: true; claims: T } | { ok: false; reason: 'missing' | 'expired' | 'invalid' };

async function check<T>(jwtSecret: string, authorization: string | undefined, audience: string, claims: z.ZodType<T>, nowMs: number): Promise<Checked<T>> {
  const token = bearerOf(authorization);
  if (!token) return { ok: false, reason: 'missing' };
  try {
    // Pinned to HS256: 'none', RS256-with-our-secret-as-public-key and the like never get as far as a key.
    const { payload } = await jwtVerify(token, key(jwtSecret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'iat', 'nbf', 'exp'],
    });
    const parsed = claims.safeParse(payload);
    return parsed.success ? { ok: true, claims: parsed.data } : { ok: false, reason: 'invalid' };
  } catch (err) {
    // jose checks the signature before the claims, so only a genuine token of ours can be "expired".
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** verifyAccessToken's answer plus the session (family) the token belongs to, for logout. */
export type SessionCheck = { ok: true; editor: { id: number; email: string }; sessionId: string } | { ok: false; status: 401 | 403; message: string };

export async function verifyAccessSession(db: Db, jwtSecret: string, authorization: string | undefined, now: number = Date.now()): Promise<SessionCheck> {
  const checked = await check(jwtSecret, authorization, ACCESS_AUDIENCE, accessClaims, now);
  if (!checked.ok) return { ok: false, status: 401, message: MESSAGES[checked.reason] };
  const { sub, sid } = checked.claims;
  const row = stmt(
    db,
    'SELECT e.id, e.email FROM sessions s JOIN editors e ON e.id = s.editor_id WHERE s.id = ? AND s.editor_id = ? AND s.revoked_at IS NULL',
  ).get(sid, sub) as { id: number; email: string } | undefined;
  if (!row) return { ok: false, status: 403, message: MESSAGES.forbidden };
  return { ok: true, editor: { id: row.id, email: row.email }, sessionId: sid };
}

/**
 * Who the `Authorization` header's access token belongs to. 401 for a token that is missing, expired or not
 * a valid access token of ours; 403 for a valid token whose editor was removed or whose session ended
 * (logout, or a stolen refresh token detected): the preview treats 403 as "logged out".
 * `now` is in milliseconds.
 */
export async function verifyAccessToken(db: Db, jwtSecret: string, authorization: string | undefined, now: number = Date.now()): Promise<AccessCheck> {
  const checked = await verifyAccessSession(db, jwtSecret, authorization, now);
  return checked.ok ? { ok: true, editor: checked.editor } : checked;
}

export type PreauthCheck = { ok: true; editorId: number; jti: string; expiresAt: number } | { ok: false; message: string };

/** The pre-auth token of the OTP step (401 on failure; whether it is spent is the caller's question). */
export async function verifyPreauthToken(jwtSecret: string, authorization: string | undefined, nowMs: number): Promise<PreauthCheck> {
  const checked = await check(jwtSecret, authorization, PREAUTH_AUDIENCE, preauthClaims, nowMs);
  if (!checked.ok) return { ok: false, message: checked.reason === 'missing' ? 'Missing pre-authentication token, log in first.' : MESSAGES[checked.reason] };
  return { ok: true, editorId: checked.claims.sub, jti: checked.claims.jti, expiresAt: checked.claims.exp * 1000 };
}
