import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { ACCOUNT_API, NEWSLETTERS, READER_CSRF_COOKIE, READER_SESSION_COOKIE, SIGN_IN_LINK_TTL_MS, type AccountInfo } from '../../domain/accounts';
import { createCrmApp } from './app';
import { createMailer } from './mailer';
import { openCrmDb } from './schema';
import { T0, askLink, crmHarness, decodeQuotedPrintable, emlFiles, setCookies, signIn, signInLinkIn, update, waitForMails, type CrmHarness } from './testing';

let h: CrmHarness;
beforeEach(() => {
  h = crmHarness();
});
afterEach(() => h.close());

const info = (headers: Record<string, string>, query = '') => h.app.request(`${ACCOUNT_API.info}${query}`, { headers });
const bearer = (session: string) => ({ authorization: `Bearer ${session}` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every row of every table, to show a refused call wrote nothing. */
function snapshot(): string {
  const tables = ['readers', 'payments', 'newsletter_choices', 'sign_in_tokens', 'sessions'];
  return JSON.stringify(tables.map((t) => h.db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()));
}

function readerId(email: string): number {
  return (h.db.prepare('SELECT id FROM readers WHERE email = ?').get(email) as { id: number }).id;
}

describe('signing in by a mailed link', () => {
  it('token → mail → link → cookies → info → update → logout', async () => {
    const asked = await askLink(h.app, 'Olvaso@Hirter.Localhost ');
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ ok: true });

    const [mail] = await waitForMails(h.outbox, 1);
    expect(mail).toContain('To: olvaso@hirter.localhost');
    const text = decodeQuotedPrintable(mail!);
    expect(text).toContain('Kedves Kovács Olvasó!');
    expect(text).toContain('30 percig érvényes');
    const link = new URL(signInLinkIn(mail!));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe(ACCOUNT_API.login);
    // Only the hash of the link's token is stored.
    const token = link.searchParams.get('token')!;
    expect(snapshot()).not.toContain(token);

    const landed = await h.app.request(`${link.pathname}${link.search}`);
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe('/tamogatas/profil');
    const cookies = setCookies(landed);
    const session = cookies.get(READER_SESSION_COOKIE)!;
    const csrf = cookies.get(READER_CSRF_COOKIE)!;
    expect(session.line).toMatch(/; HttpOnly/);
    expect(session.line).toMatch(/; SameSite=Lax/);
    expect(session.line).toMatch(/; Path=\//);
    expect(session.line).toMatch(/; Max-Age=2592000/);
    expect(session.line).not.toMatch(/Secure/);
    expect(csrf.line).not.toMatch(/HttpOnly/);
    expect(csrf.line).toMatch(/; SameSite=Lax/);
    expect(csrf.value).not.toBe(session.value);
    expect(snapshot()).not.toContain(session.value);
    expect(snapshot()).not.toContain(csrf.value);

    const cookie = `${READER_SESSION_COOKIE}=${session.value}; ${READER_CSRF_COOKIE}=${csrf.value}`;
    const shown = await info({ cookie }, '?utm_source=hirlevel&oldal=2');
    expect(shown.status).toBe(200);
    const body = (await shown.json()) as AccountInfo;
    expect(body).toMatchObject({ email: 'olvaso@hirter.localhost', name: 'Kovács Olvasó' });
    expect(body.createdAt).toBe(Math.floor((T0 - 90 * 24 * 3600_000) / 1000));
    expect(body.payments.map((p) => [p.amount, p.interval, p.status])).toEqual([
      [5000, 'once', 'paid'],
      [2000, 'month', 'active'],
    ]);
    expect(body.payments[0]).toEqual({
      id: expect.any(Number),
      amount: 5000,
      currency: 'HUF',
      interval: 'once',
      status: 'paid',
      createdAt: expect.any(Number),
      cancelledAt: null,
    });
    expect(body.newsletters.map((n) => n.code)).toEqual(NEWSLETTERS.map((n) => n.code));
    expect(body.newsletters.find((n) => n.code === 'napi')).toEqual({ code: 'napi', name: 'Napi hírlevél', subscribed: true });

    const headers = { cookie, 'x-csrf-token': csrf.value };
    const subscribed = await update(h.app, { action: 'newsletter', subscribe: true, code: 'heti' }, headers);
    expect(subscribed.status).toBe(200);
    expect(await subscribed.json()).toEqual({ ok: true, newsletter: { code: 'heti', name: 'Heti válogatás', subscribed: true } });

    const monthly = body.payments.find((p) => p.status === 'active')!;
    h.clock.now += 60_000;
    const cancelled = await update(h.app, { action: 'cancel', payment_id: monthly.id }, headers);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({
      ok: true,
      payment: { ...monthly, status: 'cancelled', cancelledAt: Math.floor(h.clock.now / 1000) },
    });
    // Once more: the same answer, nothing new.
    expect((await update(h.app, { action: 'cancel', payment_id: monthly.id }, headers)).status).toBe(200);
    // A one-off payment is over already.
    const oneOff = body.payments.find((p) => p.status === 'paid')!;
    const refused = await update(h.app, { action: 'cancel', payment_id: oneOff.id }, headers);
    expect(refused.status).toBe(409);

    const after = (await (await info({ cookie })).json()) as AccountInfo;
    expect(after.payments.find((p) => p.id === monthly.id)?.status).toBe('cancelled');
    expect(after.newsletters.find((n) => n.code === 'heti')?.subscribed).toBe(true);

    const out = await h.app.request(ACCOUNT_API.logout, { method: 'POST', headers });
    expect(out.status).toBe(200);
    const cleared = setCookies(out);
    expect(cleared.get(READER_SESSION_COOKIE)?.line).toMatch(/Max-Age=0/);
    expect(cleared.get(READER_CSRF_COOKIE)?.line).toMatch(/Max-Age=0/);
    const gone = await info({ cookie });
    expect(gone.status).toBe(401);
    expect(await gone.json()).toEqual({ status: 401, message: 'Unauthorized' });
  });

  it('over https the cookies are Secure and the link is https', async () => {
    await askLink(h.app, 'olvaso@hirter.localhost', { 'x-forwarded-proto': 'https', host: 'www.hirter.hu' });
    const [mail] = await waitForMails(h.outbox, 1);
    const link = new URL(signInLinkIn(mail!));
    expect(link.origin).toBe('https://www.hirter.hu');
    const landed = await h.app.request(`${link.pathname}${link.search}`, { headers: { 'x-forwarded-proto': 'https' } });
    const cookies = setCookies(landed);
    expect(cookies.get(READER_SESSION_COOKIE)?.line).toMatch(/; Secure/);
    expect(cookies.get(READER_CSRF_COOKIE)?.line).toMatch(/; Secure/);
  });

  it('a link works once', async () => {
    await askLink(h.app, 'olvaso@hirter.localhost');
    const link = new URL(signInLinkIn((await waitForMails(h.outbox, 1))[0]!));
    expect((await h.app.request(`${link.pathname}${link.search}`)).headers.get('location')).toBe('/tamogatas/profil');
    const again = await h.app.request(`${link.pathname}${link.search}`);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/tamogatas/belepes?hiba=link');
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('a link works for 30 minutes', async () => {
    await askLink(h.app, 'olvaso@hirter.localhost');
    await askLink(h.app, 'olvaso@hirter.localhost');
    const [first, second] = (await waitForMails(h.outbox, 2)).map((m) => new URL(signInLinkIn(m)));
    h.clock.now = T0 + SIGN_IN_LINK_TTL_MS - 1;
    expect((await h.app.request(`${first!.pathname}${first!.search}`)).headers.get('location')).toBe('/tamogatas/profil');
    h.clock.now = T0 + SIGN_IN_LINK_TTL_MS;
    expect((await h.app.request(`${second!.pathname}${second!.search}`)).headers.get('location')).toBe('/tamogatas/belepes?hiba=link');
  });

  it('a HEAD (a mail scanner) does not use the link up', async () => {
    await askLink(h.app, 'olvaso@hirter.localhost');
    const link = new URL(signInLinkIn((await waitForMails(h.outbox, 1))[0]!));
    const head = await h.app.request(`${link.pathname}${link.search}`, { method: 'HEAD' });
    expect(head.headers.getSetCookie()).toEqual([]);
    expect((await h.app.request(`${link.pathname}${link.search}`)).headers.get('location')).toBe('/tamogatas/profil');
  });

  it('a missing, malformed or made-up token lands on the sign-in page with the link error', async () => {
    for (const q of ['', '?token=', '?token=abc', `?token=${'A'.repeat(43)}`, '?token[]=x']) {
      const res = await h.app.request(`${ACCOUNT_API.login}${q}`);
      expect(res.status, q).toBe(303);
      expect(res.headers.get('location'), q).toBe('/tamogatas/belepes?hiba=link');
    }
  });

  it('a forged Host or X-Forwarded-Host gives a link to the main domain', async () => {
    await askLink(h.app, 'olvaso@hirter.localhost', { host: 'evil.example' });
    await askLink(h.app, 'olvaso@hirter.localhost', { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' });
    await askLink(h.app, 'olvaso@hirter.localhost', { host: 'localhost:80@evil.example' });
    const links = (await waitForMails(h.outbox, 3)).map((m) => new URL(signInLinkIn(m)));
    for (const link of links) expect(link.origin).toBe('https://hirter.hu');
  });

  it('a host from the hosts option is one of ours', async () => {
    const mine = createCrmApp({
      db: h.db,
      mailer: createMailer({ outboxDir: h.outbox }),
      hosts: { 'staging.example': 'hirter.hu' },
      log: () => {},
      now: () => h.clock.now,
    });
    await askLink(mine, 'olvaso@hirter.localhost', { host: 'staging.example:8443', 'x-forwarded-proto': 'https' });
    await askLink(mine, 'olvaso@hirter.localhost', { host: 'localhost:3000' });
    const origins = (await waitForMails(h.outbox, 2)).map((m) => new URL(signInLinkIn(m)).origin).sort();
    expect(origins).toEqual(['https://hirter.hu', 'https://staging.example:8443']);
  });

  it('an unknown address gets the same answer, no mail and a log line', async () => {
    const known = await askLink(h.app, 'olvaso@hirter.localhost');
    const unknown = await askLink(h.app, 'senki@hirter.localhost');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    await waitForMails(h.outbox, 1);
    await sleep(50);
    expect(emlFiles(h.outbox)).toHaveLength(1);
    expect(h.logs.some((l) => l.includes('s***@hirter.localhost') && l.includes('no mail sent'))).toBe(true);
    expect(h.logs.join('\n')).not.toContain('senki@');
    expect(h.db.prepare('SELECT COUNT(*) AS n FROM sign_in_tokens').get()).toEqual({ n: 1 });
  });

  it('a plain form post (JavaScript off) is redirected back to the sign-in page', async () => {
    const form = (body: string) =>
      h.app.request(ACCOUNT_API.token, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000' }, body });
    const sent = await form('email=olvaso%40hirter.localhost');
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/tamogatas/belepes?elkuldve=1');
    await waitForMails(h.outbox, 1);
    const unknown = await form('email=senki%40hirter.localhost');
    expect(unknown.headers.get('location')).toBe('/tamogatas/belepes?elkuldve=1');
    const bad = await form('email=nem-cim');
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/tamogatas/belepes?hiba=email');
    await form('email=olvaso%40hirter.localhost');
    await form('email=olvaso%40hirter.localhost');
    const limited = await form('email=olvaso%40hirter.localhost');
    expect(limited.headers.get('location')).toBe('/tamogatas/belepes?hiba=sok');
  });
});

describe('CSRF', () => {
  it('a cookie-authorised change without the token, or with a wrong one, is a 403 and changes nothing', async () => {
    const s = await signIn(h);
    const cookie = s.headers.cookie!;
    const payment = (
      h.db.prepare("SELECT id FROM payments WHERE status = 'active' AND reader_id = ?").get(readerId('olvaso@hirter.localhost')) as {
        id: number;
      }
    ).id;
    const before = snapshot();
    const attempts: Record<string, string>[] = [
      { cookie },
      { cookie, 'x-csrf-token': '' },
      { cookie, 'x-csrf-token': 'x'.repeat(43) },
      { cookie, 'x-csrf-token': s.session },
      // Header and cookie agree, but the cookie is not the one issued with this session (planted).
      { cookie: `${READER_SESSION_COOKIE}=${s.session}; ${READER_CSRF_COOKIE}=${'p'.repeat(43)}`, 'x-csrf-token': 'p'.repeat(43) },
      // The right header without the CSRF cookie.
      { cookie: `${READER_SESSION_COOKIE}=${s.session}`, 'x-csrf-token': s.csrf },
    ];
    for (const headers of attempts) {
      for (const body of [{ action: 'cancel', payment_id: payment }, { action: 'newsletter', subscribe: false, code: 'napi' }, { action: 'delete' }]) {
        const res = await update(h.app, body, headers);
        expect(res.status, JSON.stringify([headers, body])).toBe(403);
        expect(await res.json()).toEqual({ status: 403, message: 'CSRF token missing or invalid.' });
      }
      const out = await h.app.request(ACCOUNT_API.logout, { method: 'POST', headers });
      expect(out.status).toBe(403);
    }
    expect(snapshot()).toBe(before);
    // Reading needs no CSRF token.
    expect((await info({ cookie })).status).toBe(200);
  });

  it('a bearer-authorised change needs no CSRF token', async () => {
    const s = await signIn(h);
    const res = await update(h.app, { action: 'newsletter', subscribe: true, code: 'g7' }, bearer(s.session));
    expect(res.status).toBe(200);
    expect((await (await info(bearer(s.session))).json()) as AccountInfo).toMatchObject({ email: 'olvaso@hirter.localhost' });
  });

  it('a bearer header that is not a session is a 401 even with a good cookie', async () => {
    const s = await signIn(h);
    expect((await info({ ...s.headers, authorization: 'Bearer nope' })).status).toBe(401);
    expect((await info({ ...s.headers, authorization: `Basic ${s.session}` })).status).toBe(401);
  });
});

describe('one reader, their own data', () => {
  it("another reader's payment is a 404 and stays as it was", async () => {
    const s = await signIn(h);
    const theirs = (
      h.db.prepare("SELECT id FROM payments WHERE status = 'active' AND reader_id = ?").get(readerId('tamogato@hirter.localhost')) as {
        id: number;
      }
    ).id;
    const before = snapshot();
    const res = await update(h.app, { action: 'cancel', payment_id: theirs }, s.headers);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: 'Payment not found' });
    expect((await update(h.app, { action: 'cancel', payment_id: 999_999 }, s.headers)).status).toBe(404);
    expect(snapshot()).toBe(before);
  });

  it('download gives everything stored about the reader as an attachment', async () => {
    const s = await signIn(h);
    const res = await update(h.app, { action: 'download' }, s.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="hirter-adataim.json"');
    const data = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['exportedAt', 'newsletters', 'payments', 'reader', 'sessions', 'signInLinks']);
    expect(data.reader).toMatchObject({ email: 'olvaso@hirter.localhost', name: 'Kovács Olvasó' });
    expect(data.payments).toHaveLength(2);
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(data.signInLinks).toEqual([expect.objectContaining({ usedAt: Math.floor(T0 / 1000) })]);
    expect(JSON.stringify(data)).not.toContain(s.session);
    expect(JSON.stringify(data)).not.toContain('tamogato@');
  });

  it('delete removes the reader and everything of theirs, and clears the cookies', async () => {
    const s = await signIn(h);
    const other = await signIn(h, 'tamogato@hirter.localhost');
    const id = readerId('olvaso@hirter.localhost');
    const res = await update(h.app, { action: 'delete' }, s.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const cleared = setCookies(res);
    expect(cleared.get(READER_SESSION_COOKIE)?.line).toMatch(/Max-Age=0/);
    expect(cleared.get(READER_CSRF_COOKIE)?.line).toMatch(/Max-Age=0/);
    for (const table of ['payments', 'newsletter_choices', 'sign_in_tokens', 'sessions']) {
      expect(h.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE reader_id = ?`).get(id), table).toEqual({ n: 0 });
    }
    expect(h.db.prepare('SELECT COUNT(*) AS n FROM readers WHERE id = ?').get(id)).toEqual({ n: 0 });
    expect((await info(s.headers)).status).toBe(401);
    // The other reader is untouched.
    expect((await info(other.headers)).status).toBe(200);
    // The address now has no account: asking for a link sends nothing.
    const before = emlFiles(h.outbox).length;
    expect((await askLink(h.app, 'olvaso@hirter.localhost')).status).toBe(200);
    await sleep(50);
    expect(emlFiles(h.outbox)).toHaveLength(before);
  });

  it('an expired session is a 401', async () => {
    const s = await signIn(h);
    h.clock.now += 30 * 24 * 3600_000;
    expect((await info(s.headers)).status).toBe(401);
  });
});

describe('refused requests', () => {
  it('bad fields are a 400 naming the field, and nothing is written', async () => {
    const s = await signIn(h);
    const before = snapshot();
    const cases: [unknown, string][] = [
      [{ action: 'refund' }, 'action'],
      [{}, 'action'],
      [{ action: 'cancel' }, 'payment_id'],
      [{ action: 'cancel', payment_id: '12' }, 'payment_id'],
      [{ action: 'cancel', payment_id: -1 }, 'payment_id'],
      [{ action: 'cancel', payment_id: 1.5 }, 'payment_id'],
      [{ action: 'newsletter', subscribe: true, code: 'napilap' }, 'code'],
      [{ action: 'newsletter', code: 'napi' }, 'subscribe'],
      [{ action: 'newsletter', subscribe: 'yes', code: 'napi' }, 'subscribe'],
      [[1, 2], 'body'],
      [null, 'body'],
      ['{"action":', 'body'],
      ['', 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await update(h.app, body, s.headers);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { status: number; message: string };
      expect(json.status).toBe(400);
      expect(json.message, JSON.stringify(body)).toContain(`'${field}'`);
    }
    expect(snapshot()).toBe(before);
    const notJson = await h.app.request(ACCOUNT_API.update, {
      method: 'POST',
      headers: { ...s.headers, 'content-type': 'text/plain' },
      body: '{"action":"delete"}',
    });
    expect(notJson.status).toBe(415);
    expect(snapshot()).toBe(before);
  });

  it('a bad e-mail is a 400 naming the field', async () => {
    for (const body of [{ email: 'nem-cim' }, { email: 42 }, {}, { email: `${'a'.repeat(250)}@hirter.hu` }]) {
      const res = await h.app.request(ACCOUNT_API.token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain("'email'");
    }
    expect(h.db.prepare('SELECT COUNT(*) AS n FROM sign_in_tokens').get()).toEqual({ n: 0 });
  });

  it('a body over 16 KiB is a 413, whether or not Content-Length says so', async () => {
    const s = await signIn(h);
    const before = snapshot();
    const big = JSON.stringify({ action: 'delete', pad: 'x'.repeat(16 * 1024) });
    const streamed = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(ctrl) {
          ctrl.enqueue(new TextEncoder().encode(text));
          ctrl.close();
        },
      });
    const declared = await h.app.request(ACCOUNT_API.update, {
      method: 'POST',
      headers: { ...s.headers, 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { status: number }).status).toBe(413);
    const undeclared = await h.app.request(ACCOUNT_API.update, {
      method: 'POST',
      headers: { ...s.headers, 'content-type': 'application/json' },
      body: streamed(big),
      duplex: 'half',
    } as RequestInit);
    expect(undeclared.status).toBe(413);
    const token = await h.app.request(ACCOUNT_API.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed(JSON.stringify({ email: 'olvaso@hirter.localhost', pad: 'x'.repeat(20_000) })),
      duplex: 'half',
    } as RequestInit);
    expect(token.status).toBe(413);
    expect(snapshot()).toBe(before);
    expect((await info(s.headers)).status).toBe(200);
  });

  it('3 links per address per 10 minutes, for known and unknown addresses alike', async () => {
    for (const email of ['olvaso@hirter.localhost', 'senki@hirter.localhost']) {
      for (let i = 0; i < 3; i++) expect((await askLink(h.app, email, { 'x-forwarded-for': `10.0.0.${i}` })).status).toBe(200);
      const limited = await askLink(h.app, email, { 'x-forwarded-for': '10.0.0.9' });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('600');
      expect(((await limited.json()) as { status: number }).status).toBe(429);
    }
    await waitForMails(h.outbox, 3);
    h.clock.now += 5 * 60_000;
    expect((await askLink(h.app, 'olvaso@hirter.localhost')).headers.get('retry-after')).toBe('300');
    h.clock.now = T0 + 10 * 60_000;
    expect((await askLink(h.app, 'olvaso@hirter.localhost')).status).toBe(200);
  });

  it('10 link requests per client per minute', async () => {
    const from = (ip: string, i: number) => askLink(h.app, `x${i}@hirter.localhost`, { 'x-forwarded-for': `203.0.113.7, ${ip}` });
    for (let i = 0; i < 10; i++) expect((await from('198.51.100.1', i)).status).toBe(200);
    const limited = await from('198.51.100.1', 10);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(60);
    expect((await from('198.51.100.2', 11)).status).toBe(200);
    h.clock.now += 60_000;
    expect((await from('198.51.100.1', 12)).status).toBe(200);
  });

  it('every answer is private, varies by cookie and authorization, and errors are JSON', async () => {
    const s = await signIn(h);
    const answers = [
      await info({}),
      await info(s.headers),
      await askLink(h.app, 'olvaso@hirter.localhost'),
      await h.app.request(`${ACCOUNT_API.login}?token=x`),
      await h.app.request(ACCOUNT_API.token),
      await h.app.request('/api/v2/user/nincs'),
      await h.app.request(ACCOUNT_API.token, { method: 'POST', headers: { 'content-length': '99999' }, body: 'x' }),
      await update(h.app, { action: 'x' }, s.headers),
    ];
    // Named by place: an app.request answer has no URL, and reading one turns @hono/node-server's lightweight
    // Response (global once any test file in the thread has served) into a native one without the headers set
    // since it was made.
    answers.forEach((res, i) => {
      expect(res.headers.get('cache-control'), `answer ${i}`).toBe('private, no-store');
      expect(res.headers.get('vary'), `answer ${i}`).toBe('Cookie, Authorization');
    });
    expect(answers.map((r) => r.status)).toEqual([401, 200, 200, 303, 405, 404, 413, 400]);
    expect(answers[4]!.headers.get('allow')).toBe('POST');
    for (const res of answers.filter((r) => r.status >= 400)) {
      const body = (await res.json()) as { status: number; message: string };
      expect(body.status).toBe(res.status);
      expect(typeof body.message).toBe('string');
      expect(body.message).not.toMatch(/\n\s+at /);
    }
  });

  it('mounted into another app, it leaves that app’s answers alone', async () => {
    const outer = new Hono();
    outer.get('/api/articles', (c) => c.json({ items: [] }, 200, { 'Cache-Control': 'public, max-age=60' }));
    outer.route('/', h.app);
    const articles = await outer.request('/api/articles');
    expect(articles.headers.get('cache-control')).toBe('public, max-age=60');
    expect(articles.headers.get('vary')).toBeNull();
    const mine = await outer.request(ACCOUNT_API.info);
    expect(mine.status).toBe(401);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a mail server that fails changes nothing in the answer and is logged', async () => {
    const logs: string[] = [];
    const app = createCrmApp({ db: h.db, mailer: { send: () => Promise.reject(new Error('smtp down')) }, log: (l) => logs.push(l), now: () => h.clock.now });
    const res = await askLink(app, 'olvaso@hirter.localhost');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    // The mail goes after the answer: wait for its log line (the ceiling is only against a hang).
    await vi.waitFor(() => expect(logs.some((l) => l.includes('failed: smtp down'))).toBe(true), { timeout: 60_000, interval: 5 });
  });
});

describe('the store file', () => {
  it('opens a file store and seeds the development readers once', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { seedDevReaders } = await import('./seed');
    const dir = mkdtempSync(join(tmpdir(), 'crm-db-'));
    try {
      const db = openCrmDb(join(dir, 'sub', 'crm.db'));
      seedDevReaders(db);
      seedDevReaders(db);
      expect(db.prepare('SELECT COUNT(*) AS n FROM readers').get()).toEqual({ n: 3 });
      expect(db.prepare('SELECT COUNT(*) AS n FROM payments').get()).toEqual({ n: 4 });
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
