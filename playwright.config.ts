// Browser tests (e2e/*.spec.ts): what only a browser shows, against whole running sites: each worker starts its
// own world (e2e/fixtures.ts) from the run's build and template (e2e/global-setup.ts).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH, RO_HOST, WHOLE_BROWSER_TAG } from './testing/browser';
import { CONSENTED } from './testing/consent';

/** A ceiling against a hang, never a deadline: tests wait for the event itself (D-304). */
export const HANG_CEILING_MS = 60_000;

const WHOLE_BROWSER = new RegExp(`${WHOLE_BROWSER_TAG}\\b`);

/** A Debian Chromium binary, started as every browser run starts it. */
function launch(executablePath: string) {
  return {
    executablePath,
    args: [
      ...CHROMIUM_ARGS,
      // http://ro.localhost:PORT reaches the test server whatever the system resolver does with *.localhost.
      `--host-resolver-rules=MAP ${RO_HOST} 127.0.0.1`,
    ],
  };
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: /\.spec\.ts$/,
  globalSetup: './e2e/global-setup.ts',
  // Each worker has its own world (e2e/fixtures.ts), so two workers never see each other's edits.
  workers: 2,
  // One retry: a test that passes on it is named 'flaky' under the run's table, a defect to fix, not a red run (D-349).
  retries: 1,
  reporter: [['list'], ['./testing/playwright-summary.ts']],
  timeout: 2 * HANG_CEILING_MS,
  expect: { timeout: HANG_CEILING_MS },
  forbidOnly: Boolean(process.env.CI),
  use: {
    // Every browser context starts with the reader's consent given (testing/consent.ts); e2e/consent.spec.ts without.
    storageState: CONSENTED,
    actionTimeout: HANG_CEILING_MS,
    navigationTimeout: HANG_CEILING_MS,
    launchOptions: launch(HEADLESS_SHELL_PATH),
  },
  projects: [
    {
      // Every test, except those that only make sense on a phone or need the whole browser.
      name: 'desktop',
      grepInvert: [/@phone-only\b/, WHOLE_BROWSER],
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      // Only tests tagged @phone (also on desktop) or @phone-only.
      name: 'phone',
      grep: /@phone(-only)?\b/,
      grepInvert: WHOLE_BROWSER,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      // What the headless shell lacks (a service worker's notifications), at desktop width in Chromium itself (D-433).
      name: 'whole-browser',
      grep: WHOLE_BROWSER,
      use: { viewport: { width: 1280, height: 900 }, launchOptions: launch(CHROMIUM_PATH) },
    },
  ],
});
