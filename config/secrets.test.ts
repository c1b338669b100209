import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { MIN_SECRET_LENGTH, MissingSecretError, SECRETS, WeakSecretError, estimatedBits, secret, type SecretName } from './secrets';

describe('secrets', () => {
  it('uses the development default outside production only', () => {
    expect(secret('CONTENT_SERVICE_TOKEN', {})).toBe(SECRETS.CONTENT_SERVICE_TOKEN.devDefault);
    expect(secret('CONTENT_SERVICE_TOKEN', { NODE_ENV: 'development' })).toBe(SECRETS.CONTENT_SERVICE_TOKEN.devDefault);
    expect(() => secret('CONTENT_SERVICE_TOKEN', { NODE_ENV: 'production' })).toThrow(MissingSecretError);
    expect(() => secret('AUTH_JWT_SECRET', { NODE_ENV: 'production', AUTH_JWT_SECRET: '' })).toThrow(/AUTH_JWT_SECRET is not set/);
  });

  it('takes the environment value when it is set, in production too', () => {
    const value = randomBytes(33).toString('base64');
    expect(secret('AUTH_JWT_SECRET', { NODE_ENV: 'production', AUTH_JWT_SECRET: value })).toBe(value);
    const hex = randomBytes(16).toString('hex');
    expect(secret('CONTENT_SERVICE_TOKEN', { NODE_ENV: 'production', CONTENT_SERVICE_TOKEN: hex })).toBe(hex);
  });

  const names = Object.keys(SECRETS) as SecretName[];

  it.each(names)('refuses %s in production at its published development default', (name) => {
    const env = { NODE_ENV: 'production', [name]: SECRETS[name].devDefault };
    expect(() => secret(name, env)).toThrow(WeakSecretError);
    expect(() => secret(name, env)).toThrow(`${name} is the development default printed in the README: in production set a value of your own`);
    // Outside production the default is what a fresh clone runs on.
    expect(secret(name, { [name]: SECRETS[name].devDefault })).toBe(SECRETS[name].devDefault);
  });

  it.each(names)('refuses %s in production shorter than 32 characters, or of too few kinds, without printing it', (name) => {
    const short = randomBytes(48)
      .toString('base64url')
      .slice(0, MIN_SECRET_LENGTH - 1);
    expect(() => secret(name, { NODE_ENV: 'production', [name]: short })).toThrow(
      `${name} must be at least 32 random characters (got 31 characters): make one with \`openssl rand -base64 33\``,
    );
    for (const placeholder of ['x'.repeat(64), 'passwordpasswordpasswordpassword', '0123'.repeat(10)]) {
      let message = '';
      try {
        secret(name, { NODE_ENV: 'production', [name]: placeholder });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(new RegExp(`^${name} must be at least 32 random characters \\(got \\d+ characters of too few kinds\\)`));
      expect(message).not.toContain(placeholder.slice(0, 8));
    }
  });

  it('reads a random value as random and a repeated word as not', () => {
    expect(estimatedBits('')).toBe(0);
    expect(estimatedBits('x'.repeat(40))).toBe(0);
    expect(estimatedBits('passwordpasswordpasswordpassword')).toBe(88);
    // 32 random hex digits, the weakest form the README's command family makes, pass every time.
    for (let i = 0; i < 2000; i++) expect(estimatedBits(randomBytes(16).toString('hex'))).toBeGreaterThanOrEqual(90);
  });

  it('stops a production process with one line naming the variable and exit 2', () => {
    const script =
      "import { requireSecrets } from './config/secrets.ts'; requireSecrets(['CONTENT_SERVICE_TOKEN', 'AUTH_JWT_SECRET']); console.log('started');";
    const env = { ...process.env, NODE_ENV: 'production', CONTENT_SERVICE_TOKEN: randomBytes(33).toString('base64'), AUTH_JWT_SECRET: '' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual(['AUTH_JWT_SECRET is not set: in production every secret must be set (README "Secrets")']);
  });

  it('stops a production process on a published or short value the same way', () => {
    const script =
      "import { requireSecrets } from './config/secrets.ts'; requireSecrets(['CONTENT_SERVICE_TOKEN', 'AUTH_JWT_SECRET']); console.log('started');";
    for (const [value, line] of [
      [SECRETS.CONTENT_SERVICE_TOKEN.devDefault, 'CONTENT_SERVICE_TOKEN is the development default printed in the README'],
      ['short-token', 'CONTENT_SERVICE_TOKEN must be at least 32 random characters (got 11 characters)'],
    ]) {
      const env = { ...process.env, NODE_ENV: 'production', CONTENT_SERVICE_TOKEN: value, AUTH_JWT_SECRET: randomBytes(33).toString('base64') };
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env, encoding: 'utf8' });
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain(line);
    }
  });

  it('are the ones the README lists, with the same development defaults', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| `([A-Z_]+)` \| [^|]+ \| [^|]+ \| `([^`]+)` \|$/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(Object.entries(SECRETS).map(([name, s]) => [name, s.devDefault]));
  });
});
