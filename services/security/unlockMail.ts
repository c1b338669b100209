// The mail to an editor whose password is being guessed (D-307), in Hungarian, as plain text and HTML: what
// happened, and the link that lets the owner in without the wait.
import { EDITOR_LOGIN_LIMITS } from '../../domain/editorLogin';
import type { MailMessage } from '../crm/mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function unlockMail(to: string, failures: number, link: string): MailMessage {
  const hours = Math.round(EDITOR_LOGIN_LIMITS.unlockLinkMs / 3600_000);
  const what = `Az előnézet ${to} fiókjába az utóbbi időben ${failures} alkalommal próbáltak hibás jelszóval belépni. Ezért az olyan gépekről, ahonnan még nem lépett be, csak várakozás után lehet újra próbálkozni.`;
  const how = `Ha ön szeretne belépni, és a rendszer várakozásra kéri, nyissa meg ezt a linket azon a gépen, ahol belép: egy belépéshez nem kell várnia. A link ${hours} óráig érvényes, és csak egyszer használható.`;
  const notYou =
    'Ha nem ön próbálkozott, nincs teendője: a jelszava nélkül nem léphetnek be. Ha gyanítja, hogy a jelszava kitudódott, kérjen újat a szerkesztőség rendszergazdájától.';
  return {
    to,
    subject: 'Sikertelen belépési kísérletek a Hírtér előnézetébe',
    text: `${what}\n\n${how}\n\n${link}\n\n${notYou}\n\nHírtér\n`,
    html:
      `<p>${escapeHtml(what)}</p><p>${escapeHtml(how)}</p>` +
      `<p><a href="${escapeHtml(link)}">Belépés várakozás nélkül</a></p>` +
      `<p>${escapeHtml(notYou)}</p><p>Hírtér</p>`,
  };
}
