// Once per Playwright run: a fresh content store in a temporary folder, the content API over it, a fresh
// production build (unless E2E_SKIP_BUILD=1), and the render server over both. Everything listens on a free
// port of 127.0.0.1 and lives in the runner's process: the returned teardown stops it, and it cannot outlive
// the run. Tests read the addresses from the environment (e2e/fixtures.ts).
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { startPreviewServer } from '../server/preview/server';
import { servicePaths } from '../content/paths';
import { openSecurityDb } from '../content/security/db';
import { addEditor } from '../content/security/editors';
import { openCrmDb, seedDevReaders } from '../content/crm';
import webpush from 'web-push';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedStore } from '../content/seed/seed';
import { startContentServer } from '../content/server';
import { startLivescoreServer } from '../content/livescore/server';
import { matchArticles } from '../content/livescore/articles';
import { startRenderServer } from '../server/ssr';
import { startOrigin } from '../server/origin';
import { PrerenderJob } from '../prerender/job';
import { schedule } from '../prerender/schedule';

/** Articles in the e2e corpus: enough for deep list pages, quick to seed. */
export const E2E_ARTICLES = 600;
export const E2E_SEED = 1;
/** How often the e2e cron sweeps the pages of live-score data (what an e2e test may wait for). */
export const E2E_SWEEP_CRON = '*/15 * * * * *';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function elapsed(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/** `npx vike build` in the project; its output is shown only when it fails. */
function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vike', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`npx vike build failed (${signal ?? `exit ${code}`}):\n${output.slice(-8000)}`));
    });
  });
}

/** The e-mail of the editor the local OpenID provider signs in (e2e/preview.spec.ts). */
export const E2E_GOOGLE_EDITOR = 'google-szerkeszto@hirter.localhost';

/** Only what says something went wrong. */
const quietLog = (line: string) => {
  if (/fail|error|refused/i.test(line)) console.log(line);
};

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now();
  // The run's own secrets, for this process and every child and test worker: loading the vike build sets
  // NODE_ENV=production in this process, where a development default would (rightly) be refused.
  process.env.CONTENT_SERVICE_TOKEN ||= 'e2e-service-token';
  process.env.AUTH_JWT_SECRET ||= 'e2e-jwt-secret-of-this-test-run-only';
  if (!process.env.VAPID_PUBLIC_KEY || !process.env.VAPID_PRIVATE_KEY) {
    const pair = webpush.generateVAPIDKeys();
    process.env.VAPID_PUBLIC_KEY = pair.publicKey;
    process.env.VAPID_PRIVATE_KEY = pair.privateKey;
  }
  // The servers run in this process: their access logs would bury the test report (config/log.ts).
  process.env.LOG_LEVEL ||= 'warn';
  const skipBuild = process.env.E2E_SKIP_BUILD === '1';
  const distDir = join(ROOT, 'dist');
  const dir = mkdtempSync(join(tmpdir(), 'reader-e2e-'));
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The build runs in a child process while this one seeds.
    const building = skipBuild ? Promise.resolve() : build();
    building.catch(() => {}); // awaited below; never an unhandled rejection while seeding
    const dbPath = join(dir, 'content.db');
    const mediaDir = join(dir, 'media');
    const now = Math.floor(Date.now() / 3_600_000) * 3600;
    seedStore({ articles: E2E_ARTICLES, seed: E2E_SEED, now, dbPath, mediaDir });
    const seeded = elapsed(started);
    await building;
    if (!existsSync(join(distDir, 'server', 'entry.mjs'))) {
      throw new Error(`${join(distDir, 'server', 'entry.mjs')} is missing${skipBuild ? ': build first (npx vike build) or unset E2E_SKIP_BUILD' : ''}`);
    }

    // A real OpenID Connect provider for the preview's Google sign-in: its ID tokens name the run's Google editor.
    const oidc = new OAuth2Server();
    await oidc.issuer.keys.generate('RS256');
    await oidc.start(0, '127.0.0.1');
    stops.push(() => oidc.stop());
    oidc.service.on('beforeTokenSigning', (token: MutableToken) => {
      if (token.payload.aud !== undefined) Object.assign(token.payload, { email: E2E_GOOGLE_EDITOR, email_verified: true });
    });
    // The live-score service first: everything started after it (render threads too) reads its address. Its
    // football images go beside the seeded ones; a fixture's `url` is the seeded article about it.
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
    const render = await startRenderServer({ contentApiUrl: api.url, distDir, port: 0 });
    stops.push(() => render.close());
    const preview = await startPreviewServer({ contentApiUrl: api.url, distDir, port: 0, log: quietLog });
    stops.push(() => preview.close());
    const { securityDb, crmDb, outboxDir } = servicePaths(dbPath);
    const readers = openCrmDb(crmDb);
    seedDevReaders(readers);
    readers.close();
    process.env.E2E_OUTBOX_DIR = outboxDir;
    const editors = openSecurityDb(securityDb);
    addEditor(editors, { email: E2E_GOOGLE_EDITOR, password: 'e2e-google-editor-password' });
    editors.close();
    process.env.E2E_PREVIEW_URL = preview.url;
    process.env.E2E_SECURITY_DB = securityDb;

    // The publishing side: a full build of the static output, the origin over it, and the cron job
    // (incremental runs every 5 s) that keeps it seconds behind the newsroom.
    const outDir = join(dir, 'sites');
    const quiet = (line: string) => {
      if (/fail|skipped/.test(line)) console.log(`prerender: ${line}`);
    };
    const job = new PrerenderJob({ outDir, contentApiUrl: api.url, distDir, threads: 2, log: quiet });
    stops.push(() => job.close());
    const built = await job.full();
    const origin = await startOrigin({ outDir, contentApiUrl: api.url, renderUrl: render.url, port: 0, log: quiet });
    stops.push(() => origin.close());
    // The sweep here re-renders only the pages of live-score data (no deep lists), every 15 s rather than
    // every minute, so a test sees a finished match reach the static page without waiting a minute.
    // A long run is what makes an edit late: CI's log names each one.
    const slow = (kind: string) => (r: { rendered: number; removed: number; seconds: number }) => {
      if (r.seconds > 2 || process.env.E2E_RUN_LOG)
        console.log(`prerender: ${new Date().toISOString()} ${kind} run of ${r.rendered} pages, ${r.removed} removed, in ${r.seconds.toFixed(1)} s`);
    };
    // The Lighthouse gates pause it: a sweep's two render threads would take the browser's cores.
    const pauseFile = join(dir, 'cron-paused');
    const unlessPaused = (run: () => Promise<unknown>) => () => (existsSync(pauseFile) ? Promise.resolve() : run());
    const cron = schedule({
      incremental: unlessPaused(() => job.incremental().then(slow('incremental'))),
      full: unlessPaused(() => job.full()),
      sweep: unlessPaused(() => job.sweep(0).then(slow('sweep'))),
      sweepExpression: E2E_SWEEP_CRON,
      log: quiet,
    });
    stops.push(async () => cron.stop());
    process.env.E2E_ORIGIN_URL = origin.url;
    process.env.E2E_OUT_DIR = outDir;
    process.env.E2E_CRON_PAUSE_FILE = pauseFile;
    console.log(`e2e: static output of ${built.rendered} pages in ${built.seconds.toFixed(1)} s, origin ${origin.url}`);

    process.env.E2E_BASE_URL = render.url;
    process.env.E2E_CONTENT_API_URL = api.url;
    process.env.E2E_CONTENT_DB = dbPath;
    process.env.E2E_MEDIA_DIR = mediaDir;
    process.env.E2E_NOW = String(now);
    console.log(
      `e2e: ${E2E_ARTICLES} articles seeded (${seeded}), ${skipBuild ? 'existing build' : 'built'}, ` +
        `render server ${render.url}, content API ${api.url} — ready in ${elapsed(started)}`,
    );
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
