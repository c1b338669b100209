// The prerender job's settings, and their defaults from the environment (README "setting (env)", read and
// checked by config/settings.ts). Light to import: the CLI reads them, and starts the render threads, before
// it loads the job's own code.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RenderPool } from './renderPool';
import { PAGE_RENDER_SETTINGS, loadSettings, parseSettings } from '../config/settings';

export interface JobOptions {
  outDir: string;
  contentApiUrl: string;
  /** The CRM the generated nginx.conf sends reader-account calls to; default contentApiUrl. */
  crmApiUrl?: string;
  /** The quiz service the generated nginx.conf sends /api/quiz/ and the token call to; default contentApiUrl. */
  quizApiUrl?: string;
  /** Where the generated nginx.conf listens and keeps its files (NGINX_PORT, NGINX_DIR). */
  nginx?: NginxSettings;
  /** The render server the generated nginx.conf sends searches (?term=…) to. */
  renderUrl?: string;
  distDir: string;
  /**
   * The job's own bearer for the content API's internal calls (the changes feed, unpublished articles, to
   * learn which lists they left); default the CONTENT_SERVICE_TOKEN secret. The render workers never get it.
   */
  serviceToken?: string;
  /** First pages of each list re-rendered on a publish or unpublish (deeper ones: the sweep). */
  firstPages?: number;
  threads?: number;
  /** Render threads already started for `distDir` (the CLI starts them before it loads the job); else the job starts its own. */
  pool?: RenderPool;
  batchSize?: number;
  /** Where the publisher purges the CDN's copies of what a run changed (CDN_PURGE_URL); unset: no CDN. */
  cdnPurgeUrl?: string;
  /** The token its purges carry; default the CDN_PURGE_TOKEN secret, read only where there is a CDN. */
  cdnPurgeToken?: string;
  log?: (line: string) => void;
  /** Unix seconds "now" for feeds and the news sitemap (tests). */
  now?: () => number;
}

/** The settings the job reads (config/settings.ts). */
export const JOB_SETTINGS = [
  'OUT_DIR',
  'CONTENT_API_URL',
  'CRM_API_URL',
  'RENDER_URL',
  'DIST_DIR',
  'CONTENT_SERVICE_TOKEN',
  'PRERENDER_FIRST_PAGES',
  'PRERENDER_THREADS',
  'NGINX_PORT',
  'NGINX_DIR',
  'NGINX_HSTS_MAX_AGE',
  'TRUSTED_PROXIES',
  'LISTEN_HOST',
  'POLL_TIMEOUT_MS',
  'CDN_PURGE_URL',
  // QUIZ_API_URL among them: nginx.conf's quiz route too.
  ...PAGE_RENDER_SETTINGS,
] as const;

/**
 * The job's settings from the environment; a bad value (or, in production, a missing CONTENT_SERVICE_TOKEN)
 * stops the process with one line naming it, exit 2, before anything is rendered.
 */
export function defaultJobOptions(env: NodeJS.ProcessEnv = process.env): JobOptions {
  const s = loadSettings(JOB_SETTINGS, env);
  const outDir = resolve(s.OUT_DIR);
  return {
    outDir,
    contentApiUrl: s.CONTENT_API_URL,
    crmApiUrl: s.CRM_API_URL,
    quizApiUrl: s.QUIZ_API_URL,
    nginx: {
      port: s.NGINX_PORT,
      dir: resolve(s.NGINX_DIR),
      listenAddress: s.LISTEN_HOST,
      hstsMaxAge: s.NGINX_HSTS_MAX_AGE,
      trustedProxies: s.TRUSTED_PROXIES,
      pollTimeoutMs: s.POLL_TIMEOUT_MS,
    },
    renderUrl: s.RENDER_URL,
    distDir: resolve(s.DIST_DIR),
    serviceToken: s.CONTENT_SERVICE_TOKEN,
    firstPages: s.PRERENDER_FIRST_PAGES,
    ...(s.PRERENDER_THREADS !== undefined ? { threads: s.PRERENDER_THREADS } : {}),
    // The token only with a CDN: a site without one needs no purge secret in production.
    ...(s.CDN_PURGE_URL ? { cdnPurgeUrl: s.CDN_PURGE_URL, cdnPurgeToken: loadSettings(['CDN_PURGE_TOKEN'], env).CDN_PURGE_TOKEN } : {}),
  };
}

export interface NginxSettings {
  port: number;
  /** Its pid file, logs, temporary files and edge cache: a folder of its own, so it runs unprivileged beside a system nginx. */
  dir: string;
  /** The interface it listens on (LISTEN_HOST, like the Node servers); unset: all. */
  listenAddress?: string;
  /** Strict-Transport-Security's max-age (NGINX_HSTS_MAX_AGE); 0 or unset: none. */
  hstsMaxAge?: number;
  /** The proxies in front whose X-Forwarded-For names the reader (TRUSTED_PROXIES); unset: loopback. */
  trustedProxies?: readonly string[];
  /** How long its forwarded polls wait for their upstream before a 504 (POLL_TIMEOUT_MS); unset: the default 5 s. */
  pollTimeoutMs?: number;
}

/**
 * NGINX_PORT (default 8080), NGINX_DIR (default `nginx/` beside the output folder `outDir`: dist/nginx), LISTEN_HOST, TRUSTED_PROXIES
 * (default 127.0.0.1), NGINX_HSTS_MAX_AGE (default 0: none) and POLL_TIMEOUT_MS (default 5000).
 * Throws the setting's one line on a bad value (a job started without `nginx` options reads them here).
 */
export function defaultNginxSettings(outDir: string, env: NodeJS.ProcessEnv = process.env): NginxSettings {
  const r = parseSettings(['NGINX_PORT', 'NGINX_DIR', 'LISTEN_HOST', 'NGINX_HSTS_MAX_AGE', 'TRUSTED_PROXIES', 'POLL_TIMEOUT_MS'], {
    ...env,
    OUT_DIR: resolve(outDir),
  });
  if (!r.ok) throw new Error(r.errors.join('\n'));
  const { NGINX_PORT, NGINX_DIR, LISTEN_HOST, NGINX_HSTS_MAX_AGE, TRUSTED_PROXIES, POLL_TIMEOUT_MS } = r.settings;
  return {
    port: NGINX_PORT,
    dir: resolve(NGINX_DIR),
    listenAddress: LISTEN_HOST,
    hstsMaxAge: NGINX_HSTS_MAX_AGE,
    trustedProxies: TRUSTED_PROXIES,
    pollTimeoutMs: POLL_TIMEOUT_MS,
  };
}

export function buildExists(distDir: string): boolean {
  return existsSync(join(distDir, 'server', 'entry.mjs'));
}
