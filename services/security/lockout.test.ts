// D-307: wrong passwords for an editor's e-mail, from anywhere, never keep the editor out; they slow down
// the addresses the editor has not signed in from, mail the editor an unlock link, and alert the operators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { openRedis, redisReady } from '../../lib/redis';
import { startRedis, type RunningRedis } from '../../testing/redisServer';
import type { SecurityAppOptions } from './app';
import { RedisAccountFailures } from './accountFailuresRedis';
import { ACCOUNT_WAITS_MESSAGE, EDITOR_LOGIN_LIMITS, SECURITY_ALERTS, accountDelayMs } from '../../domain/editorLogin';
import { UNLOCK_PARAM } from '../../domain/preview';
import { harness as securityHarness, PASSWORD, TEST_PREVIEW_URL, type Harness } from './testing';

const WRONG = 'wrong-password';

/** A wrong password for `email` from a new address, once the account's wait (if any) is over. */
async function guess(h: Harness, email: string): Promise<void> {
  for (;;) {
    const res = await h.postJson('/api/login', { email, password: WRONG }, h.newClient());
    if (res.status === 401) return;
    expect(res.status).toBe(429);
    h.clock.advance(Number(res.headers.get('retry-after')) * 1000);
  }
}

const tokenOf = (link: string) => new URL(link).searchParams.get(UNLOCK_PARAM)!;
const linkIn = (text: string) => /https:\/\/\S+/.exec(text)![0];

// The same rules whether one process counts the wrong passwords or the replicas count them in Redis (D-406).
let redis: RunningRedis;
let connection: Redis;
let prefixes = 0;
beforeAll(async () => {
  redis = await startRedis();
  connection = openRedis(redis.url, () => {});
  await redisReady(connection);
});
afterAll(async () => {
  connection.disconnect();
  await redis.stop();
});
const COUNTS: Record<string, () => Partial<SecurityAppOptions>> = {
  'in memory': () => ({}),
  'in Redis': () => ({ accountFailures: new RedisAccountFailures(connection, () => {}, `test-${++prefixes}`) }),
};

describe.each(Object.keys(COUNTS))('wrong passwords cannot lock an editor out (D-307), counted %s', (where) => {
  const harness = (opts: Partial<SecurityAppOptions> = {}) => securityHarness({ ...COUNTS[where]!(), ...opts });
  it('after wrong passwords from many addresses the owner still gets in from her own address', async () => {
    const h = harness();
    const anna = h.editor();
    const home = { 'x-forwarded-for': '192.0.2.10' };
    await h.login(anna, home);
    for (let i = 0; i < 12; i++) await guess(h, anna.email);
    // The attackers' next guess waits…
    expect((await h.postJson('/api/login', { email: anna.email, password: WRONG }, h.newClient())).status).toBe(429);
    // …the owner's right password from her own address does not.
    const owner = await h.postJson('/api/login', { email: anna.email, password: PASSWORD }, home);
    expect(owner.status).toBe(200);
    expect(await owner.json()).toEqual({ token: expect.any(String), otp: true });
  });

  it('five wrong passwords a minute from anywhere are no longer a refusal of the owner', async () => {
    const h = harness();
    const anna = h.editor();
    const office = { 'x-forwarded-for': '198.51.100.20' };
    await h.login(anna, office);
    h.clock.advance(60_000);
    for (let i = 0; i < 5; i++) expect((await h.postJson('/api/login', { email: anna.email, password: WRONG }, h.newClient())).status).toBe(401);
    expect((await h.postJson('/api/login', { email: anna.email, password: PASSWORD }, office)).status).toBe(200);
  });

  it('the per-client limit still refuses a client that keeps guessing, the owner’s own address too', async () => {
    const h = harness();
    const anna = h.editor();
    const home = { 'x-forwarded-for': '192.0.2.10' };
    await h.login(anna, home);
    h.clock.advance(60_000);
    for (const client of [{ 'x-forwarded-for': '203.0.113.9' }, home]) {
      for (let i = 0; i < 5; i++) expect((await h.postJson('/api/login', { email: anna.email, password: WRONG }, client)).status).toBe(401);
      const refused = await h.postJson('/api/login', { email: anna.email, password: PASSWORD }, client);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ status: 429, message: 'Too many attempts.' });
      expect(refused.headers.get('retry-after')).toBe('60');
    }
  });

  it('the wait grows with every wrong password, up to five minutes, and ends after a quiet hour', async () => {
    const h = harness();
    const anna = h.editor();
    for (let i = 0; i < EDITOR_LOGIN_LIMITS.freeFailures; i++) await guess(h, anna.email);
    const waits: number[] = [];
    for (let failures = EDITOR_LOGIN_LIMITS.freeFailures; failures < EDITOR_LOGIN_LIMITS.freeFailures + 11; failures++) {
      const refused = await h.postJson('/api/login', { email: anna.email, password: PASSWORD }, h.newClient());
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ status: 429, message: ACCOUNT_WAITS_MESSAGE });
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      expect(wait).toBe(accountDelayMs(failures) / 1000);
      // A moment before the wait is over: still waiting, and that attempt was not counted.
      h.clock.advance(wait * 1000 - 500);
      expect((await h.postJson('/api/login', { email: anna.email, password: PASSWORD }, h.newClient())).headers.get('retry-after')).toBe('1');
      h.clock.advance(500);
      expect((await h.postJson('/api/login', { email: anna.email, password: WRONG }, h.newClient())).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    // The right password after the wait is let in (a new address that waited its turn).
    h.clock.advance(300_000);
    expect((await h.postJson('/api/login', { email: anna.email, password: PASSWORD }, h.newClient())).status).toBe(200);
    // An hour without a wrong password: no wait at all.
    h.clock.advance(EDITOR_LOGIN_LIMITS.quietMs);
    for (let i = 0; i < EDITOR_LOGIN_LIMITS.freeFailures; i++)
      expect((await h.postJson('/api/login', { email: anna.email, password: WRONG }, h.newClient())).status).toBe(401);
  });

  it('an e-mail that is no editor’s waits the same way, with the same answer', async () => {
    const h = harness();
    h.editor();
    const answers = [];
    for (const email of ['anna@hirter.hu', 'nobody@hirter.hu']) {
      for (let i = 0; i < 5; i++) await guess(h, email);
      const res = await h.postJson('/api/login', { email, password: PASSWORD }, h.newClient());
      answers.push({ status: res.status, headers: [...res.headers], body: await res.text() });
    }
    expect(answers[0]!.status).toBe(429);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('mails the owner an unlock link that works once, and only for that account', async () => {
    const h = harness();
    const anna = h.editor('anna@hirter.hu');
    const bela = h.editor('bela@hirter.hu');
    for (let i = 0; i < 5; i++) await guess(h, anna.email);
    for (let i = 0; i < 5; i++) await guess(h, bela.email);
    for (let i = 0; i < 5; i++) await guess(h, 'nobody@hirter.hu');
    await Promise.resolve();
    // One mail to each editor, none for an e-mail that is no editor's.
    expect(h.mails.map((m) => m.to)).toEqual([anna.email, bela.email]);
    const mail = h.mails[0]!;
    expect(mail.subject).toBe('Sikertelen belépési kísérletek a Hírtér előnézetébe');
    const link = linkIn(mail.text);
    expect(link.startsWith(`${TEST_PREVIEW_URL}/login?${UNLOCK_PARAM}=`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);
    const token = tokenOf(link);
    expect(h.logs.join('\n')).toContain('5 wrong passwords for a***@hirter.hu from 5 addresses');
    expect(h.logs.join('\n')).not.toContain(token);

    // Anna's token does not open Béla's account, and is not spent by trying.
    const wrongAccount = await h.postJson('/api/login', { email: bela.email, password: PASSWORD, unlock: token }, h.newClient());
    expect(wrongAccount.status).toBe(429);
    // A token that is not one: no unlock.
    expect((await h.postJson('/api/login', { email: anna.email, password: PASSWORD, unlock: 'x'.repeat(43) }, h.newClient())).status).toBe(429);
    // Anna, from an address she never used, with her link: a typo does not spend it, the right password does.
    expect((await h.postJson('/api/login', { email: anna.email, password: WRONG, unlock: token }, h.newClient())).status).toBe(401);
    const unlocked = await h.postJson('/api/login', { email: anna.email, password: PASSWORD, unlock: token }, h.newClient());
    expect(unlocked.status).toBe(200);
    // Once.
    const again = await h.postJson('/api/login', { email: anna.email, password: PASSWORD, unlock: token }, h.newClient());
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({ status: 429, message: ACCOUNT_WAITS_MESSAGE });

    // More wrong passwords within the hour: no second mail.
    for (let i = 0; i < 3; i++) await guess(h, anna.email);
    expect(h.mails.filter((m) => m.to === anna.email)).toHaveLength(1);
  });

  it('an unlock link expires', async () => {
    const h = harness();
    const anna = h.editor();
    for (let i = 0; i < 5; i++) await guess(h, anna.email);
    const token = tokenOf(linkIn(h.mails[0]!.text));
    h.clock.advance(EDITOR_LOGIN_LIMITS.unlockLinkMs);
    // The account is being guessed at again, and the old link no longer lets its owner skip the wait.
    for (let i = 0; i < 5; i++) await guess(h, anna.email);
    expect((await h.postJson('/api/login', { email: anna.email, password: PASSWORD, unlock: token }, h.newClient())).status).toBe(429);
  });

  it('sustained wrong passwords raise one alert an hour, naming the account', async () => {
    const h = harness();
    h.editor();
    for (let i = 0; i < EDITOR_LOGIN_LIMITS.alertFailures - 1; i++) await guess(h, 'anna@hirter.hu');
    expect(h.alerts).toEqual([]);
    await guess(h, 'anna@hirter.hu');
    expect(h.alerts).toEqual([
      [
        SECURITY_ALERTS.loginFailures,
        expect.stringMatching(/^20 wrong passwords for a\*\*\*@hirter\.hu from 20 addresses since 2026-11-20T12:00:10\.000Z$/),
        { account: 'a***@hirter.hu', editor: true, failures: 20, clients: 20 },
      ],
    ]);
    // Five-minute waits from here on: an hour of them brings the next alert, not one before.
    const started = h.clock.now;
    while (h.clock.now - started < EDITOR_LOGIN_LIMITS.repeatMs - 300_000) {
      await guess(h, 'anna@hirter.hu');
      expect(h.alerts).toHaveLength(1);
    }
    for (let i = 0; i < 2; i++) await guess(h, 'anna@hirter.hu');
    expect(h.alerts).toHaveLength(2);
  });
});
