// Wrong passwords per account (by e-mail, editor or not, so the answers do not tell them apart), in memory like
// the rate limits: the count since the account was last quiet for an hour, the addresses they came from, and
// when the owner was last mailed and the operators last alerted. The rule for the wait is
// domain/editorLogin.ts's.
import { EDITOR_LOGIN_LIMITS, accountDelayMs } from '../../domain/editorLogin';

/** Distinct addresses remembered per account: enough to tell one guesser from many. */
const MAX_CLIENTS = 1000;
const SWEEP_ABOVE = 10_000;

interface Entry {
  failures: number;
  last: number;
  since: number;
  clients: Set<string>;
  mailedAt: number | null;
  alertedAt: number | null;
}

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

export class AccountFailures {
  private readonly entries = new Map<string, Entry>();

  private entry(key: string, now: number): Entry | undefined {
    const e = this.entries.get(key);
    if (e && now - e.last >= EDITOR_LOGIN_LIMITS.quietMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** Whole seconds an attempt from an address the account does not know must still wait, or null. */
  wait(key: string, now: number): number | null {
    const e = this.entry(key, now);
    if (!e) return null;
    const left = e.last + accountDelayMs(e.failures) - now;
    return left > 0 ? Math.max(1, Math.ceil(left / 1000)) : null;
  }

  /**
   * Counts an attempt as a wrong password before its password is checked, so attempts sent together all
   * meet the wait; `succeeded` takes it back.
   */
  begin(key: string, client: string, now: number): void {
    if (this.entries.size > SWEEP_ABOVE) for (const k of [...this.entries.keys()]) this.entry(k, now);
    const e = this.entry(key, now) ?? { failures: 0, last: now, since: now, clients: new Set<string>(), mailedAt: null, alertedAt: null };
    e.failures += 1;
    e.last = now;
    if (e.clients.size < MAX_CLIENTS) e.clients.add(client);
    this.entries.set(key, e);
  }

  succeeded(key: string): void {
    const e = this.entries.get(key);
    if (e) e.failures = Math.max(0, e.failures - 1);
  }

  /** The attempt `begin` counted was a wrong password: what is to be done about the account now. */
  failed(key: string, now: number): FailureReport {
    const e = this.entries.get(key);
    if (!e) return { failures: 0, clients: 0, since: now, mail: false, alert: false };
    const { freeFailures, alertFailures, repeatMs } = EDITOR_LOGIN_LIMITS;
    const due = (at: number | null) => at === null || now - at >= repeatMs;
    const mail = e.failures >= freeFailures && due(e.mailedAt);
    const alert = e.failures >= alertFailures && due(e.alertedAt);
    if (mail) e.mailedAt = now;
    if (alert) e.alertedAt = now;
    return { failures: e.failures, clients: e.clients.size, since: e.since, mail, alert };
  }
}
