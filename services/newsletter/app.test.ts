import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NAME_LINK_ERRORS, NEWSLETTER_API, NEWSLETTER_ERRORS, NEWSLETTER_LIMITS, NEWSLETTER_TEXTS } from '../../domain/newsletter';
import { openCrmDb, type Db } from '../crm/schema';
import { createMailer } from '../crm/mailer';
import { decodeQuotedPrintable, emlFiles, waitForMails } from '../crm/testing';
import { createNewsletterApp } from './app';

const T0 = Date.UTC(2026, 10, 26, 10, 0, 0);
let db: Db;
let outbox: string;
let clock: { now: number };
let logs: string[];
let app: ReturnType<typeof createNewsletterApp>;
/** Every mail the app handed the mailer: it decides before it answers, so a mail that should not come is seen at once. */
let handed: number;

beforeEach(() => {
  db = openCrmDb(':memory:');
  outbox = mkdtempSync(join(tmpdir(), 'newsletter-outbox-'));
  clock = { now: T0 };
  logs = [];
  handed = 0;
  const mailer = createMailer({ outboxDir: outbox });
  app = createNewsletterApp({ db, mailer: { send: (m) => (handed++, mailer.send(m)) }, now: () => clock.now, log: (l) => logs.push(l) });
});
afterEach(() => {
  db.close();
  rmSync(outbox, { recursive: true, force: true });
});

const VALID = { email: ' Olvaso@Example.COM ', firstName: 'Anna', lastName: 'Kovács', listCodes: ['napi', 'heti'] };
const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  app.request(NEWSLETTER_API.subscribe, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': '10.0.0.1', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const rows = () => db.prepare('SELECT email, code, state, first_name FROM newsletter_signups ORDER BY code').all();
const linkIn = (eml: string) => /http:\/\/localhost:3000\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(decodeQuotedPrintable(eml))![0];

describe('POST /api/newsletter/subscribe', () => {
  it('stores the lists as pending, mails one confirmation link, and the link confirms them all', async () => {
    const res = await subscribe(VALID);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'olvaso@example.com' });
    expect(rows()).toMatchObject([{ state: 'pending' }, { state: 'pending' }]);
    const [mail] = await waitForMails(outbox, 1);
    expect(decodeQuotedPrintable(mail!)).toContain('Napi hírlevél, Heti válogatás');
    const confirm = await app.request(linkIn(mail!).replace('http://localhost:3000', ''));
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe('/dokumentum/hirlevel?megerositve=1');
    expect(rows()).toEqual([
      { email: 'olvaso@example.com', code: 'heti', state: 'confirmed', first_name: 'Anna' },
      { email: 'olvaso@example.com', code: 'napi', state: 'confirmed', first_name: 'Anna' },
    ]);
    // A link works once.
    expect((await app.request(linkIn(mail!).replace('http://localhost:3000', ''))).headers.get('location')).toBe('/dokumentum/hirlevel?hiba=link');
  });

  it('is idempotent per address and list: no second row, no second mail within minutes, a confirmed list stays confirmed', async () => {
    await subscribe(VALID);
    await waitForMails(outbox, 1);
    const again = await subscribe({ ...VALID, email: 'olvaso@example.com', listCodes: ['napi', 'napi'] });
    expect(again.status).toBe(200);
    expect(rows()).toHaveLength(2);
    expect(handed).toBe(1);
    clock.now += NEWSLETTER_LIMITS.remailAfterMs;
    await subscribe(VALID);
    const mails = await waitForMails(outbox, 2);
    // The newer link is the one that works.
    expect((await app.request(linkIn(mails[0]!).replace('http://localhost:3000', ''))).headers.get('location')).toContain('hiba=link');
    expect((await app.request(linkIn(mails[1]!).replace('http://localhost:3000', ''))).headers.get('location')).toContain('megerositve=1');
    await subscribe({ ...VALID, firstName: 'Más' });
    expect(rows()).toMatchObject([
      { state: 'confirmed', first_name: 'Anna' },
      { state: 'confirmed', first_name: 'Anna' },
    ]);
  });

  it('answers a new, a pending and a subscribed address alike; only the mail tells them apart', async () => {
    const answer = async (email: string) => {
      const res = await subscribe({ ...VALID, email });
      return { status: res.status, type: res.headers.get('content-type'), body: (await res.text()).replace(email, '<email>') };
    };
    await subscribe({ ...VALID, email: 'feliratkozott@example.com' });
    const [link] = await waitForMails(outbox, 1);
    await app.request(linkIn(link!).replace('http://localhost:3000', ''));
    await subscribe({ ...VALID, email: 'fuggo@example.com' });
    await waitForMails(outbox, 2);
    clock.now += NEWSLETTER_LIMITS.remailAfterMs;

    const answers = [await answer('uj@example.com'), await answer('fuggo@example.com'), await answer('feliratkozott@example.com')];
    expect(answers[0]).toEqual({ status: 200, type: 'application/json', body: '{"email":"<email>"}' });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    const mails = (await waitForMails(outbox, 5)).slice(2).map(decodeQuotedPrintable);
    const to = (address: string) => mails.find((m) => m.includes(`To: ${address}`))!;
    expect(to('uj@example.com')).toContain('/api/newsletter/confirm?token=');
    expect(to('fuggo@example.com')).toContain('/api/newsletter/confirm?token=');
    // The subscribed reader gets a note instead of a link, without the name the caller typed.
    const note = to('feliratkozott@example.com');
    expect(note).toContain('Ezekre ön már feliratkozott');
    expect(note).toContain('Napi hírlevél, Heti válogatás');
    expect(note).not.toContain('confirm?token=');
    expect(note).not.toContain('Anna');
    // Asked again at once: no second note.
    await subscribe({ ...VALID, email: 'feliratkozott@example.com' });
    expect(handed).toBe(5);
  });

  it.each<[string, unknown, string]>([
    ['no JSON', '{"email":', 'body'],
    ['an array', '[]', 'body'],
    ['a bad address', { ...VALID, email: 'olvaso@' }, 'email'],
    ['no first name', { ...VALID, firstName: '  ' }, 'firstName'],
    ['a control character', { ...VALID, lastName: 'Kov\u0000ács' }, 'lastName'],
    ['a long name', { ...VALID, lastName: 'x'.repeat(101) }, 'lastName'],
    ['a first name past 50 characters', { ...VALID, firstName: 'x'.repeat(51) }, 'firstName'],
    ['no list', { ...VALID, listCodes: [] }, 'listCodes'],
    ['an unknown list', { ...VALID, listCodes: ['napi', 'spam'] }, 'listCodes'],
    ['lists as a string', { ...VALID, listCodes: 'napi' }, 'listCodes'],
  ])('%s: a 400 naming the field in Hungarian, nothing stored, no mail', async (_name, body, field) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, field, message: NEWSLETTER_ERRORS[field as keyof typeof NEWSLETTER_ERRORS] });
    expect(rows()).toEqual([]);
    expect(emlFiles(outbox)).toEqual([]);
  });

  it.each<[string, string]>([
    ['firstName', 'Visit https://evil.example'],
    ['firstName', 'evil.example'],
    ['firstName', '<a href="https://evil.example">Anna</a>'],
    ['lastName', 'anna@evil.example'],
  ])('a %s a mail program would link (%j): a 400 saying so, nothing stored, no mail (D-311)', async (field, name) => {
    const res = await subscribe({ ...VALID, [field]: name });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, field, message: NAME_LINK_ERRORS[field as keyof typeof NAME_LINK_ERRORS] });
    expect(rows()).toEqual([]);
    expect(emlFiles(outbox)).toEqual([]);
  });

  it('the mail greets with the first name as plain text, in the text and the HTML part', async () => {
    await subscribe({ ...VALID, firstName: ' Anna & Béla ' });
    const mail = decodeQuotedPrintable((await waitForMails(outbox, 1))[0]!);
    expect(mail).toContain('Kedves Anna & Béla!');
    expect(mail).toContain('<p>Kedves Anna &amp; Béla!</p>');
  });

  it('a body past 4 KB is refused', async () => {
    const res = await subscribe({ ...VALID, firstName: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
    expect(rows()).toEqual([]);
  });

  it('a flood from one client is a 429 with Retry-After, nothing stored', async () => {
    for (let i = 0; i < NEWSLETTER_LIMITS.perClient.limit; i++) expect((await subscribe({ ...VALID, email: `olvaso${i}@example.com` })).status).toBe(200);
    const res = await subscribe({ ...VALID, email: 'uj@example.com' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { message: string }).message).toBe(NEWSLETTER_TEXTS.tooMany);
    expect(db.prepare("SELECT count(*) AS n FROM newsletter_signups WHERE email = 'uj@example.com'").get()).toEqual({ n: 0 });
    expect((await subscribe({ ...VALID, email: 'uj@example.com' }, { 'x-forwarded-for': '10.0.0.2' })).status).toBe(200);
  });

  it('a form posted without JavaScript: redirects to the newsletter page, lists repeated', async () => {
    const form = new URLSearchParams([
      ['email', 'forma@example.com'],
      ['firstName', 'Béla'],
      ['lastName', 'Nagy'],
      ['listCodes', 'g7'],
      ['listCodes', 'napi'],
    ]);
    const ok = await subscribe(form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/dokumentum/hirlevel?feliratkozas=1');
    expect(db.prepare("SELECT count(*) AS n FROM newsletter_signups WHERE email = 'forma@example.com'").get()).toEqual({ n: 2 });
    form.set('email', 'nem-cim');
    const bad = await subscribe(form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(bad.headers.get('location')).toBe('/dokumentum/hirlevel?hiba=email');
  });

  it('an expired or malformed link confirms nothing', async () => {
    await subscribe(VALID);
    const [mail] = await waitForMails(outbox, 1);
    clock.now += NEWSLETTER_LIMITS.confirmTtlMs;
    expect((await app.request(linkIn(mail!).replace('http://localhost:3000', ''))).headers.get('location')).toContain('hiba=link');
    expect((await app.request(`${NEWSLETTER_API.confirm}?token=../../x`)).headers.get('location')).toContain('hiba=link');
    expect(rows()).toMatchObject([{ state: 'pending' }, { state: 'pending' }]);
  });
});
