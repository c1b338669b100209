// Secrets of the services (README "Secrets"). Each has a development default so a fresh clone runs with one
// command; in production (NODE_ENV=production) a secret that is not set stops the process at start with one
// line naming it, so no deployment ever runs on a value printed in the README.

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
} as const;

export type SecretName = keyof typeof SECRETS;

export class MissingSecretError extends Error {
  constructor(readonly variable: string) {
    super(`${variable} is not set: in production every secret must be set (README "Secrets")`);
  }
}

export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/** The value of a secret: the environment's, or (outside production only) its development default. */
export function secret(name: SecretName, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  if (value !== undefined && value !== '') return value;
  if (isProduction(env)) throw new MissingSecretError(name);
  return SECRETS[name].devDefault;
}

/**
 * The secrets a process needs, read once at its start: a missing one in production prints one line and
 * exits 2 before anything listens.
 */
export function requireSecrets<N extends SecretName>(names: readonly N[], env: NodeJS.ProcessEnv = process.env): Record<N, string> {
  const out = {} as Record<N, string>;
  try {
    for (const name of names) out[name] = secret(name, env);
  } catch (err) {
    if (!(err instanceof MissingSecretError)) throw err;
    console.error(err.message);
    process.exit(2);
  }
  return out;
}
