// How every browser of the tests and benchmarks is found and started, spelled once (Playwright's projects,
// Lighthouse, the benchmarks), with no Playwright import so that vitest files may read it too.

/** Debian's Chromium (apt-get install chromium), never a downloaded browser build: Lighthouse and the benchmarks. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (apt-get install chromium-headless-shell): Blink and V8 without the
 * browser's windows and profile, what Playwright itself runs headless. The browser tests run in it (D-433): it draws
 * what Chromium draws at about two thirds of the browser process's work. What only the whole browser has
 * (a service worker's notifications) is tested in CHROMIUM_PATH, by tests tagged WHOLE_BROWSER_TAG.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** The tag of a browser test that needs the whole browser rather than its headless shell. */
export const WHOLE_BROWSER_TAG = '@whole-browser';

/** The Romanian edition's local host name; the browser resolves it to the loopback interface. */
export const RO_HOST = 'ro.localhost';

/** How Debian's Chromium is started for every browser run: no network of its own, no sandbox as root. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
