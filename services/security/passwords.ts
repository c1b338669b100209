// Password hashes: scrypt (memory-hard, so a stolen file is slow to attack on GPUs), its parameters stored
// with each hash so they can be raised later without invalidating the old ones.
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Node's default cap (32 MiB) is exactly 128·N·r for N=2^15, r=8, which scrypt refuses; give it room. */
const maxmem = (N: number, r: number) => 256 * N * r;

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function format(N: number, r: number, p: number, salt: Buffer, hash: Buffer): string {
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((x) => Number.isSafeInteger(x) && x > 0)) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const hash = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || hash.length === 0) return null;
  return { N, r, p, salt, hash };
}

/**
 * Synchronous: used by the editor CLI, where blocking for ~0.1 s is harmless. `params` other than the current
 * ones only for tests, which store cheap hashes (verifying reads the parameters from the hash).
 */
export function hashPassword(password: string, params: { N: number; r: number; p: number } = SCRYPT_PARAMS): string {
  const { N, r, p } = params;
  const salt = randomBytes(SALT_BYTES);
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return format(N, r, p, salt, hash);
}

function scryptAsync(password: string, salt: Buffer, length: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, length, opts, (err, key) => (err ? reject(err) : resolve(key))));
}

/** Asynchronous (libuv's pool), so a login does not stall the server for the length of the hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p, salt, hash } = parsed;
  const candidate = await scryptAsync(password.normalize('NFC'), salt, hash.length, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(candidate, hash);
}

let dummy: string | undefined;
/**
 * A hash of a random password with the current parameters, to check against when the e-mail is unknown: the
 * answer then costs the same scrypt as a wrong password, so timing does not tell which e-mails are editors.
 */
export function dummyHash(): string {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummy;
}
