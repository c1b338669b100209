// One test world: a copy of a template (store and full build) in its own folder, and every service of the
// site over it on free ports of 127.0.0.1 — the live-score service, the content API (with the security, CRM,
// quiz, newsletter, push and game services), a local OpenID provider for the preview's Google sign-in, the
// public render server, the editors' preview, the static origin, and the publishing cron job that keeps the
// origin's output seconds behind the store. Tests edit this world's store and read its pages; no other
// world sees it, so two workers never meet each other's edits.
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startPreviewServer } from '../../server/preview/server';
import { servicePaths } from '../../services/paths';
import { startContentServer } from '../../services/server';
import { startLivescoreServer } from '../../services/livescore/server';
import { matchArticles } from '../../services/livescore/articles';
import { startRenderServer } from '../../server/ssr';
import { startOrigin } from '../../server/origin';
import { PrerenderJob } from '../../prerender/job';
import { schedule } from '../../prerender/schedule';
import { GOOGLE_EDITOR, readTemplate, worldPaths } from './template';
import { worldSecretValues, worldSecrets } from './secrets';
import { NGINX, startNginx } from '../nginx';
import { VARNISHD } from '../../prerender/varnish';
import { startVarnish } from '../varnish';
import { WORLD_CDN_VAR, WORLD_PURGER } from './cdn';

/**
 * A world's cron: an incremental run every second (an idle one is one changes call, ~10 ms), so a test's edit is
 * published about as soon as it is made; the pages of live-score data, which no edit names, every 10 s (a sweep
 * of them is ~20 pages, under a second).
 */
export const WORLD_CRON = '* * * * * *';
export const WORLD_SWEEP_CRON = '*/10 * * * * *';

/** The addresses and files of a world, as the E2E_* variables the tests read (e2e/fixtures.ts e2eEnv()). */
export interface WorldEnv {
  E2E_BASE_URL: string;
  E2E_ORIGIN_URL: string;
  E2E_PREVIEW_URL: string;
  E2E_CONTENT_API_URL: string;
  E2E_LIVESCORE_API_URL: string;
  E2E_CONTENT_DB: string;
  E2E_MEDIA_DIR: string;
  E2E_SECURITY_DB: string;
  E2E_OUTBOX_DIR: string;
  E2E_OUT_DIR: string;
  E2E_NOW: string;
  /** While this file exists the cron job's runs are skipped. */
  E2E_CRON_PAUSE_FILE: string;
  /** Every run of the cron job appends one line here (kind, pages, seconds): what a test may wait for. */
  E2E_RUN_LOG: string;
  /** Debian's nginx with the generated configuration over the same output, in front of the same services
   * (absent where nginx is not installed). */
  E2E_NGINX_URL?: string;
  /** Varnish on the generated VCL in front of the origin and nginx, two origins over one output (a world asked with `cdn`). */
  E2E_VARNISH_URL?: string;
  /** The world's secrets (made for the run, testing/world/secrets.ts): a test process that asks as the job or
   * an editor would, or starts a command against the world, has the world's, not ones of its own. */
  CONTENT_SERVICE_TOKEN: string;
  AUTH_JWT_SECRET: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
}

export interface RunningWorld {
  env: WorldEnv;
  close(): Promise<void>;
}

/** Only what says something went wrong. */
function quietLog(line: string): void {
  if (/fail|error|refused/i.test(line)) console.log(line);
}

export async function startWorld(o: { template: string; dir: string; distDir: string }): Promise<RunningWorld> {
  worldSecrets();
  process.env.LOG_LEVEL ||= 'warn';
  // The render server asks for the shared data again after a second, not 30: a test that changes it (the donations
  // flag) waits for that, never for a clock.
  process.env.SHARED_DATA_TTL_MS ||= '1000';
  const info = readTemplate(o.template);
  mkdirSync(o.dir, { recursive: true });
  // With their times: the origin and nginx serve a page's .br/.gz only when its time is the page's, and the job's
  // first run would make every compressed copy again.
  cpSync(o.template, o.dir, { recursive: true, preserveTimestamps: true });
  const { dbPath, mediaDir, outDir } = worldPaths(o.dir);
  const stops: (() => Promise<void>)[] = [];
  let closing = false;
  const close = async () => {
    closing = true;
    for (const stop of stops.reverse()) await stop().catch((err: unknown) => console.error(`world: stopping: ${String(err)}`));
    // A file a stopped process's last write put there while the folder was emptied (ENOTEMPTY, seen on a busy CI
    // machine) is taken on the next try; a folder still left is the run's temporary root's to remove, not a failure.
    try {
      rmSync(o.dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    } catch (err) {
      console.error(`world: removing ${o.dir}: ${String(err)}`);
    }
  };
  try {
    // A real OpenID Connect provider for the preview's Google sign-in: its ID tokens name the world's Google editor.
    const oidc = new OAuth2Server();
    await oidc.issuer.keys.generate('RS256');
    await oidc.start(0, '127.0.0.1');
    stops.push(() => oidc.stop());
    oidc.service.on('beforeTokenSigning', (token: MutableToken) => {
      if (token.payload.aud !== undefined) Object.assign(token.payload, { email: GOOGLE_EDITOR, email_verified: true });
    });
    // The live-score service first: everything started after it (render threads too) reads its address.
    const matches = matchArticles(dbPath);
    const livescore = await startLivescoreServer({ port: 0, mediaDir, articleUrl: (id) => matches.get(id) ?? null });
    stops.push(() => livescore.close());
    process.env.LIVESCORE_API_URL = livescore.url;
    const api = await startContentServer({
      livescoreApiUrl: livescore.url,
      dbPath,
      mediaDir,
      port: 0,
      google: { issuerUrl: oidc.issuer.url!, clientId: 'e2e-preview', clientSecret: 'e2e-client-secret' },
      log: quietLog,
    });
    stops.push(() => api.close());
    const render = await startRenderServer({ contentApiUrl: api.url, distDir: o.distDir, port: 0 });
    stops.push(() => render.close());
    const preview = await startPreviewServer({ contentApiUrl: api.url, distDir: o.distDir, port: 0, log: quietLog });
    stops.push(() => preview.close());

    // The publishing side: the origin over the copied build, and the cron job on one render thread: two worlds
    // share the machine's two cores.
    const runLog = join(o.dir, 'runs.log');
    // A run cut short by the world's own stop is no failure.
    const quiet = (line: string) => {
      if (/fail/.test(line) && !closing) console.log(`prerender: ${line}`);
    };
    const origin = await startOrigin({ outDir, contentApiUrl: api.url, renderUrl: render.url, port: 0, log: quiet });
    stops.push(() => origin.close());
    let nginxUrl: string | undefined;
    let nginxSettings: { port: number; dir: string } | undefined;
    if (existsSync(NGINX)) {
      // The server rules and the canonical map it includes from the files the job keeps in the output; the job
      // reloads it when they change, as it does a deployment's nginx.
      const nginx = await startNginx({ outDir, contentApiUrl: api.url, renderUrl: render.url });
      stops.push(() => nginx.stop());
      nginxUrl = nginx.url;
      nginxSettings = { port: nginx.port, dir: nginx.dir };
    }
    let varnishUrl: string | undefined;
    if (process.env[WORLD_CDN_VAR] && existsSync(VARNISHD)) {
      const varnish = await startVarnish({ origins: [origin.url, ...(nginxUrl ? [nginxUrl] : [])], purgeFrom: [WORLD_PURGER] });
      stops.push(() => varnish.stop());
      varnishUrl = varnish.url;
    }
    const job = new PrerenderJob({
      outDir,
      contentApiUrl: api.url,
      distDir: o.distDir,
      threads: 1,
      log: quiet,
      ...(nginxSettings ? { nginx: nginxSettings } : {}),
      ...(varnishUrl ? { cdnPurgeUrl: varnishUrl } : {}),
    });
    stops.push(() => job.close());
    const pauseFile = join(o.dir, 'cron-paused');
    const logged = (kind: string) => async (r: { rendered?: number; seconds?: number } | undefined) => {
      await appendFile(runLog, `${new Date().toISOString()} ${kind} ${r?.rendered ?? 0} ${(r?.seconds ?? 0).toFixed(2)}\n`);
    };
    // The first run of a process checks the whole output once (temp files, compressed copies): done here, so a
    // test's first edit waits only for its own run.
    await job.incremental().then(logged('incremental'));
    const unlessPaused = (run: () => Promise<unknown>) => () => (existsSync(pauseFile) ? Promise.resolve() : run());
    const cron = schedule({
      incremental: unlessPaused(() => job.incremental().then(logged('incremental'))),
      full: unlessPaused(() => job.full().then(logged('full'))),
      sweep: unlessPaused(() => job.sweep(0).then(logged('sweep'))),
      expression: WORLD_CRON,
      sweepExpression: WORLD_SWEEP_CRON,
      log: quiet,
    });
    stops.push(async () => cron.stop());

    const { securityDb, outboxDir } = servicePaths(dbPath);
    const env: WorldEnv = {
      E2E_BASE_URL: render.url,
      E2E_ORIGIN_URL: origin.url,
      E2E_PREVIEW_URL: preview.url,
      E2E_CONTENT_API_URL: api.url,
      E2E_LIVESCORE_API_URL: livescore.url,
      E2E_CONTENT_DB: dbPath,
      E2E_MEDIA_DIR: mediaDir,
      E2E_SECURITY_DB: securityDb,
      E2E_OUTBOX_DIR: outboxDir,
      E2E_OUT_DIR: outDir,
      E2E_NOW: String(info.now),
      E2E_CRON_PAUSE_FILE: pauseFile,
      E2E_RUN_LOG: runLog,
      ...(nginxUrl ? { E2E_NGINX_URL: nginxUrl } : {}),
      ...(varnishUrl ? { E2E_VARNISH_URL: varnishUrl } : {}),
      ...worldSecretValues(),
    };
    return { env, close };
  } catch (err) {
    await close();
    throw err;
  }
}
