// The newsletter promo boxes in the browser (components/NewsletterPromo): hidden on load when the reader hid
// them (domain/newsletter.ts promoHidden, by the page's clock), the close and 'Ne mutassa többet' buttons
// shown and setting their cookie, and the form sent as JSON so that the answer, or the field the call refused
// in Hungarian, shows in the box instead of a page load. Loaded when a box nears the viewport (its island).
import type { NewsletterField, SignupAnswer } from '../../domain/newsletter';
import { PROMO_TEXTS as T, isPromoPlace, promoHidden, promoHideCookie, promoHideRenewal, type PromoPlace } from '../../domain/newsletterPromo';
import { dataOf } from '../../domain/dataAttributes';
import { siteHeader } from '../../contentClient/siteHeader';
import {
  NEWSLETTER_PROMO_CLOSE_ATTR,
  NEWSLETTER_PROMO_FORM_ATTR,
  NEWSLETTER_PROMO_MESSAGE_ATTR,
  NEWSLETTER_PROMO_NEVER_ATTR,
  NEWSLETTER_PROMO_PROMO_ATTR,
} from './attrs';

function cookies(): Map<string, string> {
  return new Map(
    document.cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((kv): kv is [string, string] => kv.length === 2)
      .map(([k, v]) => [k, v]),
  );
}

function setCookie(c: { name: string; value: string; maxAgeS: number }): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${c.name}=${c.value}; max-age=${c.maxAgeS}; path=/; samesite=lax${secure}`;
}

function hide(box: HTMLElement, choice: 'permanent' | 'close', place: PromoPlace): void {
  setCookie(promoHideCookie(choice, place, Date.now()));
  box.hidden = true;
  // The focused button went with the box, and focus with it to <body>: the next Tab would start at the top of
  // the page. The first element after the box that takes focus is where that Tab would have gone anyway, and
  // needs no markup outside the box (its container belongs to the page); focus() passes over hidden ones.
  for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')) {
    if (el.tabIndex < 0 || !(box.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) || box.contains(el)) continue;
    el.focus();
    if (document.activeElement === el) return;
  }
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Says `text` in the box's live region, announced again even when it repeats. */
async function say(message: HTMLElement, text: string): Promise<void> {
  // A screen reader reads a live region when it changes: the same refusal twice would be silent. Emptied for a
  // drawn frame (a frame's callbacks run before it is drawn: two of them), it changes each time.
  message.textContent = '';
  await frame();
  await frame();
  message.textContent = text;
}

/** The refused field: marked, tied to the message that says why, and focused unless `focus` is false. */
function refuse(input: HTMLElement, message: HTMLElement, text: string, focus = true): void {
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', message.id);
  if (focus) input.focus();
  void say(message, text);
}

/**
 * The first name or e-mail left empty (in the order the reader meets them), and what to say of it: not the call's
 * words, which would refuse an empty form for its e-mail first and say nothing of the names above it.
 */
function firstEmpty(form: HTMLFormElement): { input: HTMLInputElement; text: string } | undefined {
  for (const el of Array.from(form.elements)) {
    const text = el instanceof HTMLInputElement && !el.value.trim() ? T.missing[el.name] : undefined;
    if (text) return { input: el as HTMLInputElement, text };
  }
}

async function send(form: HTMLFormElement, message: HTMLElement): Promise<void> {
  for (const el of Array.from(form.elements)) {
    el.removeAttribute('aria-invalid');
    el.removeAttribute('aria-describedby');
  }
  const empty = firstEmpty(form);
  if (empty) return refuse(empty.input, message, empty.text);
  const data = new FormData(form);
  const field = (name: string) => form.elements.namedItem(name);
  let res: Response;
  try {
    // fetch, not the browser client: ky would triple what reading an article to its end loads (D-239); the site's
    // header as every call of the content API says it (§7).
    res = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...siteHeader() },
      body: JSON.stringify({ email: data.get('email'), firstName: data.get('firstName'), lastName: data.get('lastName'), listCodes: data.getAll('listCodes') }),
    });
  } catch {
    return say(message, T.failed);
  }
  const body = (await res.json().catch(() => null)) as (SignupAnswer & { field?: NewsletterField; message?: string }) | null;
  if (res.ok && body) return say(message, T.sent(body.email));
  // The refused field (the checkboxes share one name: the first of them).
  const refused = body?.field ? field(body.field) : null;
  const input = refused instanceof RadioNodeList ? (refused[0] as HTMLElement | undefined) : (refused as HTMLElement | null);
  if (input) refuse(input, message, body?.message ?? T.failed);
  else await say(message, body?.message ?? T.failed);
}

/** A promo's own part: hidden when the reader hid it (false: nothing more to start), else its two ways to hide it. */
function startPromo(box: HTMLElement, place: PromoPlace): boolean {
  const jar = cookies();
  if (promoHidden(jar, place, Date.now())) {
    box.hidden = true;
    const renewal = promoHideRenewal(jar, Date.now());
    if (renewal) setCookie(renewal);
    return false;
  }
  for (const [selector, choice] of [
    [`[${NEWSLETTER_PROMO_CLOSE_ATTR}]`, 'close'],
    [`[${NEWSLETTER_PROMO_NEVER_ATTR}]`, 'permanent'],
  ] as const) {
    const button = box.querySelector<HTMLButtonElement>(selector);
    if (!button) continue;
    button.hidden = false;
    button.addEventListener('click', () => hide(box, choice, place));
  }
  return true;
}

/** Starts one box (components/NewsletterPromo's island, when it nears the viewport). */
export function startNewsletterPromo(box: HTMLElement): void {
  const place = dataOf(box, NEWSLETTER_PROMO_PROMO_ATTR);
  if (isPromoPlace(place)) {
    if (!startPromo(box, place)) return;
  } else if (place !== 'page') return;
  const form = box.querySelector<HTMLFormElement>(`[${NEWSLETTER_PROMO_FORM_ATTR}]`);
  const message = box.querySelector<HTMLElement>(`[${NEWSLETTER_PROMO_MESSAGE_ATTR}]`);
  if (!form || !message) return;
  // The call's Hungarian messages instead of the browser's own (in the browser's language).
  form.noValidate = true;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void send(form, message);
  });
  // Sent before this script came, the form met the browser's own check, which tells the page nothing: the fields
  // it refused match :user-invalid. Said now, the focus left where the browser put it or the reader took it.
  const empty = form.querySelector(':user-invalid') && firstEmpty(form);
  if (empty) refuse(empty.input, message, empty.text, false);
}

/** The island's start (renderer/islands.ts liveLoaders): its box; nothing to stop. */
export function mount(el: HTMLElement): () => void {
  const box = el.querySelector<HTMLElement>(`[${NEWSLETTER_PROMO_PROMO_ATTR}]`);
  if (box) startNewsletterPromo(box);
  return () => {};
}
