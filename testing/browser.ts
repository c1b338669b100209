// How every browser of the tests and benchmarks is found and started, spelled once (Playwright's projects,
// Lighthouse, the benchmarks), with no Playwright import so that vitest files may read it too.

/** Debian's Chromium (apt-get install chromium), never a downloaded browser build. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
