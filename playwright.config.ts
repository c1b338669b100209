// Browser tests (e2e/) against real services: a freshly seeded content API and the render server over a
// fresh production build, both started by e2e/global-setup.ts on free ports of 127.0.0.1.
import { defineConfig } from '@playwright/test';

/** Debian's Chromium (apt-get install chromium), never a downloaded browser build. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The Romanian edition's local host name; the browser resolves it to the loopback interface. */
export const RO_HOST = 'ro.localhost';

/** How Debian's Chromium is started for every browser run (tests and benchmarks): no network of its own, no sandbox as root. */
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

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./testing/playwright-summary.ts']],
  timeout: 30_000,
  forbidOnly: Boolean(process.env.CI),
  use: {
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        // http://ro.localhost:PORT reaches the test server whatever the system resolver does with *.localhost.
        `--host-resolver-rules=MAP ${RO_HOST} 127.0.0.1`,
      ],
    },
  },
  projects: [
    {
      // Every test, except those that only make sense on a phone (publishing and fault tests have their own projects).
      name: 'desktop',
      testIgnore: /(publish|faults|lighthouse)\.spec\.ts/,
      grepInvert: /@phone-only\b|@alone\b/,
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      // Only tests tagged @phone (also on desktop) or @phone-only.
      name: 'phone',
      testIgnore: /(publish|faults|lighthouse)\.spec\.ts/,
      grep: /@phone(-only)?\b/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      // Lighthouse measures main-thread time: alone, one page at a time, after the browser and fault tests.
      name: 'lighthouse',
      testMatch: /lighthouse\.spec\.ts/,
      dependencies: ['desktop', 'phone', 'faults'],
    },
    {
      // Tests tagged @alone change what every page shares (the build file) and wait on the service worker:
      // under the load of the first phase a click's new document did not finish loading in 15 s.
      name: 'alone',
      grep: /@alone\b/,
      dependencies: ['lighthouse'],
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      // Edits and unpublishes articles of the shared store, and times how soon the cron publishes: runs last,
      // alone (the fault tests' prerender runs beside it held an edit past its 7 s on CI).
      name: 'publishing',
      testMatch: /publish\.spec\.ts/,
      dependencies: ['alone'],
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      // kill -9 and content API faults against the prerender CLI, each test in its own temp world; no browser.
      name: 'faults',
      testMatch: /faults\.spec\.ts/,
    },
  ],
});
