// The newsletter promo boxes in the browser (components/NewsletterPromo): hidden on load when the reader hid
// them (domain/newsletter.ts promoHidden, by the page's clock), the close and 'Ne mutassa többet' buttons
// shown and setting their cookie, and the form sent as JSON so that the answer, or the field the call refused
// in Hungarian, shows in the box instead of a page load. Loaded when a box nears the viewport (its island).
import type { NewsletterField, SignupAnswer } from '../../domain/newsletter';
import { PROMO_TEXTS as T, promoHidden, promoHideCookie, promoHideRenewal, type PromoPlace } from '../../domain/newsletterPromo';
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
}

async function send(form: HTMLFormElement, say: (text: string) => void): Promise<void> {
  const data = new FormData(form);
  const field = (name: string) => form.elements.namedItem(name);
  for (const el of Array.from(form.elements)) el.removeAttribute('aria-invalid');
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
    return say(T.failed);
  }
  const body = (await res.json().catch(() => null)) as (SignupAnswer & { field?: NewsletterField; message?: string }) | null;
  if (res.ok && body) return say(T.sent(body.email));
  say(body?.message ?? T.failed);
  // The refused field: marked and focused (the checkboxes share one name: the first of them).
  const refused = body?.field ? field(body.field) : null;
  const input = refused instanceof RadioNodeList ? (refused[0] as HTMLElement | undefined) : (refused as HTMLElement | null);
  if (input) {
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  }
}

/** Starts one box (components/NewsletterPromo's island, when it nears the viewport). */
export function startNewsletterPromo(box: HTMLElement): void {
  const place = dataOf(box, NEWSLETTER_PROMO_PROMO_ATTR);
  if (place !== 'front' && place !== 'article') return;
  const jar = cookies();
  if (promoHidden(jar, place, Date.now())) {
    box.hidden = true;
    const renewal = promoHideRenewal(jar, Date.now());
    if (renewal) setCookie(renewal);
    return;
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
  const form = box.querySelector<HTMLFormElement>(`[${NEWSLETTER_PROMO_FORM_ATTR}]`);
  const message = box.querySelector<HTMLElement>(`[${NEWSLETTER_PROMO_MESSAGE_ATTR}]`);
  if (!form || !message) return;
  // The call's Hungarian messages instead of the browser's own (in the browser's language).
  form.noValidate = true;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void send(form, (text) => (message.textContent = text));
  });
}

/** The island's start (renderer/islands.ts liveLoaders): its box; nothing to stop. */
export function mount(el: HTMLElement): () => void {
  const box = el.querySelector<HTMLElement>(`[${NEWSLETTER_PROMO_PROMO_ATTR}]`);
  if (box) startNewsletterPromo(box);
  return () => {};
}
