// What every browser test imports instead of @playwright/test: `test` with baseURL set to the render server of
// this worker's own world, and the addresses of the sites and services of that world. Each worker starts a
// world from the run's template (e2e/global-setup.ts) before its first test and stops it after its last, so
// the tests of one worker never see another's edits.
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, roHeaders } from './env';
import { spawnWorld } from '../testing/world/spawn';
import { worldSecrets } from '../testing/world/secrets';

export { baseUrl, e2eEnv, mainUrl, roHeaders, roUrl } from './env';

export const test = base.extend<{ roRequest: APIRequestContext }, { world: void }>({
  world: [
    async ({}, use, workerInfo) => {
      const template = process.env.E2E_TEMPLATE_DIR;
      if (!template) throw new Error("E2E_TEMPLATE_DIR is not set: run the browser tests with 'npx playwright test' (e2e/global-setup.ts sets it)");
      const world = await spawnWorld({ template, name: `w${workerInfo.workerIndex}` });
      // The world's addresses, and its secrets for what a test runs against it (the editor command, a token).
      Object.assign(process.env, world.env);
      worldSecrets();
      await use();
      await world.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
  /** Like `request`, for the Romanian edition: relative paths, Host ro.localhost. */
  roRequest: async ({ playwright }, use) => {
    const context = await playwright.request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: roHeaders });
    await use(context);
    await context.dispose();
  },
});

export { expect };
