// The local consent manager stand-in: the classic script each site's consent script path names (domain/sites.ts),
// built once per path (consent/plugin.ts) and served by our own origin, so nothing comes from outside. It asks
// once in a small dialogue, keeps the answer in a cookie (domain/consent.ts), and answers the TCF-style
// `__tcfapi` the ads and embeds wait on (components/Consent/consent.ts): calls the page queued in the stub before
// this script came are answered first. A real consent manager can take its place at the same path.
import { CONSENT_TEXTS, TCF_API, consentCookie, readConsent, tcData, type ConsentChoice, type TcfEventStatus } from '../domain/consent';
import type { ConsentScriptConfig } from '../domain/consentScripts';
import { CONSENT_CHOICE_ATTR, CONSENT_DIALOG_ATTR, CONSENT_OPEN_ATTR } from '../components/Consent/attrs';

/** Written in by the build (consent/plugin.ts), one per consent script path. */
declare const __CONSENT__: ConsentScriptConfig;

type Callback = (data: unknown, success: boolean) => void;
type TcfApi = (command: string, version: number, callback?: Callback, parameter?: unknown) => unknown;

const config = __CONSENT__;
const w = window as unknown as Record<string, TcfApi | undefined>;
const listeners = new Map<number, Callback>();
let nextId = 1;
let choice: ConsentChoice | null = readConsent(document.cookie);
let status: TcfEventStatus = 'tcloaded';
let dialog: HTMLElement | null = null;

function current(listenerId?: number) {
  return { ...tcData(choice, status, config.publisherCC), ...(listenerId === undefined ? {} : { listenerId }) };
}

function tell(): void {
  for (const [id, cb] of listeners) cb(current(id), true);
}

const STYLE =
  '[' +
  CONSENT_DIALOG_ATTR +
  ']{position:fixed;z-index:1000;left:0;right:0;bottom:0;margin:0 auto;max-width:40rem;box-sizing:border-box;padding:1rem 1.25rem;' +
  'background:var(--bg,#fff);color:var(--fg,#141414);border:1px solid var(--line,#d9d9d9);border-bottom:0;box-shadow:0 -4px 16px rgba(0,0,0,.2);font:var(--text-s,.9rem)/1.45 var(--font,system-ui,sans-serif)}' +
  `[${CONSENT_DIALOG_ATTR}] h2{margin:0 0 .5rem;font-size:var(--text-m,1rem)}[${CONSENT_DIALOG_ATTR}] p{margin:0 0 .75rem}` +
  `[${CONSENT_DIALOG_ATTR}] div{display:flex;gap:.75rem;flex-wrap:wrap}[${CONSENT_DIALOG_ATTR}] button{flex:1 1 8rem;min-height:44px;padding:.5rem 1rem;font:inherit;font-weight:700;cursor:pointer;` +
  'border:2px solid var(--accent-fill,#c8102e);border-radius:4px;background:var(--accent-fill,#c8102e);color:var(--accent-fill-fg,#fff)}';

function choose(answer: ConsentChoice): void {
  choice = answer;
  status = 'useractioncomplete';
  document.cookie = consentCookie(answer, location.protocol === 'https:');
  dialog?.remove();
  dialog = null;
  tell();
}

/** The dialogue: a region at the foot of the screen that leaves the page readable; both answers equally easy. */
function ask(focus = false): void {
  if (dialog) return;
  status = 'cmpuishown';
  tell();
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  dialog = document.createElement('section');
  dialog.setAttribute(CONSENT_DIALOG_ATTR, '');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-labelledby', 'consent-title');
  const title = document.createElement('h2');
  title.id = 'consent-title';
  title.textContent = CONSENT_TEXTS.title;
  const text = document.createElement('p');
  text.textContent = config.body;
  const buttons = document.createElement('div');
  for (const answer of ['accepted', 'rejected'] as const) {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute(CONSENT_CHOICE_ATTR, answer);
    button.textContent = answer === 'accepted' ? CONSENT_TEXTS.accept : CONSENT_TEXTS.reject;
    button.addEventListener('click', () => choose(answer));
    buttons.append(button);
  }
  dialog.append(title, text, buttons);
  // First in the body: a screen reader meets the question before the page it is about.
  document.body.prepend(dialog);
  // Opened again by the reader's press: the keyboard goes on in the dialogue.
  if (focus) buttons.querySelector('button')?.focus();
}

const api: TcfApi = (command, _version, callback, parameter) => {
  switch (command) {
    case 'ping':
      callback?.({ gdprApplies: true, cmpLoaded: true, cmpStatus: 'loaded', displayStatus: dialog ? 'visible' : 'hidden', apiVersion: '2.2' }, true);
      return;
    case 'addEventListener': {
      if (!callback) return;
      const id = nextId++;
      listeners.set(id, callback);
      callback(current(id), true);
      return;
    }
    case 'removeEventListener':
      callback?.(null, listeners.delete(Number(parameter)));
      return;
    case 'getTCData':
      callback?.(current(), true);
      return;
    default:
      callback?.(null, false);
  }
};

const stub = w[TCF_API];
const queued = typeof stub === 'function' ? stub('getQueue', 2) : undefined;
w[TCF_API] = api;
if (choice === null) ask();
if (Array.isArray(queued)) for (const args of queued as Parameters<TcfApi>[]) api(...args);
// The page's "change my answer" buttons are hidden until a manager is there to answer them.
for (const button of document.querySelectorAll(`[${CONSENT_OPEN_ATTR}][hidden]`)) button.removeAttribute('hidden');
document.addEventListener('click', (e) => {
  if ((e.target as Element | null)?.closest?.(`[${CONSENT_OPEN_ATTR}]`)) ask(true);
});
