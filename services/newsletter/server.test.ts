// The sign-up as the content service answers it (the reader reaches it through the origin's /api proxy).
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyStore } from '../testing/fixture';
import { startContentServer, type RunningServer } from '../server';
import { waitForMails } from '../crm/testing';

let api: RunningServer;
let outbox: string;
beforeAll(async () => {
  const { dbPath, mediaDir } = copyStore();
  const dir = mkdtempSync(join(tmpdir(), 'newsletter-service-'));
  outbox = join(dir, 'outbox');
  mkdirSync(outbox);
  api = await startContentServer({
    dbPath,
    mediaDir,
    port: 0,
    jwtSecret: 'newsletter-test-jwt-secret-of-32-characters',
    securityDbPath: join(dir, 'security.db'),
    crmDbPath: join(dir, 'crm.db'),
    outboxDir: outbox,
    serviceToken: 'svc',
    log: () => {},
  });
});
afterAll(() => api.close());

it('the content service takes a sign-up and mails its confirmation to the outbox', async () => {
  const res = await fetch(`${api.url}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'szolgaltatas@example.com', firstName: 'Éva', lastName: 'Szabó', listCodes: ['g7'] }),
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ email: 'szolgaltatas@example.com' });
  await waitForMails(outbox, 1);
  expect(readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
});
