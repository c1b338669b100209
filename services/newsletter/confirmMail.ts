import type { MailMessage } from '../crm/mailer';
import { greetingName, NEWSLETTER_LIMITS } from '../../domain/newsletter';
import { plainTextAsHtml } from '../../domain/plainText';

const signature = 'Hírtér';
const anyReader = 'Kedves Olvasónk!';

/**
 * The double opt-in mail, in Hungarian, as plain text and HTML. The first name was typed by whoever signed
 * up, maybe not the address's owner: it greets only when the sign-up's rule takes it (no link a mail program
 * could make of it, within its length), and as text in both parts (D-311).
 */
export function confirmMail(to: string, firstName: string, lists: readonly string[], link: string): MailMessage {
  const days = Math.round(NEWSLETTER_LIMITS.confirmTtlMs / 86_400_000);
  const name = greetingName(firstName);
  const greeting = name === null ? anyReader : `Kedves ${name}!`;
  const asked = `Ön feliratkozott a Hírtér hírleveleire: ${lists.join(', ')}. A feliratkozást az alábbi linkkel erősítheti meg:`;
  const validity = `A link ${days} napig érvényes.`;
  const ignore = 'Ha nem ön iratkozott fel, nincs teendője: megerősítés nélkül nem küldünk hírlevelet erre a címre.';
  return {
    to,
    subject: 'Erősítse meg a feliratkozását a Hírtér hírlevelére',
    text: `${greeting}\n\n${asked}\n\n${link}\n\n${validity}\n\n${ignore}\n\n${signature}\n`,
    html:
      `<p>${plainTextAsHtml(greeting)}</p><p>${plainTextAsHtml(asked)}</p>` +
      `<p><a href="${plainTextAsHtml(link)}">Feliratkozás megerősítése</a></p>` +
      `<p>${plainTextAsHtml(validity)}</p><p>${plainTextAsHtml(ignore)}</p><p>${signature}</p>`,
  };
}

/**
 * The note to an address whose asked lists are all confirmed already: the sign-up's answer says the same to
 * everyone (D-242), so the reader learns it here. No name: the caller, maybe not the reader, typed it.
 */
export function alreadyMail(to: string, lists: readonly string[]): MailMessage {
  const greeting = anyReader;
  const asked = `Ezzel a címmel ismét feliratkoztak a Hírtér hírleveleire: ${lists.join(', ')}.`;
  const nothing = 'Ezekre ön már feliratkozott, így nincs teendője: a hírleveleket továbbra is megkapja.';
  const ignore = 'Ha nem ön volt, ezt a levelet nyugodtan figyelmen kívül hagyhatja.';
  return {
    to,
    subject: 'Ön már feliratkozott a Hírtér hírlevelére',
    text: `${greeting}\n\n${asked}\n\n${nothing}\n\n${ignore}\n\n${signature}\n`,
    html: [greeting, asked, nothing, ignore, signature].map((p) => `<p>${plainTextAsHtml(p)}</p>`).join(''),
  };
}
