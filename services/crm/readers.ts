// Every query of the CRM store. Tokens arrive here already hashed (tokens.ts); times are milliseconds.
import { stmt, type Db } from '../store/schema';
import {
  NEWSLETTERS,
  type AccountInfo,
  type AccountNewsletter,
  type AccountPayment,
  type NewsletterCode,
  type PaymentInterval,
  type PaymentStatus,
} from '../../domain/accounts';

export interface ReaderRow {
  id: number;
  email: string;
  name: string;
  createdAt: number;
}

interface PaymentRow {
  id: number;
  amount: number;
  currency: AccountPayment['currency'];
  interval: PaymentInterval;
  status: PaymentStatus;
  created_at: number;
  cancelled_at: number | null;
}

export interface NewPayment {
  amount: number;
  currency: AccountPayment['currency'];
  interval: PaymentInterval;
  status: PaymentStatus;
  createdAt: number;
}

/** A session found by its token's hash. */
export interface SessionRow {
  readerId: number;
  csrfHash: string;
}

/** Everything stored about one reader: the download of "Adataim letöltése". */
export interface ReaderExport {
  exportedAt: number;
  reader: { email: string; name: string; createdAt: number };
  payments: AccountPayment[];
  newsletters: { code: string; name: string; subscribed: boolean; updatedAt: number }[];
  sessions: { createdAt: number; expiresAt: number; current: boolean }[];
  signInLinks: { createdAt: number; expiresAt: number; usedAt: number | null }[];
}

export type CancelResult = { payment: AccountPayment } | 'not-found' | 'not-active';

const seconds = (ms: number) => Math.floor(ms / 1000);

function payment(row: PaymentRow): AccountPayment {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    status: row.status,
    createdAt: seconds(row.created_at),
    cancelledAt: row.cancelled_at === null ? null : seconds(row.cancelled_at),
  };
}

const PAYMENT_COLUMNS = 'id, amount, currency, interval, status, created_at, cancelled_at';

export class ReaderStore {
  constructor(private readonly db: Db) {}

  readerByEmail(email: string): ReaderRow | null {
    const row = stmt(this.db, 'SELECT id, email, name, created_at AS createdAt FROM readers WHERE email = ?').get(email) as ReaderRow | undefined;
    return row ?? null;
  }

  readerById(id: number): ReaderRow | null {
    const row = stmt(this.db, 'SELECT id, email, name, created_at AS createdAt FROM readers WHERE id = ?').get(id) as ReaderRow | undefined;
    return row ?? null;
  }

  /** Creates a reader; null when the e-mail already has one. */
  createReader(email: string, name: string, now: number): number | null {
    const r = stmt(this.db, 'INSERT INTO readers (email, name, created_at) VALUES (?, ?, ?) ON CONFLICT(email) DO NOTHING').run(email, name, now);
    return r.changes === 1 ? Number(r.lastInsertRowid) : null;
  }

  addPayment(readerId: number, p: NewPayment): number {
    const r = stmt(this.db, 'INSERT INTO payments (reader_id, amount, currency, interval, status, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      readerId,
      p.amount,
      p.currency,
      p.interval,
      p.status,
      p.createdAt,
    );
    return Number(r.lastInsertRowid);
  }

  /** Stores a sign-in link's token hash, and forgets links and sessions that are long dead. */
  addSignInToken(readerId: number, hash: string, now: number, ttlMs: number): void {
    this.db.transaction(() => {
      this.purgeExpired(now);
      stmt(this.db, 'INSERT INTO sign_in_tokens (hash, reader_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(hash, readerId, now, now + ttlMs);
    })();
  }

  /** Uses a sign-in link: its reader when it is unused and unexpired (and marks it used), else null. */
  useSignInToken(hash: string, now: number): number | null {
    const row = stmt(this.db, 'UPDATE sign_in_tokens SET used_at = ? WHERE hash = ? AND used_at IS NULL AND expires_at > ? RETURNING reader_id').get(
      now,
      hash,
      now,
    ) as { reader_id: number } | undefined;
    return row?.reader_id ?? null;
  }

  addSession(readerId: number, hash: string, csrfHash: string, now: number, ttlMs: number): void {
    stmt(this.db, 'INSERT INTO sessions (hash, reader_id, csrf_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
      hash,
      readerId,
      csrfHash,
      now,
      now + ttlMs,
    );
  }

  /** Uses a sign-in link and opens a session in one transaction: the reader, or null for a dead link. */
  signIn(linkHash: string, session: { hash: string; csrfHash: string; replaces?: string | undefined }, now: number, ttlMs: number): number | null {
    return this.db.transaction(() => {
      const readerId = this.useSignInToken(linkHash, now);
      if (readerId === null) return null;
      if (session.replaces) this.deleteSession(session.replaces);
      this.addSession(readerId, session.hash, session.csrfHash, now, ttlMs);
      return readerId;
    })();
  }

  session(hash: string, now: number): SessionRow | null {
    const row = stmt(this.db, 'SELECT reader_id AS readerId, csrf_hash AS csrfHash FROM sessions WHERE hash = ? AND expires_at > ?').get(hash, now) as
      SessionRow | undefined;
    return row ?? null;
  }

  deleteSession(hash: string): void {
    stmt(this.db, 'DELETE FROM sessions WHERE hash = ?').run(hash);
  }

  payments(readerId: number): AccountPayment[] {
    const rows = stmt(this.db, `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE reader_id = ? ORDER BY created_at DESC, id DESC`).all(readerId) as PaymentRow[];
    return rows.map(payment);
  }

  newsletters(readerId: number): AccountNewsletter[] {
    const rows = stmt(this.db, 'SELECT code, subscribed FROM newsletter_choices WHERE reader_id = ?').all(readerId) as { code: string; subscribed: number }[];
    const chosen = new Map(rows.map((r) => [r.code, r.subscribed === 1]));
    return NEWSLETTERS.map((n) => ({ code: n.code, name: n.name, subscribed: chosen.get(n.code) ?? false }));
  }

  info(readerId: number): AccountInfo | null {
    const reader = this.readerById(readerId);
    if (!reader) return null;
    return {
      email: reader.email,
      name: reader.name,
      createdAt: seconds(reader.createdAt),
      payments: this.payments(readerId),
      newsletters: this.newsletters(readerId),
    };
  }

  /** Cancels one of the reader's own payments. Another reader's payment is 'not-found', like a missing one. */
  cancelPayment(readerId: number, paymentId: number, now: number): CancelResult {
    return this.db.transaction((): CancelResult => {
      const row = stmt(this.db, `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = ? AND reader_id = ?`).get(paymentId, readerId) as PaymentRow | undefined;
      if (!row) return 'not-found';
      // Cancelling twice is the same as once: a double click or a retried call gets the same answer.
      if (row.status === 'cancelled') return { payment: payment(row) };
      if (row.status !== 'active') return 'not-active';
      stmt(this.db, "UPDATE payments SET status = 'cancelled', cancelled_at = ? WHERE id = ?").run(now, paymentId);
      return { payment: payment({ ...row, status: 'cancelled', cancelled_at: now }) };
    })();
  }

  setNewsletter(readerId: number, code: NewsletterCode, subscribed: boolean, now: number): void {
    stmt(
      this.db,
      'INSERT INTO newsletter_choices (reader_id, code, subscribed, updated_at) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT(reader_id, code) DO UPDATE SET subscribed = excluded.subscribed, updated_at = excluded.updated_at',
    ).run(readerId, code, subscribed ? 1 : 0, now);
  }

  /** Everything stored about the reader, token hashes left out (they are ours, and useless to them). */
  export(readerId: number, currentSessionHash: string, now: number): ReaderExport | null {
    const reader = this.readerById(readerId);
    if (!reader) return null;
    const names = new Map<string, string>(NEWSLETTERS.map((n) => [n.code, n.name]));
    const choices = stmt(this.db, 'SELECT code, subscribed, updated_at FROM newsletter_choices WHERE reader_id = ? ORDER BY code').all(readerId) as {
      code: string;
      subscribed: number;
      updated_at: number;
    }[];
    const sessions = stmt(this.db, 'SELECT hash, created_at, expires_at FROM sessions WHERE reader_id = ? ORDER BY created_at').all(readerId) as {
      hash: string;
      created_at: number;
      expires_at: number;
    }[];
    const links = stmt(this.db, 'SELECT created_at, expires_at, used_at FROM sign_in_tokens WHERE reader_id = ? ORDER BY created_at').all(readerId) as {
      created_at: number;
      expires_at: number;
      used_at: number | null;
    }[];
    return {
      exportedAt: seconds(now),
      reader: { email: reader.email, name: reader.name, createdAt: seconds(reader.createdAt) },
      payments: this.payments(readerId),
      newsletters: choices.map((c) => ({ code: c.code, name: names.get(c.code) ?? c.code, subscribed: c.subscribed === 1, updatedAt: seconds(c.updated_at) })),
      sessions: sessions.map((s) => ({ createdAt: seconds(s.created_at), expiresAt: seconds(s.expires_at), current: s.hash === currentSessionHash })),
      signInLinks: links.map((l) => ({
        createdAt: seconds(l.created_at),
        expiresAt: seconds(l.expires_at),
        usedAt: l.used_at === null ? null : seconds(l.used_at),
      })),
    };
  }

  /** Deletes the reader; their payments, choices, links and sessions go with them (ON DELETE CASCADE). */
  deleteReader(readerId: number): void {
    stmt(this.db, 'DELETE FROM readers WHERE id = ?').run(readerId);
  }

  /** Drops links and sessions past their expiry: a used or dead link has nothing left to prove. */
  private purgeExpired(now: number): void {
    stmt(this.db, 'DELETE FROM sign_in_tokens WHERE expires_at <= ?').run(now);
    stmt(this.db, 'DELETE FROM sessions WHERE expires_at <= ?').run(now);
  }
}
