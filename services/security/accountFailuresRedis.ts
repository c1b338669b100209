// Wrong passwords per account in Redis (REDIS_URL, D-406), so that replicas count them together: a hash per
// account (failures, last, since, mailedAt, alertedAt) and a set of its addresses, both expiring a quiet hour
// after the latest wrong password. Times are the caller's clock, as in memory; the rules are
// domain/editorLogin.ts's. A mail or an alert is claimed by compare-and-set, so one replica sends it. When
// Redis cannot answer, this process counts alone meanwhile (as the rate limits do) and one line says so. The
// look at the wait and the count are two calls: attempts sent together at one instant may all pass the
// account's first wait (they are all counted, and the next ones wait the longer).
import type { Redis } from 'ioredis';
import { EDITOR_LOGIN_LIMITS, accountQuiet, accountWaitSeconds, failureActions } from '../../domain/editorLogin';
import { AccountFailures, MAX_CLIENTS, type AccountFailureCounts, type FailureReport } from './accountFailures';
import { outageLog, type OutageLog } from '../redisRateLimit';

// KEYS: hash, clients. ARGV: now, quietMs, client, MAX_CLIENTS. A quiet account starts again from nothing.
const BEGIN = `
local last = tonumber(redis.call('hget', KEYS[1], 'last'))
if last and tonumber(ARGV[1]) - last >= tonumber(ARGV[2]) then redis.call('del', KEYS[1], KEYS[2]) end
redis.call('hincrby', KEYS[1], 'failures', 1)
redis.call('hsetnx', KEYS[1], 'since', ARGV[1])
redis.call('hset', KEYS[1], 'last', ARGV[1])
if redis.call('scard', KEYS[2]) < tonumber(ARGV[4]) then redis.call('sadd', KEYS[2], ARGV[3]) end
redis.call('pexpire', KEYS[1], ARGV[2])
redis.call('pexpire', KEYS[2], ARGV[2])
return 1`;
const SUCCEEDED = `
local f = tonumber(redis.call('hget', KEYS[1], 'failures'))
if f and f > 0 then redis.call('hincrby', KEYS[1], 'failures', -1) end
return 1`;
// KEYS: hash. ARGV: field, the value read ('' for none), now. 1 when this call set it.
const CLAIM = `
local v = redis.call('hget', KEYS[1], ARGV[1]) or ''
if v ~= ARGV[2] then return 0 end
redis.call('hset', KEYS[1], ARGV[1], ARGV[3])
return 1`;

const num = (v: string | null | undefined): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

export class RedisAccountFailures implements AccountFailureCounts {
  private readonly fallback = new AccountFailures();
  private readonly outage: OutageLog;

  /** `prefix`: the keys' own (tests keep theirs apart). */
  constructor(
    private readonly redis: Redis,
    log: (line: string) => void,
    private readonly prefix = 'editor-login-failures',
  ) {
    this.outage = outageLog(log, 'wrong passwords per account');
  }

  /** Redis's answer, or this process's when Redis cannot give one. */
  private async either<T>(shared: () => Promise<T>, own: () => Promise<T>): Promise<T> {
    try {
      const answer = await shared();
      this.outage.answered();
      return answer;
    } catch (err) {
      this.outage.failed(err);
      return own();
    }
  }

  private keys(key: string): [string, string] {
    return [`${this.prefix}:${key}`, `${this.prefix}:${key}:clients`];
  }

  wait(key: string, now: number): Promise<number | null> {
    return this.either(
      () => this.sharedWait(key, now),
      () => this.fallback.wait(key, now),
    );
  }

  begin(key: string, client: string, now: number): Promise<void> {
    return this.either(
      async () => void (await this.redis.eval(BEGIN, 2, ...this.keys(key), now, EDITOR_LOGIN_LIMITS.quietMs, client, MAX_CLIENTS)),
      () => this.fallback.begin(key, client, now),
    );
  }

  succeeded(key: string): Promise<void> {
    return this.either(
      async () => void (await this.redis.eval(SUCCEEDED, 1, this.keys(key)[0])),
      () => this.fallback.succeeded(key),
    );
  }

  failed(key: string, now: number): Promise<FailureReport> {
    return this.either(
      () => this.sharedFailed(key, now),
      () => this.fallback.failed(key, now),
    );
  }

  private async sharedWait(key: string, now: number): Promise<number | null> {
    const [failures, last] = (await this.redis.hmget(this.keys(key)[0], 'failures', 'last')).map(num);
    return failures == null || last == null ? null : accountWaitSeconds(failures, last, now);
  }

  private async sharedFailed(key: string, now: number): Promise<FailureReport> {
    const [hash, clientSet] = this.keys(key);
    const [[failures, since, last, mailedAt, alertedAt], clients] = await Promise.all([
      this.redis.hmget(hash, 'failures', 'since', 'last', 'mailedAt', 'alertedAt').then((v) => v.map(num)),
      this.redis.scard(clientSet),
    ]);
    if (failures == null || last == null || accountQuiet(last, now)) return { failures: 0, clients: 0, since: now, mail: false, alert: false };
    const due = failureActions({ failures, mailedAt: mailedAt ?? null, alertedAt: alertedAt ?? null }, now);
    const claim = async (field: string, read: number | null | undefined) => (await this.redis.eval(CLAIM, 1, hash, field, read ?? '', now)) === 1;
    const mail = due.mail && (await claim('mailedAt', mailedAt));
    const alert = due.alert && (await claim('alertedAt', alertedAt));
    return { failures, clients, since: since ?? now, mail, alert };
  }
}
