// The reader's consent as a browser test starts with it (domain/consent.ts): given, for every host of a test world
// (the main domain on 127.0.0.1 and localhost, the Romanian edition on ro.localhost). playwright.config.ts makes it
// every context's storage state — the page fixture's and those a test makes with `browser.newContext()`, which
// Playwright gives the same options — so the consent dialogue covers no page and ads and embeds load as before. The
// test of the consent itself starts without it: `test.use({ storageState: NOT_ASKED })`.
import { CONSENT_COOKIE } from '../domain/consent';
import { RO_HOST } from './browser';

export const CONSENTED = {
  cookies: ['127.0.0.1', 'localhost', RO_HOST].map((domain) => ({
    name: CONSENT_COOKIE,
    value: 'accepted',
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};

/** A first visit: the reader was never asked. */
export const NOT_ASKED = { cookies: [], origins: [] };
