import { describe, expect, it, vi } from 'vitest';
import { SecurityError, type SecurityClient } from './security';
import { currentSession } from './session';

const editor = { id: 1, email: 'szerkeszto@hirter.localhost' };
const tokens = { token: 'new-access', refreshToken: 'new-refresh', expiresIn: 900 };
// Each test its own refresh token: successful refreshes are shared for a while (see the last test).
let n = 0;
const r = () => `r${++n}`;

function fake(me: (t: string) => unknown, refresh: (t: string) => unknown = () => tokens) {
  const calls: string[] = [];
  const client = {
    me: vi.fn(async (t: string) => {
      calls.push(`me ${t}`);
      const r = me(t);
      if (r instanceof Error) throw r;
      return r;
    }),
    refresh: vi.fn(async (t: string) => {
      calls.push(`refresh ${t}`);
      const r = refresh(t);
      if (r instanceof Error) throw r;
      return r;
    }),
  } as unknown as SecurityClient;
  return { client, calls };
}

describe('currentSession', () => {
  it('no cookies: no session, no call', async () => {
    const f = fake(() => editor);
    expect(await currentSession(f.client, {})).toEqual({ ok: false, reason: 'none' });
    expect(f.calls).toEqual([]);
  });

  it('a valid access token: the editor', async () => {
    const f = fake(() => editor);
    expect(await currentSession(f.client, { access: 'a', refresh: r() })).toEqual({ ok: true, editor, access: 'a' });
    expect(f.calls).toEqual(['me a']);
  });

  it('an expired access token: one refresh, one retry with the new token', async () => {
    const f = fake((t) => (t === 'a' ? new SecurityError(401, 'Expired JWT Token') : editor));
    expect(await currentSession(f.client, { access: 'a', refresh: r() })).toEqual({ ok: true, editor, access: 'new-access', renewed: tokens });
    expect(f.calls).toEqual(['me a', expect.stringMatching(/^refresh r\d+$/), 'me new-access']);
  });

  it('only the refresh cookie left (the access cookie expired): refresh', async () => {
    const f = fake(() => editor);
    expect(await currentSession(f.client, { refresh: r() })).toMatchObject({ ok: true, access: 'new-access' });
    expect(f.calls).toEqual([expect.stringMatching(/^refresh r\d+$/), 'me new-access']);
  });

  it('a failed refresh, or a retry refused again, ends the session', async () => {
    const refused = fake(
      () => new SecurityError(401, 'Expired JWT Token'),
      () => new SecurityError(401, 'Invalid refresh token'),
    );
    expect(await currentSession(refused.client, { access: 'a', refresh: r() })).toEqual({ ok: false, reason: 'ended' });
    const again = fake(() => new SecurityError(401, 'Expired JWT Token'));
    expect(await currentSession(again.client, { access: 'a', refresh: r() })).toEqual({ ok: false, reason: 'ended' });
    expect(again.calls).toEqual(['me a', expect.stringMatching(/^refresh r\d+$/), 'me new-access']);
  });

  it('an expired token without a refresh cookie, a 403 or an invalid token ends the session without a refresh', async () => {
    for (const [err, cookies] of [
      [new SecurityError(401, 'Expired JWT Token'), { access: 'a' }],
      [new SecurityError(403, 'Forbidden'), { access: 'a', refresh: r() }],
      [new SecurityError(401, 'Invalid JWT Token'), { access: 'a', refresh: r() }],
    ] as const) {
      const f = fake(() => err);
      expect(await currentSession(f.client, cookies)).toEqual({ ok: false, reason: 'ended' });
      expect(f.calls).toEqual(['me a']);
    }
  });

  it('the security service down is an error, not a logout', async () => {
    const f = fake(() => new SecurityError(503, 'security service unreachable'));
    await expect(currentSession(f.client, { access: 'a', refresh: r() })).rejects.toThrow(/unreachable/);
  });

  it('requests that arrive together with the same expired cookies share one refresh', async () => {
    const f = fake((t) => (t === 'old' ? new SecurityError(401, 'Expired JWT Token') : editor));
    const all = await Promise.all([1, 2, 3].map(() => currentSession(f.client, { access: 'old', refresh: 'shared-r' })));
    for (const s of all) expect(s).toMatchObject({ ok: true, access: 'new-access' });
    expect(f.calls.filter((c) => c.startsWith('refresh'))).toEqual(['refresh shared-r']);
  });
});
