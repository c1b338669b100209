import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque random token: 256 bits, base64url (43 characters), safe in a URL and a cookie. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the store keeps instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const TOKEN_SYNTAX = /^[A-Za-z0-9_-]{43}$/;

/**
 * Constant-time equality of two secrets. Both are hashed first, so neither the position of the first
 * difference nor the lengths show in the time taken.
 */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
