// Issue #39's figure at the content API's own listeners (D-406): two `npm run content` servers over one store
// and one Redis, as two replicas behind one address. Five wrong logins for one editor from one client, spread
// over both, and the sixth is refused by whichever replica receives it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RunningRedis } from '../testing/redisServer';
import { copyStore } from './testing/fixture';
import { startContentServer, type RunningServer } from './server';
import { openSecurityDb } from './security/db';
import { addEditor } from './security/editors';
import { hashPassword } from './security/passwords';
import { CHEAP_SCRYPT, PASSWORD } from './security/testing';

let redis: RunningRedis;
let dir: string;
const replicas: RunningServer[] = [];
const EMAIL = 'replika@hirter.hu';

beforeAll(async () => {
  redis = await startRedis();
  const { dbPath, mediaDir } = copyStore();
  dir = mkdtempSync(join(tmpdir(), 'content-replicas-'));
  const files = {
    securityDbPath: join(dir, 'security.db'),
    crmDbPath: join(dir, 'crm.db'),
    quizDbPath: join(dir, 'quiz.db'),
    gameDbPath: join(dir, 'game.db'),
    outboxDir: join(dir, 'outbox'),
  };
  const security = openSecurityDb(files.securityDbPath);
  addEditor(security, { email: EMAIL, password: PASSWORD });
  // A cheap hash of the same code path: each wrong password costs a millisecond, not the real scrypt.
  security.prepare('UPDATE editors SET password_hash = ? WHERE email = ?').run(hashPassword(PASSWORD, CHEAP_SCRYPT), EMAIL);
  security.close();
  for (let i = 0; i < 2; i++)
    replicas.push(
      await startContentServer({
        dbPath,
        mediaDir,
        ...files,
        port: 0,
        jwtSecret: 'replicas-test-jwt-secret-of-32-characters',
        serviceToken: 'svc',
        redisUrl: redis.url,
        log: () => {},
      }),
    );
});
afterAll(async () => {
  await Promise.all(replicas.map((r) => r.close()));
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('two content API replicas with one REDIS_URL', () => {
  it('refuse the sixth wrong login for one account from one client whichever replica receives it', async () => {
    const [a, b] = replicas as [RunningServer, RunningServer];
    const wrong = (r: RunningServer) =>
      fetch(`${r.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: 'rossz-jelszó' }),
      });
    for (const r of [a, b, a, b, a]) expect((await wrong(r)).status).toBe(401);
    for (const r of [b, a]) {
      const refused = await wrong(r);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ status: 429, message: 'Too many attempts.' });
    }
  });
});
