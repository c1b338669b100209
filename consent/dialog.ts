// The consent manager's dialogue (drawn by consent/cmp.ts when it asks): a region at the foot of the screen that
// leaves the page readable, the two answers equally easy, in Hungarian.
import type { ConsentChoice } from '../domain/consent';
import { CONSENT_TEXTS } from '../domain/consentTexts';
import { CONSENT_CHOICE_ATTR, CONSENT_DIALOG_ATTR } from '../components/Consent/attrs';

const D = `[${CONSENT_DIALOG_ATTR}]`;
const STYLE =
  `${D}{position:fixed;z-index:1000;left:0;right:0;bottom:0;margin:0 auto;max-width:40rem;box-sizing:border-box;padding:1rem 1.25rem;` +
  'background:var(--bg,#fff);color:var(--fg,#141414);border:1px solid var(--line,#d9d9d9);border-bottom:0;box-shadow:0 -4px 16px rgba(0,0,0,.2);' +
  'font:var(--text-s,.9rem)/1.45 var(--font,system-ui,sans-serif)}' +
  `${D} h2{margin:0 0 .5rem;font-size:var(--text-m,1rem)}${D} p{margin:0 0 .75rem}${D} div{display:flex;gap:.75rem;flex-wrap:wrap}` +
  `${D} button{flex:1 1 8rem;min-height:44px;padding:.5rem 1rem;font:inherit;font-weight:700;cursor:pointer;` +
  'border:2px solid var(--accent-fill,#c8102e);border-radius:4px;background:var(--accent-fill,#c8102e);color:var(--accent-fill-fg,#fff)}';

let styled = false;

/**
 * Draws the dialogue (once: not while it is there) with the question `body`; the reader's press of an answer
 * removes it and goes to `choose`. `focus`: opened by the reader's press, so the keyboard goes on in it.
 */
export function drawDialog(o: { body: string; focus: boolean; choose: (answer: ConsentChoice) => void }): void {
  if (document.querySelector(D)) return;
  if (!styled) {
    styled = true;
    const style = document.createElement('style');
    style.textContent = STYLE;
    document.head.append(style);
  }
  const dialog = document.createElement('section');
  dialog.setAttribute(CONSENT_DIALOG_ATTR, '');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-labelledby', 'consent-title');
  const title = document.createElement('h2');
  title.id = 'consent-title';
  title.textContent = CONSENT_TEXTS.title;
  const text = document.createElement('p');
  text.textContent = o.body;
  const buttons = document.createElement('div');
  for (const answer of ['accepted', 'rejected'] as const) {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute(CONSENT_CHOICE_ATTR, answer);
    button.textContent = answer === 'accepted' ? CONSENT_TEXTS.accept : CONSENT_TEXTS.reject;
    button.addEventListener('click', () => {
      dialog.remove();
      o.choose(answer);
    });
    buttons.append(button);
  }
  dialog.append(title, text, buttons);
  // First in the body: a screen reader meets the question before the page it is about.
  document.body.prepend(dialog);
  // Opened again by the reader's press: the keyboard goes on in the dialogue.
  if (o.focus) buttons.querySelector('button')?.focus();
}
