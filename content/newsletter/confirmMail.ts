import type { MailMessage } from '../crm/mailer';
import { NEWSLETTER_LIMITS } from '../../domain/newsletter';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The double opt-in mail, in Hungarian, as plain text and HTML. */
export function confirmMail(to: string, firstName: string, lists: readonly string[], link: string): MailMessage {
  const days = Math.round(NEWSLETTER_LIMITS.confirmTtlMs / 86_400_000);
  const greeting = `Kedves ${firstName}!`;
  const asked = `Ön feliratkozott a Hírtér hírleveleire: ${lists.join(', ')}. A feliratkozást az alábbi linkkel erősítheti meg:`;
  const validity = `A link ${days} napig érvényes.`;
  const ignore = 'Ha nem ön iratkozott fel, nincs teendője: megerősítés nélkül nem küldünk hírlevelet erre a címre.';
  return {
    to,
    subject: 'Erősítse meg a feliratkozását a Hírtér hírlevelére',
    text: `${greeting}\n\n${asked}\n\n${link}\n\n${validity}\n\n${ignore}\n\nHírtér\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(asked)}</p>` +
      `<p><a href="${escapeHtml(link)}">Feliratkozás megerősítése</a></p>` +
      `<p>${escapeHtml(validity)}</p><p>${escapeHtml(ignore)}</p><p>Hírtér</p>`,
  };
}
