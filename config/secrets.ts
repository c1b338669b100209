// Secrets of the services (README "Secrets"). Each has a development default so a fresh clone runs with one
// command; in production (NODE_ENV=production) a secret that is not set, is a published value or is short stops
// the process at start with one line naming it, so no deployment runs on a value anyone can read or guess.

/** The secrets, their development defaults, and what each one guards. */
export const SECRETS = {
  CONTENT_SERVICE_TOKEN: {
    devDefault: 'dev-service-token',
    guards: "the prerender job's bearer for the content API's internal calls (changes feed, unpublished articles)",
  },
  AUTH_JWT_SECRET: {
    devDefault: 'dev-jwt-secret-only-for-local-development',
    guards: "the key that signs editors' access tokens (security service) and checks them (content API)",
  },
  // A pair made once with web-push's generateVAPIDKeys() for local use: a browser's subscription is bound to
  // the public key, so a fresh pair on every start would strand every development subscription.
  VAPID_PUBLIC_KEY: {
    devDefault: 'BClqQ9tQ4f7IIGheiQio_Qjvz15kod3QD_VvgCZ9TmY0mpfDPFYWuyubNpwYRGNx1O4oll-ETfPac2WoDieXpGE',
    guards: 'the public half of the Web Push (VAPID) key pair browsers subscribe with',
  },
  VAPID_PRIVATE_KEY: {
    devDefault: 'K2jTXlMPY0Q1jrXp-OC-njLnq72-0z7EFootRQWKdLE',
    guards: "the private half of the Web Push (VAPID) key pair that signs the content service's notices",
  },
  CDN_PURGE_TOKEN: {
    devDefault: 'dev-cdn-purge-token',
    guards: "the publisher's word on its PURGE calls to the CDN (Varnish refuses a purge without it, from any address)",
  },
} as const;

export type SecretName = keyof typeof SECRETS;

/** Why a production process may not start on a secret: missing, published, or guessable. */
export class SecretError extends Error {}

export class MissingSecretError extends SecretError {
  constructor(readonly variable: string) {
    super(`${variable} is not set: in production every secret must be set (README "Secrets")`);
  }
}

/** RFC 7518 §3.2 asks 256 bits of an HS256 key; 32 characters is the floor for every secret we make. */
export const MIN_SECRET_LENGTH = 32;
/**
 * The least information a secret's own characters carry by their mix (length times the entropy of the mix): 32
 * random hex digits read 116 bits at the median and none of 200,000 under 93; a word said over again
 * (`passwordpassword…`) reads 88, one character repeated 0. It cannot tell a sentence from noise: the length and
 * the published values are the hard rules, this one catches the placeholder.
 */
export const MIN_SECRET_BITS = 90;

export function estimatedBits(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const n = [...value].length;
  let perChar = 0;
  for (const c of counts.values()) perChar -= (c / n) * Math.log2(c / n);
  return n * perChar;
}

/** What is wrong with a production secret's value, or undefined when it may be used. Never says the value. */
export function secretWeakness(name: SecretName, value: string): string | undefined {
  if (value === SECRETS[name].devDefault) return `${name} is the development default printed in the README: in production set a value of your own`;
  const length = [...value].length;
  if (length < MIN_SECRET_LENGTH || estimatedBits(value) < MIN_SECRET_BITS)
    return `${name} must be at least ${MIN_SECRET_LENGTH} random characters (got ${length} character${length === 1 ? '' : 's'}${length < MIN_SECRET_LENGTH ? '' : ' of too few kinds'}): make one with \`openssl rand -base64 33\``;
  return undefined;
}

export class WeakSecretError extends SecretError {}

export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * The value of a secret: the environment's, or (outside production only) its development default. In production
 * a missing, published or short one is refused.
 */
export function secret(name: SecretName, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  const production = isProduction(env);
  if (value !== undefined && value !== '') {
    const weakness = production ? secretWeakness(name, value) : undefined;
    if (weakness) throw new WeakSecretError(weakness);
    return value;
  }
  if (production) throw new MissingSecretError(name);
  return SECRETS[name].devDefault;
}

/**
 * The secrets a process needs, read once at its start: a missing or weak one in production prints one line and
 * exits 2 before anything listens.
 */
export function requireSecrets<N extends SecretName>(names: readonly N[], env: NodeJS.ProcessEnv = process.env): Record<N, string> {
  const out = {} as Record<N, string>;
  try {
    for (const name of names) out[name] = secret(name, env);
  } catch (err) {
    if (!(err instanceof SecretError)) throw err;
    console.error(err.message);
    process.exit(2);
  }
  return out;
}
