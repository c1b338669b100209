import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECRETS, secret, type SecretName } from '../../config/secrets';
import { worldSecrets } from './secrets';

describe('a test world’s secrets', () => {
  const first: NodeJS.ProcessEnv = {};
  const second: NodeJS.ProcessEnv = {};
  worldSecrets(first);
  worldSecrets(second);

  it('pass the production checks a built world runs under', () => {
    for (const name of Object.keys(SECRETS) as SecretName[]) {
      expect(secret(name, { NODE_ENV: 'production', [name]: first[name] })).toBe(first[name]);
    }
  });

  it('are one set for the whole run, handed on through the environment', () => {
    expect(second).toEqual(first);
    for (const name of Object.keys(SECRETS)) expect(process.env[name]).toBe(first[name]);
  });

  it('make a VAPID pair whose halves belong together', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.VAPID_PRIVATE_KEY!, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(first.VAPID_PUBLIC_KEY);
  });

  it('keep what the environment already sets', () => {
    const env: NodeJS.ProcessEnv = { AUTH_JWT_SECRET: 'an operator’s own value for this one world only' };
    worldSecrets(env);
    expect(env.AUTH_JWT_SECRET).toBe('an operator’s own value for this one world only');
  });
});
