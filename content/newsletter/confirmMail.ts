import type { MailMessage } from '../crm/mailer';
import { NEWSLETTER_LIMITS } from '../../domain/newsletter';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const signature = 'Hírtér';

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
    text: `${greeting}\n\n${asked}\n\n${link}\n\n${validity}\n\n${ignore}\n\n${signature}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(asked)}</p>` +
      `<p><a href="${escapeHtml(link)}">Feliratkozás megerősítése</a></p>` +
      `<p>${escapeHtml(validity)}</p><p>${escapeHtml(ignore)}</p><p>${signature}</p>`,
  };
}

/**
 * The note to an address whose asked lists are all confirmed already: the sign-up's answer says the same to
 * everyone (D-242), so the reader learns it here. No name: the caller, maybe not the reader, typed it.
 */
export function alreadyMail(to: string, lists: readonly string[]): MailMessage {
  const greeting = 'Kedves Olvasónk!';
  const asked = `Ezzel a címmel ismét feliratkoztak a Hírtér hírleveleire: ${lists.join(', ')}.`;
  const nothing = 'Ezekre ön már feliratkozott, így nincs teendője: a hírleveleket továbbra is megkapja.';
  const ignore = 'Ha nem ön volt, ezt a levelet nyugodtan figyelmen kívül hagyhatja.';
  return {
    to,
    subject: 'Ön már feliratkozott a Hírtér hírlevelére',
    text: `${greeting}\n\n${asked}\n\n${nothing}\n\n${ignore}\n\n${signature}\n`,
    html: [greeting, asked, nothing, ignore, signature].map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
