// The newsletter sign-ups in the readers' file (services/crm/schema.ts): one row per address and list, the one
// writer of that table. A sign-up is pending until the mail's link confirms it; asking again changes nothing
// but the names of a pending one.
import type { NewsletterCode } from '../../domain/accounts';
import { NEWSLETTER_LIMITS, type SignupState } from '../../domain/newsletter';
import type { Db } from '../store/schema';

export interface Signup {
  email: string;
  firstName: string;
  lastName: string;
  listCodes: NewsletterCode[];
}

interface Row {
  code: NewsletterCode;
  state: SignupState;
  mailed_at: number | null;
}

export class SignupStore {
  constructor(private readonly db: Db) {}

  /**
   * Records the sign-up: new lists pending, pending ones with the names given now, confirmed ones untouched.
   * Answers the asked lists by state, and whether a mail is due about them: the confirmation for the pending
   * ones, else a note that they are confirmed already (none went out about them in the last minutes).
   */
  record(s: Signup, now: number): { pending: NewsletterCode[]; confirmed: NewsletterCode[]; mailDue: boolean } {
    return this.db.transaction(() => {
      const insert = this.db.prepare(
        `INSERT INTO newsletter_signups (email, code, first_name, last_name, state, created_at) VALUES (?, ?, ?, ?, 'pending', ?)
         ON CONFLICT (email, code) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name WHERE state = 'pending'`,
      );
      for (const code of s.listCodes) insert.run(s.email, code, s.firstName, s.lastName, now);
      const rows = this.db
        .prepare(`SELECT code, state, mailed_at FROM newsletter_signups WHERE email = ? AND code IN (${s.listCodes.map(() => '?').join(',')})`)
        .all(s.email, ...s.listCodes) as Row[];
      const pending = rows.filter((r) => r.state === 'pending');
      const about = pending.length > 0 ? pending : rows;
      const mailDue = about.some((r) => r.mailed_at === null || now - r.mailed_at >= NEWSLETTER_LIMITS.remailAfterMs);
      return { pending: pending.map((r) => r.code), confirmed: rows.filter((r) => r.state === 'confirmed').map((r) => r.code), mailDue };
    })();
  }

  /** The note that these confirmed lists are confirmed already, mailed now. */
  noted(email: string, codes: readonly NewsletterCode[], now: number): void {
    const update = this.db.prepare(`UPDATE newsletter_signups SET mailed_at = ? WHERE email = ? AND code = ? AND state = 'confirmed'`);
    this.db.transaction(() => codes.forEach((code) => update.run(now, email, code)))();
  }

  /** The new link's token (as its hash) for these pending lists, mailed now: an older link for them stops working. */
  mailed(email: string, codes: readonly NewsletterCode[], tokenHash: string, now: number): void {
    const update = this.db.prepare(`UPDATE newsletter_signups SET token_hash = ?, mailed_at = ? WHERE email = ? AND code = ? AND state = 'pending'`);
    this.db.transaction(() => codes.forEach((code) => update.run(tokenHash, now, email, code)))();
  }

  /** Confirms every list a live link asked for; answers the address, or null for an unknown or expired link. */
  confirm(tokenHash: string, now: number): string | null {
    return this.db.transaction(() => {
      const rows = this.db.prepare(`SELECT email, mailed_at FROM newsletter_signups WHERE token_hash = ? AND state = 'pending'`).all(tokenHash) as {
        email: string;
        mailed_at: number;
      }[];
      const live = rows.filter((r) => now - r.mailed_at < NEWSLETTER_LIMITS.confirmTtlMs);
      if (live.length === 0) return null;
      this.db
        .prepare(`UPDATE newsletter_signups SET state = 'confirmed', confirmed_at = ?, token_hash = NULL WHERE token_hash = ? AND state = 'pending'`)
        .run(now, tokenHash);
      return live[0]!.email;
    })();
  }
}
