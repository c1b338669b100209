// One Google sign-in under way: its state, PKCE verifier and nonce, made fresh for each sign-in and sealed
// (encrypted and authenticated with a key of our JWT secret) into a value the preview keeps in the editor's
// HttpOnly cookie. So the three are bound to the browser that started the sign-in, no script can read them,
// and nobody can make one up; this service keeps nothing between the two steps.
import { createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { GOOGLE_SIGN_IN_TTL_S } from '../../domain/preview';

export interface GoogleFlow {
  state: string;
  /** RFC 7636 §4.1: 32 random octets, base64url (43 characters). */
  verifier: string;
  nonce: string;
}

const FLOW_AUDIENCE = 'hirter-google-flow';
/** A sealed flow is some 400 characters; anything much longer is not one of ours. */
export const MAX_SEALED_FLOW_LENGTH = 1024;

const flowClaims = z.object({
  state: z.string().min(1),
  verifier: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  nonce: z.string().min(1),
});

export const newGoogleFlow = (state: string): GoogleFlow => ({
  state,
  verifier: randomBytes(32).toString('base64url'),
  nonce: randomBytes(32).toString('base64url'),
});

/** RFC 7636 §4.2, S256. */
export const codeChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** Its own key, so a sealed flow and our signed tokens never stand in for each other. */
const sealKey = (jwtSecret: string) => new Uint8Array(hkdfSync('sha256', jwtSecret, '', 'hirter google sign-in flow', 32));

export async function sealGoogleFlow(jwtSecret: string, flow: GoogleFlow, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new EncryptJWT({ state: flow.state, verifier: flow.verifier, nonce: flow.nonce })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(FLOW_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + GOOGLE_SIGN_IN_TTL_S)
    .encrypt(sealKey(jwtSecret));
}

/** The flow, or why there is none (for the log). */
export async function openGoogleFlow(jwtSecret: string, sealed: string, nowMs: number): Promise<GoogleFlow | { refused: string }> {
  let payload: unknown;
  try {
    ({ payload } = await jwtDecrypt(sealed, sealKey(jwtSecret), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      audience: FLOW_AUDIENCE,
      currentDate: new Date(nowMs),
      requiredClaims: ['exp'],
    }));
  } catch (err) {
    return { refused: err instanceof Error && err.name === 'JWTExpired' ? 'the sign-in expired' : 'the sign-in is not one of ours' };
  }
  const flow = flowClaims.safeParse(payload);
  return flow.success ? flow.data : { refused: 'the sign-in is not one of ours' };
}

/** Equal strings, in a time that tells nothing about where they differ (nor their lengths). */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}
