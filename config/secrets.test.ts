import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MissingSecretError, SECRETS, secret } from './secrets';

describe('secrets', () => {
  it('uses the development default outside production only', () => {
    expect(secret('CONTENT_SERVICE_TOKEN', {})).toBe(SECRETS.CONTENT_SERVICE_TOKEN.devDefault);
    expect(secret('CONTENT_SERVICE_TOKEN', { NODE_ENV: 'development' })).toBe(SECRETS.CONTENT_SERVICE_TOKEN.devDefault);
    expect(() => secret('CONTENT_SERVICE_TOKEN', { NODE_ENV: 'production' })).toThrow(MissingSecretError);
    expect(() => secret('AUTH_JWT_SECRET', { NODE_ENV: 'production', AUTH_JWT_SECRET: '' })).toThrow(/AUTH_JWT_SECRET is not set/);
  });

  it('takes the environment value when it is set, in production too', () => {
    expect(secret('AUTH_JWT_SECRET', { NODE_ENV: 'production', AUTH_JWT_SECRET: 'k'.repeat(40) })).toBe('k'.repeat(40));
  });

  it('stops a production process with one line naming the variable and exit 2', () => {
    const script =
      "import { requireSecrets } from './config/secrets.ts'; requireSecrets(['CONTENT_SERVICE_TOKEN', 'AUTH_JWT_SECRET']); console.log('started');";
    const env = { ...process.env, NODE_ENV: 'production', CONTENT_SERVICE_TOKEN: 'set', AUTH_JWT_SECRET: '' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual(['AUTH_JWT_SECRET is not set: in production every secret must be set (README "Secrets")']);
  });

  it('are the ones the README lists, with the same development defaults', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| `([A-Z_]+)` \| [^|]+ \| [^|]+ \| `([^`]+)` \|$/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(Object.entries(SECRETS).map(([name, s]) => [name, s.devDefault]));
  });
});
