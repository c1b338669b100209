// The secrets of a test world, for this process and every child it starts. Loading the vike build sets
// NODE_ENV=production, where published and short values are (rightly) refused; so a run makes its own, once,
// and hands them on through the environment: a template, its copies and every service of a world agree, and
// no value in the repository opens anything.
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import type { SecretName } from '../../config/secrets';

let run: Record<SecretName, string> | undefined;

function runSecrets(): Record<SecretName, string> {
  if (run) return run;
  const inherited = process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY;
  // The VAPID keys are a pair: both inherited, or both made here.
  const vapid = inherited ? { publicKey: process.env.VAPID_PUBLIC_KEY!, privateKey: process.env.VAPID_PRIVATE_KEY! } : webpush.generateVAPIDKeys();
  const token = () => randomBytes(33).toString('base64url');
  run = {
    CONTENT_SERVICE_TOKEN: process.env.CONTENT_SERVICE_TOKEN || token(),
    AUTH_JWT_SECRET: process.env.AUTH_JWT_SECRET || token(),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    CDN_PURGE_TOKEN: process.env.CDN_PURGE_TOKEN || token(),
  };
  for (const [name, value] of Object.entries(run)) process.env[name] ||= value;
  return run;
}

/** Sets each of the run's secrets the environment does not already set. */
export function worldSecrets(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(runSecrets())) env[name] ||= value;
}

/** The run's secrets, as the world hands them to the processes that test it. */
export function worldSecretValues(): Record<SecretName, string> {
  return { ...runSecrets() };
}
