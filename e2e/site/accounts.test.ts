// The supporters' account calls through the origin (which passes /api/v2/user/… to the embedded CRM with the
// account cookies only) refuse a reader without a session and a change without the CSRF header. (Signing in
// and managing the account: e2e/accounts.spec.ts.)
import { expect, it } from 'vitest';
import { e2eEnv } from '../env';

it('the account calls refuse a reader without a session, and a change without the CSRF header', async () => {
  const { originUrl } = e2eEnv();
  expect((await fetch(`${originUrl}/api/v2/user/info`)).status).toBe(401);
  const res = await fetch(`${originUrl}/api/v2/user/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'hirter_olvaso=forged; hirter_csrf=x' },
    body: JSON.stringify({ action: 'delete' }),
  });
  expect([401, 403]).toContain(res.status);
});
