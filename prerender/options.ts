// The prerender job's settings, and their defaults from the environment (README "setting (env)"). Light to
// import: the CLI reads them, and starts the render threads, before it loads the job's own code.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type Tinypool from 'tinypool';
import { DEFAULT_CONTENT_API_URL, DEFAULT_RENDER_PORT } from '../domain/constants';
import { requireSecrets } from '../config/secrets';

export interface JobOptions {
  outDir: string;
  contentApiUrl: string;
  /** The CRM the generated nginx.conf sends reader-account calls to; default contentApiUrl. */
  crmApiUrl?: string;
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
  pool?: Tinypool;
  batchSize?: number;
  log?: (line: string) => void;
  /** Unix seconds "now" for feeds and the news sitemap (tests). */
  now?: () => number;
}

export function defaultJobOptions(): JobOptions {
  return {
    outDir: resolve(process.env.OUT_DIR ?? join('dist', 'sites')),
    contentApiUrl: process.env.CONTENT_API_URL ?? DEFAULT_CONTENT_API_URL,
    ...(process.env.CRM_API_URL ? { crmApiUrl: process.env.CRM_API_URL } : {}),
    renderUrl: process.env.RENDER_URL ?? `http://127.0.0.1:${process.env.RENDER_PORT ?? DEFAULT_RENDER_PORT}`,
    distDir: resolve(process.env.DIST_DIR ?? 'dist'),
    serviceToken: requireSecrets(['CONTENT_SERVICE_TOKEN']).CONTENT_SERVICE_TOKEN,
    firstPages: Number(process.env.PRERENDER_FIRST_PAGES ?? 3),
    ...(process.env.PRERENDER_THREADS ? { threads: Number(process.env.PRERENDER_THREADS) } : {}),
  };
}

export interface NginxSettings {
  port: number;
  /** Its pid file, logs, temporary files and edge cache: a folder of its own, so it runs unprivileged beside a system nginx. */
  dir: string;
}

/** NGINX_PORT (default 8080) and NGINX_DIR (default `nginx/` beside the output folder: dist/nginx). */
export function defaultNginxSettings(outDir: string, env: NodeJS.ProcessEnv = process.env): NginxSettings {
  const raw = env.NGINX_PORT || '8080';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) throw new Error(`NGINX_PORT must be a port number (1–65535), not '${raw}'`);
  return { port, dir: resolve(env.NGINX_DIR || join(dirname(resolve(outDir)), 'nginx')) };
}

export function buildExists(distDir: string): boolean {
  return existsSync(join(distDir, 'server', 'entry.mjs'));
}
