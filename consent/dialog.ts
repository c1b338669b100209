// The consent manager's dialogue (consent/cmp.ts loads it only to ask, so a reader who answered never loads it): a
// region at the foot of the screen that leaves the page readable, the two answers equally easy, in Hungarian.
import { CONSENT_TEXTS } from '../domain/consentTexts';
import type { ConsentScript } from '../domain/consentScripts';
import { CONSENT_CHOICE_ATTR, CONSENT_DIALOG_ATTR } from '../components/Consent/attrs';
import { DIALOG_HOOK, type DialogHook } from './hook';

/** Written in by the build (consent/plugin.ts), one per consent script path. */
declare const __CONSENT__: ConsentScript['dialog'];

const D = `[${CONSENT_DIALOG_ATTR}]`;
const STYLE =
  `${D}{position:fixed;z-index:1000;left:0;right:0;bottom:0;margin:0 auto;max-width:40rem;box-sizing:border-box;padding:1rem 1.25rem;` +
  'background:var(--bg,#fff);color:var(--fg,#141414);border:1px solid var(--line,#d9d9d9);border-bottom:0;box-shadow:0 -4px 16px rgba(0,0,0,.2);' +
  'font:var(--text-s,.9rem)/1.45 var(--font,system-ui,sans-serif)}' +
  `${D} h2{margin:0 0 .5rem;font-size:var(--text-m,1rem)}${D} p{margin:0 0 .75rem}${D} div{display:flex;gap:.75rem;flex-wrap:wrap}` +
  `${D} button{flex:1 1 8rem;min-height:44px;padding:.5rem 1rem;font:inherit;font-weight:700;cursor:pointer;` +
  'border:2px solid var(--accent-fill,#c8102e);border-radius:4px;background:var(--accent-fill,#c8102e);color:var(--accent-fill-fg,#fff)}';

const hook = (window as unknown as Record<string, DialogHook | undefined>)[DIALOG_HOOK];

function draw(focus: boolean): void {
  if (!hook || document.querySelector(D)) return;
  const dialog = document.createElement('section');
  dialog.setAttribute(CONSENT_DIALOG_ATTR, '');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-labelledby', 'consent-title');
  const title = document.createElement('h2');
  title.id = 'consent-title';
  title.textContent = CONSENT_TEXTS.title;
  const text = document.createElement('p');
  text.textContent = __CONSENT__.body;
  const buttons = document.createElement('div');
  for (const answer of ['accepted', 'rejected'] as const) {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute(CONSENT_CHOICE_ATTR, answer);
    button.textContent = answer === 'accepted' ? CONSENT_TEXTS.accept : CONSENT_TEXTS.reject;
    button.addEventListener('click', () => {
      dialog.remove();
      hook.choose(answer);
    });
    buttons.append(button);
  }
  dialog.append(title, text, buttons);
  // First in the body: a screen reader meets the question before the page it is about.
  document.body.prepend(dialog);
  // Opened again by the reader's press: the keyboard goes on in the dialogue.
  if (focus) buttons.querySelector('button')?.focus();
}

if (hook) {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  hook.draw = draw;
  draw(hook.focus);
}
