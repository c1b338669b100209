// Supporters to sign in as on a developer's machine: ask for a link on /tamogatas/belepes with one of
// these addresses and open the mail in the outbox (data/outbox). Never run against a real CRM store.
import type { Db } from '../store/schema';
import type { NewsletterCode } from '../../domain/accounts';
import { ReaderStore, type NewPayment } from './readers';

interface DevReader {
  email: string;
  name: string;
  payments: Omit<NewPayment, 'createdAt'>[];
  newsletters: Partial<Record<NewsletterCode, boolean>>;
}

export const DEV_READERS: readonly DevReader[] = [
  {
    email: 'olvaso@hirter.localhost',
    name: 'Kovács Olvasó',
    payments: [
      { amount: 2000, currency: 'HUF', interval: 'month', status: 'active' },
      { amount: 5000, currency: 'HUF', interval: 'once', status: 'paid' },
    ],
    newsletters: { napi: true, heti: false, tamogatoi: true },
  },
  {
    email: 'tamogato@hirter.localhost',
    name: 'Nagy Támogató',
    payments: [
      { amount: 24000, currency: 'HUF', interval: 'year', status: 'active' },
      { amount: 1500, currency: 'HUF', interval: 'month', status: 'cancelled' },
    ],
    newsletters: { g7: true },
  },
  { email: 'uj@hirter.localhost', name: 'Szabó Új', payments: [], newsletters: {} },
];

const DAY_MS = 24 * 3600_000;

/** Creates the development supporters that are missing; an existing one is left as it is. */
export function seedDevReaders(db: Db, now: number = Date.now()): void {
  const store = new ReaderStore(db);
  db.transaction(() => {
    DEV_READERS.forEach((r, i) => {
      // Spread over the past months, so the profile shows dates that differ.
      const created = now - (90 - i * 30) * DAY_MS;
      const id = store.createReader(r.email, r.name, created);
      if (id === null) return;
      r.payments.forEach((p, j) => store.addPayment(id, { ...p, createdAt: created + j * 7 * DAY_MS }));
      for (const [code, subscribed] of Object.entries(r.newsletters) as [NewsletterCode, boolean][]) store.setNewsletter(id, code, subscribed, created);
    });
  })();
}
