// Wrong passwords per account (by e-mail, editor or not, so the answers do not tell them apart): the count
// since the account was last quiet for an hour, the addresses they came from, and when the owner was last
// mailed and the operators last alerted. The rules are domain/editorLogin.ts's. Kept in this process's memory
// like the rate limits, or, with REDIS_URL, in Redis so that replicas count together (D-406,
// accountFailuresRedis.ts).
import { accountQuiet, accountWaitSeconds, failureActions } from '../../domain/editorLogin';

/** Distinct addresses remembered per account: enough to tell one guesser from many. */
export const MAX_CLIENTS = 1000;
const SWEEP_ABOVE = 10_000;

export interface FailureReport {
  failures: number;
  /** Distinct addresses (up to MAX_CLIENTS). */
  clients: number;
  /** The first wrong password since the account was last quiet (ms). */
  since: number;
  /** The owner should be mailed an unlock link now (the wait has begun; at most once an hour). */
  mail: boolean;
  /** The operators should be alerted now (sustained failures; at most once an hour). */
  alert: boolean;
}

export interface AccountFailureCounts {
  /** Whole seconds an attempt from an address the account does not know must still wait, or null. */
  wait(key: string, now: number): Promise<number | null>;
  /**
   * Counts an attempt as a wrong password before its password is checked, so attempts sent together all
   * meet the wait; `succeeded` takes it back.
   */
  begin(key: string, client: string, now: number): Promise<void>;
  succeeded(key: string): Promise<void>;
  /** The attempt `begin` counted was a wrong password: what is to be done about the account now. */
  failed(key: string, now: number): Promise<FailureReport>;
}

interface Entry {
  failures: number;
  last: number;
  since: number;
  clients: Set<string>;
  mailedAt: number | null;
  alertedAt: number | null;
}

// No await inside the methods: each is one step, whatever else the process is doing.
export class AccountFailures implements AccountFailureCounts {
  private readonly entries = new Map<string, Entry>();

  private entry(key: string, now: number): Entry | undefined {
    const e = this.entries.get(key);
    if (e && accountQuiet(e.last, now)) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  async wait(key: string, now: number): Promise<number | null> {
    const e = this.entry(key, now);
    return e ? accountWaitSeconds(e.failures, e.last, now) : null;
  }

  async begin(key: string, client: string, now: number): Promise<void> {
    if (this.entries.size > SWEEP_ABOVE) for (const k of [...this.entries.keys()]) this.entry(k, now);
    const e = this.entry(key, now) ?? { failures: 0, last: now, since: now, clients: new Set<string>(), mailedAt: null, alertedAt: null };
    e.failures += 1;
    e.last = now;
    if (e.clients.size < MAX_CLIENTS) e.clients.add(client);
    this.entries.set(key, e);
  }

  async succeeded(key: string): Promise<void> {
    const e = this.entries.get(key);
    if (e) e.failures = Math.max(0, e.failures - 1);
  }

  async failed(key: string, now: number): Promise<FailureReport> {
    const e = this.entries.get(key);
    if (!e) return { failures: 0, clients: 0, since: now, mail: false, alert: false };
    const { mail, alert } = failureActions(e, now);
    if (mail) e.mailedAt = now;
    if (alert) e.alertedAt = now;
    return { failures: e.failures, clients: e.clients.size, since: e.since, mail, alert };
  }
}
