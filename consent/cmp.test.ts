// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, readConsent } from '../domain/consent';
import { CONSENT_TEXTS } from '../domain/consentTexts';
import { consentScripts } from '../domain/consentScripts';
import { onConsent } from '../components/Consent/consent';

const w = window as unknown as Record<string, unknown>;

/** The manager's script as the page gets it: a fresh run of consent/cmp.ts. */
async function loadManager(): Promise<void> {
  w.__CONSENT__ = consentScripts()[0]!.manager;
  vi.resetModules();
  await import('./cmp');
}

const dialog = () => document.querySelector('[data-consent-dialog]');
const answer = (choice: 'accepted' | 'rejected') => document.querySelector<HTMLButtonElement>(`[data-consent-choice="${choice}"]`)!.click();

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  delete w.__tcfapi;
  document.body.innerHTML = '<footer><button type="button" data-consent-open hidden>x</button></footer>';
});
afterEach(() => {
  dialog()?.remove();
});

describe('the consent manager stand-in', () => {
  it('asks once in Hungarian; a call queued before it came waits for the answer, then hears it', async () => {
    const heard: boolean[] = [];
    onConsent((granted) => heard.push(granted));
    await loadManager();
    expect(dialog()!.getAttribute('role')).toBe('dialog');
    expect(dialog()!.textContent).toContain(CONSENT_TEXTS.title);
    expect([...dialog()!.querySelectorAll('button')].map((b) => b.textContent)).toEqual([CONSENT_TEXTS.accept, CONSENT_TEXTS.reject]);
    expect(heard).toEqual([]);
    answer('accepted');
    expect(heard).toEqual([true]);
    expect(dialog()).toBeNull();
    expect(readConsent(document.cookie)).toBe('accepted');
    expect(document.querySelector('[data-consent-open]')!.hasAttribute('hidden')).toBe(false);
  });

  it('remembers the answer: the next page is not asked, loads no dialogue, and hears it at once', async () => {
    document.cookie = `${CONSENT_COOKIE}=rejected; Path=/`;
    await loadManager();
    expect(dialog()).toBeNull();
    // Nothing more to load: the manager draws its dialogue itself (D-427).
    expect(document.querySelectorAll('script')).toHaveLength(0);
    const heard: boolean[] = [];
    onConsent((granted) => heard.push(granted));
    expect(heard).toEqual([false]);
  });

  it('asks again from a settings button, and a refusal changed to consent is heard', async () => {
    document.cookie = `${CONSENT_COOKIE}=rejected; Path=/`;
    await loadManager();
    const heard: boolean[] = [];
    onConsent((granted) => heard.push(granted));
    document.querySelector<HTMLButtonElement>('[data-consent-open]')!.click();
    expect(dialog()).not.toBeNull();
    expect(document.activeElement?.textContent).toBe(CONSENT_TEXTS.accept);
    answer('accepted');
    expect(heard).toEqual([false, true]);
  });

  it('opened again, closes on Escape unanswered: the earlier answer stands and the keyboard is back on the button pressed', async () => {
    document.cookie = `${CONSENT_COOKIE}=rejected; Path=/`;
    await loadManager();
    const heard: boolean[] = [];
    onConsent((granted) => heard.push(granted));
    const settings = document.querySelector<HTMLButtonElement>('[data-consent-open]')!;
    settings.focus();
    settings.click();
    expect(document.activeElement?.textContent).toBe(CONSENT_TEXTS.accept);
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(settings);
    expect(readConsent(document.cookie)).toBe('rejected');
    expect(heard).toEqual([false]);
    let ping: unknown;
    (w.__tcfapi as (c: string, v: number, cb: (d: unknown) => void) => void)('ping', 2, (d) => (ping = d));
    expect(ping).toMatchObject({ displayStatus: 'hidden' });
    // Answered when opened again: the keyboard is back on the button too.
    settings.click();
    answer('accepted');
    expect(document.activeElement).toBe(settings);
    expect(heard).toEqual([false, true]);
  });

  it('a first visit: Escape records no answer and leaves the question; answered, the keyboard goes on in the main content', async () => {
    document.body.innerHTML = '<main><a href="/a">a</a></main><footer><button type="button" data-consent-open hidden>x</button></footer>';
    await loadManager();
    const accept = dialog()!.querySelector<HTMLButtonElement>('button')!;
    accept.focus();
    accept.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog()).not.toBeNull();
    expect(document.activeElement).toBe(accept);
    expect(readConsent(document.cookie)).toBeNull();
    answer('accepted');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('answers ping and removes a listener', async () => {
    document.cookie = `${CONSENT_COOKIE}=accepted; Path=/`;
    await loadManager();
    const api = w.__tcfapi as (c: string, v: number, cb: (d: unknown, ok: boolean) => void, p?: unknown) => void;
    let ping: unknown;
    api('ping', 2, (d) => (ping = d));
    expect(ping).toMatchObject({ gdprApplies: true, cmpLoaded: true, displayStatus: 'hidden', apiVersion: '2.2' });
    let id = 0;
    api('addEventListener', 2, (d) => (id = (d as { listenerId: number }).listenerId));
    let removed = false;
    api('removeEventListener', 2, (_d, ok) => (removed = ok), id);
    expect(removed).toBe(true);
  });
});
