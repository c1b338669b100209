import { SIGN_IN_LINK_TTL_MS } from '../../domain/accounts';
import type { MailMessage } from './mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The mail with a sign-in link, in Hungarian, as plain text and HTML. */
export function signInMail(to: string, name: string, link: string): MailMessage {
  const minutes = Math.round(SIGN_IN_LINK_TTL_MS / 60_000);
  const greeting = name.trim() ? `Kedves ${name.trim()}!` : 'Kedves Olvasónk!';
  const validity = `A link ${minutes} percig érvényes, és csak egyszer használható.`;
  const ignore = 'Ha nem ön kérte a belépést, nincs teendője: hagyja figyelmen kívül ezt a levelet, a fiókjába más nem léphet be vele.';
  return {
    to,
    subject: 'Belépés a Hírtér támogatói fiókjába',
    text: `${greeting}\n\nAz alábbi linkkel léphet be a Hírtér támogatói fiókjába:\n\n${link}\n\n${validity}\n\n${ignore}\n\nHírtér\n`,
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      `<p>Az alábbi linkkel léphet be a Hírtér támogatói fiókjába:</p>` +
      `<p><a href="${escapeHtml(link)}">Belépés a támogatói fiókba</a></p>` +
      `<p>${escapeHtml(validity)}</p><p>${escapeHtml(ignore)}</p><p>Hírtér</p>`,
  };
}
