// The consent manager's dialogue (drawn by consent/cmp.ts when it asks): a region at the foot of the screen that
// leaves the page readable, the two answers equally easy, in Hungarian.
import type { ConsentChoice } from '../domain/consent';
import { CONSENT_TEXTS } from '../domain/consentTexts';
import { CONSENT_CHOICE_ATTR, CONSENT_DIALOG_ATTR } from '../components/Consent/attrs';

const D = `[${CONSENT_DIALOG_ATTR}]`;
const STYLE =
  `${D}{position:fixed;z-index:1000;left:0;right:0;bottom:var(--player-bar-room,0px);margin:0 auto;max-width:40rem;box-sizing:border-box;padding:1rem 1.25rem;` +
  'background:var(--bg,#fff);color:var(--fg,#141414);border:1px solid var(--line,#d9d9d9);border-bottom:0;box-shadow:0 -4px 16px rgba(0,0,0,.2);' +
  'font:var(--text-s,.9rem)/1.45 var(--font,system-ui,sans-serif)}' +
  `${D} h2{margin:0 0 .5rem;font-size:var(--text-m,1rem)}${D} p{margin:0 0 .75rem}${D} div{display:flex;gap:.75rem;flex-wrap:wrap}` +
  `${D} button{flex:1 1 8rem;min-height:44px;padding:.5rem 1rem;font:inherit;font-weight:700;cursor:pointer;` +
  'border:2px solid var(--accent-fill,#c8102e);border-radius:4px;background:var(--accent-fill,#c8102e);color:var(--accent-fill-fg,#fff)}';

export interface DialogOptions {
  /** The question. */
  body: string;
  /** The control the reader pressed to open it again (it takes the keyboard back); null when it came on its own. */
  opener: HTMLElement | null;
  /** The reader's press of an answer, after the dialogue is gone. */
  choose: (answer: ConsentChoice) => void;
  /** Escape closed it unanswered; null where an answer is still needed (a first visit: Escape leaves it there). */
  dismiss: (() => void) | null;
}

interface Shown {
  dialog: HTMLElement;
  opener: HTMLElement | null;
  /** Where the keyboard was before it came into the dialogue from the page. */
  before: HTMLElement | null;
  release: () => void;
}

let styled = false;
let shown: Shown | null = null;

/**
 * The dialogue stands on the player bar (its `--player-bar-room`) rather than over it: a reader who started an
 * episode can still pause it, or make the bar small, before answering.
 *
 * Keeps what the reader tabs to clear of the dialogue while it is there: on a phone it is about 245 px tall and
 * would hide every focus stop under it. Chromium scrolls a focused element clear of the root's scroll-padding, and
 * the same padding at the root's foot lets the page's last stops (the footer's) scroll up above it. Returns the undoing.
 */
function keepClear(dialog: HTMLElement): () => void {
  const root = document.documentElement.style;
  const fit = () => {
    const height = `${Math.ceil(dialog.getBoundingClientRect().height)}px`;
    root.setProperty('--consent-room', height);
    root.paddingBottom = height;
  };
  // Its height changes with the width (the text wraps) and the reader's text size.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
  if (observer) observer.observe(dialog);
  else fit();
  return () => {
    observer?.disconnect();
    root.removeProperty('--consent-room');
    root.removeProperty('padding-bottom');
  };
}

/**
 * Gives the keyboard back when the dialogue closes with it inside: removed, it would drop to <body>, and the next
 * Tab would start again at the top of the page. Opened by a press, back to that control; came on its own, back to
 * where the reader was before coming into it, and if nowhere (the dialogue is the page's first stop, so a reader
 * usually comes to it first) to the start of the main content, as the skip link does: the question answered, the
 * reader goes on to what the page is for. Without scrolling there: a reader who clicked an answer stays where they read.
 */
function giveFocusBack(s: Shown): void {
  for (const back of [s.opener, s.before]) {
    if (!back?.isConnected || back === document.body) continue;
    back.focus();
    // Not when it cannot take focus now (hidden since, or disabled).
    if (document.activeElement === back) return;
  }
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) {
    // Focusable only for this: otherwise a click on its text would focus it.
    main.setAttribute('tabindex', '-1');
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  }
  main.focus({ preventScroll: true });
}

/**
 * Removes the dialogue, tells `then` (the answer, or none), and only then gives the keyboard back: what listens to
 * the answer may have redrawn the page, the control that opened it among it.
 */
function close(s: Shown, then: () => void): void {
  const hadFocus = s.dialog.contains(document.activeElement);
  s.dialog.remove();
  s.release();
  shown = null;
  then();
  if (hadFocus || s.opener) giveFocusBack(s);
}

function draw(o: DialogOptions, s: Shown): void {
  const { dialog } = s;
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
    button.addEventListener('click', () => close(s, () => o.choose(answer)));
    buttons.append(button);
  }
  dialog.append(title, text, buttons);
  dialog.addEventListener('focusin', (e) => {
    if (e.relatedTarget instanceof HTMLElement && !dialog.contains(e.relatedTarget)) s.before = e.relatedTarget;
  });
  dialog.addEventListener('keydown', (e) => {
    // A first visit (no `dismiss`): Escape leaves it there and the keyboard in it. Closed unanswered, nothing of a
    // third party could load and the next page would ask again, and to take Escape for a refusal would record an
    // answer the reader did not give; the dialogue is not modal, so Tab leaves it and the page reads on meanwhile.
    if (e.key !== 'Escape' || !o.dismiss) return;
    e.preventDefault();
    close(s, o.dismiss);
  });
}

/**
 * Draws the dialogue with the question `body`, or, while it is there, takes the keyboard into it again for a reader
 * who pressed a control that opens it (`opener`), which then takes the keyboard back when it closes.
 */
export function drawDialog(o: DialogOptions): void {
  if (shown) {
    if (o.opener) {
      shown.opener = o.opener;
      shown.dialog.querySelector('button')?.focus();
    }
    return;
  }
  if (!styled) {
    styled = true;
    const style = document.createElement('style');
    style.textContent = STYLE;
    document.head.append(style);
  }
  const dialog = document.createElement('section');
  const s: Shown = { dialog, opener: o.opener, before: null, release: () => {} };
  shown = s;
  draw(o, s);
  // First in the body: a screen reader meets the question before the page it is about.
  document.body.prepend(dialog);
  s.release = keepClear(dialog);
  // Opened by the reader's press: the keyboard goes on in the dialogue.
  if (o.opener) dialog.querySelector('button')?.focus();
}
