// The addresses and files of the world the tests run against, read from the E2E_* variables: a Playwright
// worker's own world (e2e/fixtures.ts sets them) or the HTTP tier's (e2e/site/setup.ts). No Playwright here:
// the vitest tier imports it too.
import { RO_HOST } from '../testing/browser';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with 'npm run test:e2e' (e2e/fixtures.ts and e2e/site/setup.ts set it)`);
  return value;
}

/** The render server of this run, e.g. http://127.0.0.1:41234 (127.0.0.1 is the main domain). */
export function baseUrl(): string {
  return required('E2E_BASE_URL');
}

/** A page of the main site (and its sub-sites under /after, /g7, /karakter). */
export function mainUrl(path: string): string {
  return new URL(path, baseUrl()).href;
}

/**
 * A page of the Romanian edition: the same server under the host name ro.localhost, which the browser
 * resolves to 127.0.0.1 (--host-resolver-rules in playwright.config.ts). For `page.goto`, links and
 * everything the browser loads. Node-side requests cannot resolve this name: use the `roRequest` fixture
 * (or send them to mainUrl(path) with `headers: roHeaders`).
 */
export function roUrl(path: string): string {
  const url = new URL(path, baseUrl());
  url.hostname = RO_HOST;
  return url.href;
}

/** Headers that select the Romanian edition for a Node-side request to mainUrl(…). */
export const roHeaders: Readonly<Record<string, string>> = { host: RO_HOST };

/** The services and data of this run, for tests that edit content or call the content API. */
export function e2eEnv() {
  return {
    baseUrl: baseUrl(),
    contentApiUrl: required('E2E_CONTENT_API_URL'),
    /** The world's live-score service (its own process knows it as LIVESCORE_API_URL). */
    livescoreApiUrl: required('E2E_LIVESCORE_API_URL'),
    /** The run's content store: set it as CONTENT_DB for `npm run editor -- …`. */
    contentDb: required('E2E_CONTENT_DB'),
    mediaDir: required('E2E_MEDIA_DIR'),
    /** Unix seconds the corpus is anchored to (the current hour when the run started). */
    now: Number(required('E2E_NOW')),
    /** The static origin over the prerender job's output (kept current by its cron job). */
    originUrl: required('E2E_ORIGIN_URL'),
    /** The editors' preview endpoint (login required) and its editors' store. */
    previewUrl: required('E2E_PREVIEW_URL'),
    securityDb: required('E2E_SECURITY_DB'),
    /** Where the embedded CRM writes its mail (.eml files). */
    outboxDir: required('E2E_OUTBOX_DIR'),
    outDir: required('E2E_OUT_DIR'),
    /** While this file exists the cron job's runs are skipped. */
    cronPauseFile: required('E2E_CRON_PAUSE_FILE'),
    /** Debian's nginx with the generated configuration over the same output and services. */
    get nginxUrl() {
      return required('E2E_NGINX_URL');
    },
    /** One line per finished run of the cron job: `<ISO time> <kind> <pages> <seconds>`. */
    runLog: required('E2E_RUN_LOG'),
  };
}
