// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterPromoView } from './NewsletterPromo';
import { NEWSLETTER_API, NEWSLETTER_ERRORS } from '../../domain/newsletter';
import { SITE_HEADER } from '../../domain/sites';
import { PROMO_TEXTS } from '../../domain/newsletterPromo';
import { startNewsletterPromo } from './newsletterPromo';

const startNewsletterPromos = () => startNewsletterPromo(document.querySelector<HTMLElement>('[data-newsletter-promo]')!);

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

// An expiry in 1970, not max-age=0: happy-dom dates max-age from Date.now(), which the fake clock holds still.
function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  document.body.innerHTML = renderToStaticMarkup(createElement(NewsletterPromoView, { place: 'front' }));
});
afterEach(() => {
  // Under the fake clock: a cookie set at NOW may already be past its expiry on the real one, hidden from
  // document.cookie there, and back at NOW in the next test.
  clearCookies();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const box = () => document.querySelector<HTMLElement>('[data-newsletter-promo]')!;
const fill = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) (box().querySelector('form')!.elements.namedItem(name) as HTMLInputElement).value = value;
};

describe('the promo box in the browser', () => {
  it('shows its two hide buttons; closing it hides it for a day on the front page', () => {
    startNewsletterPromos();
    const close = box().querySelector<HTMLButtonElement>('[data-promo-close]')!;
    expect(close.hidden).toBe(false);
    close.click();
    expect(box().hidden).toBe(true);
    expect(document.cookie).toContain(`newsletter_promo_front_closed=${NOW + 86_400_000}`);
    document.body.innerHTML = renderToStaticMarkup(createElement(NewsletterPromoView, { place: 'front' }));
    startNewsletterPromos();
    expect(box().hidden).toBe(true);
    vi.setSystemTime(NOW + 86_400_000);
    document.body.innerHTML = renderToStaticMarkup(createElement(NewsletterPromoView, { place: 'front' }));
    startNewsletterPromos();
    expect(box().hidden).toBe(false);
  });

  it('hidden for good, a later page sets the choice again with the time it has left (a browser keeps a cookie 400 days at most)', () => {
    startNewsletterPromos();
    box().querySelector<HTMLButtonElement>('[data-promo-never]')!.click();
    const until = NOW + 2 * 365 * 86_400_000;
    vi.setSystemTime(NOW + 500 * 86_400_000);
    document.body.innerHTML = renderToStaticMarkup(createElement(NewsletterPromoView, { place: 'article' }));
    const written: string[] = [];
    let proto: object | null = document;
    while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie')) proto = Object.getPrototypeOf(proto) as object | null;
    const jar = Object.getOwnPropertyDescriptor(proto!, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      jar.set!.call(this, value);
    });
    startNewsletterPromos();
    expect(box().hidden).toBe(true);
    expect(written).toEqual([`newsletter_promo_hidden=${until}; max-age=${230 * 86_400}; path=/; samesite=lax`]);
  });

  it('sends the form as JSON with the site’s header and says what the call answered', async () => {
    const sent: Request[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      sent.push(new Request(input, init));
      return new Response(JSON.stringify({ email: 'a@example.com' }), { headers: { 'content-type': 'application/json' } });
    });
    startNewsletterPromos();
    const form = box().querySelector('form')!;
    (form.elements.namedItem('email') as HTMLInputElement).value = 'a@example.com';
    (form.elements.namedItem('firstName') as HTMLInputElement).value = 'Anna';
    (form.elements.namedItem('lastName') as HTMLInputElement).value = 'Kiss';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(box().querySelector('[data-promo-message]')!.textContent).toBe(PROMO_TEXTS.sent('a@example.com')));
    expect(sent.map((r) => [r.method, new URL(r.url).pathname, r.headers.get(SITE_HEADER)])).toEqual([['POST', NEWSLETTER_API.subscribe, 'main']]);
    expect(await sent[0]!.json()).toEqual({ email: 'a@example.com', firstName: 'Anna', lastName: 'Kiss', listCodes: ['napi'] });
  });

  it("a refused field: the call's message, the field marked and focused", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: 400, field: 'email', message: NEWSLETTER_ERRORS.email }), { status: 400 }));
    startNewsletterPromos();
    const form = box().querySelector('form')!;
    fill({ lastName: 'Kiss', firstName: 'Anna', email: 'nem-email' });
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(box().querySelector('[data-promo-message]')!.textContent).toBe(NEWSLETTER_ERRORS.email));
    const email = form.elements.namedItem('email') as HTMLInputElement;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
  });
});

describe('the promo box to a keyboard and a screen reader', () => {
  const message = () => box().querySelector<HTMLElement>('[data-promo-message]')!;
  const input = (name: string) => box().querySelector('form')!.elements.namedItem(name) as HTMLInputElement;
  const submit = () =>
    box()
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { cancelable: true }));

  it('an empty form: the first empty field named, marked, tied to the message and focused, and nothing sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    startNewsletterPromos();
    input('email').value = 'a@example.com';
    submit();
    await vi.waitFor(() => expect(message().textContent).toBe('Adja meg a vezetéknevét.'));
    expect(input('lastName').getAttribute('aria-invalid')).toBe('true');
    expect(input('lastName').getAttribute('aria-describedby')).toBe(message().id);
    expect(message().id).toBe('hirlevel-promo-front-uzenet');
    expect(document.activeElement).toBe(input('lastName'));
    input('lastName').value = 'Kiss';
    submit();
    await vi.waitFor(() => expect(message().textContent).toBe('Adja meg a keresztnevét.'));
    expect(input('lastName').hasAttribute('aria-invalid')).toBe(false);
    expect(input('lastName').hasAttribute('aria-describedby')).toBe(false);
    expect(input('firstName').getAttribute('aria-describedby')).toBe(message().id);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a refused field is described by the message, announced again when refused again, and freed when the form is taken', async () => {
    let answer = new Response(JSON.stringify({ status: 400, field: 'email', message: NEWSLETTER_ERRORS.email }), { status: 400 });
    vi.stubGlobal('fetch', async () => answer.clone());
    startNewsletterPromos();
    fill({ lastName: 'Kiss', firstName: 'Anna', email: 'nem-email' });
    // What a live region's reader meets: its text each time it changes.
    const heard: string[] = [];
    new MutationObserver(() => heard.push(message().textContent ?? '')).observe(message(), { childList: true, characterData: true, subtree: true });
    submit();
    await vi.waitFor(() => expect(heard).toEqual([NEWSLETTER_ERRORS.email]));
    expect(input('email').getAttribute('aria-describedby')).toBe(message().id);
    submit();
    await vi.waitFor(() => expect(heard).toEqual([NEWSLETTER_ERRORS.email, '', NEWSLETTER_ERRORS.email]));
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    answer = new Response(JSON.stringify({ email: 'a@example.com' }), { headers: { 'content-type': 'application/json' } });
    submit();
    await vi.waitFor(() => expect(message().textContent).toBe(PROMO_TEXTS.sent('a@example.com')));
    expect(input('email').hasAttribute('aria-invalid')).toBe(false);
    expect(input('email').hasAttribute('aria-describedby')).toBe(false);
  });

  it.each(['[data-promo-close]', '[data-promo-never]'])('hidden by %s, the box leaves focus on what follows it, not on <body>', (button) => {
    document.body.innerHTML = `<a href="/elotte">előtte</a>${document.body.innerHTML}<p>szöveg</p><a href="/utana">utána</a>`;
    startNewsletterPromos();
    box().querySelector<HTMLButtonElement>(button)!.focus();
    box().querySelector<HTMLButtonElement>(button)!.click();
    expect(box().hidden).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('a[href="/utana"]'));
  });
});
