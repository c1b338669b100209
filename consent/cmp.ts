// The local consent manager stand-in: the classic script each site's consent script path names (domain/sites.ts),
// built once per path (consent/plugin.ts), served by our own origin (so nothing comes from outside) and loaded by
// the document, deferred (D-427). It asks once in a small dialogue (dialog.ts), keeps the answer in a cookie
// (domain/consent.ts), and answers the TCF-style `__tcfapi` the ads and embeds wait on
// (components/Consent/consent.ts): calls the page queued in the stub before this script ran are answered first.
// A real consent manager can take its place at the same path.
import { TCF_API, consentCookie, readConsent, tcData, type ConsentChoice, type TcfEventStatus } from '../domain/consent';
import type { ConsentScript } from '../domain/consentScripts';
import { CONSENT_OPEN_ATTR } from '../components/Consent/attrs';
import { drawDialog } from './dialog';

/** Written in by the build (consent/plugin.ts), one per consent script path. */
declare const __CONSENT__: ConsentScript['manager'];

type Callback = (data: unknown, success: boolean) => void;
type TcfApi = (command: string, version: number, callback?: Callback, parameter?: unknown) => unknown;

const config = __CONSENT__;
const w = window as unknown as Record<string, TcfApi | undefined>;
const listeners = new Map<number, Callback>();
let nextId = 1;
let choice: ConsentChoice | null = readConsent(document.cookie);
let status: TcfEventStatus = 'tcloaded';

function current(listenerId?: number) {
  return { ...tcData(choice, status, config.publisherCC), ...(listenerId === undefined ? {} : { listenerId }) };
}

function tell(): void {
  for (const [id, cb] of listeners) cb(current(id), true);
}

function choose(answer: ConsentChoice): void {
  choice = answer;
  status = 'useractioncomplete';
  asking = false;
  document.cookie = consentCookie(answer, location.protocol === 'https:');
  tell();
}

let asking = false;
/** The status before the dialogue was shown, again if it is closed unanswered. */
let unasked: TcfEventStatus = status;

/** Closed unanswered (the reader's earlier answer stands): the listeners heard only 'cmpuishown', which they wait past, so nothing to tell them. */
function dismiss(): void {
  asking = false;
  status = unasked;
}

/** Asks in the dialogue; opened by the reader's press of `opener`, the keyboard goes into it and then back there. */
function ask(opener: HTMLElement | null = null): void {
  if (asking && !opener) return;
  if (!asking) {
    asking = true;
    unasked = status;
    status = 'cmpuishown';
    tell();
  }
  // Escape may close it only when there is an earlier answer to keep.
  drawDialog({ body: config.body, opener, choose, dismiss: choice === null ? null : dismiss });
}

const api: TcfApi = (command, _version, callback, parameter) => {
  switch (command) {
    case 'ping':
      callback?.({ gdprApplies: true, cmpLoaded: true, cmpStatus: 'loaded', displayStatus: asking ? 'visible' : 'hidden', apiVersion: '2.2' }, true);
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
  // Only while this manager is the page's (a real one put in its place takes over).
  const opener = (e.target as Element | null)?.closest?.<HTMLElement>(`[${CONSENT_OPEN_ATTR}]`);
  if (w[TCF_API] === api && opener) ask(opener);
});
