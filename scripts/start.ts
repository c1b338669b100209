// `npm start`: the whole site on the embedded defaults — the embedded services (content API seeded on first
// run, security, reader accounts), a production build of the pages when there is none, the static output
// (a full prerender when there is none), the cron job that keeps it current, the origin that serves it,
// the public render server the origin forwards searches to, and the editors' preview endpoint.
// Ctrl-C (SIGINT) or SIGTERM stops them all and exits 0 (scripts/supervise.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from './waitFor';
import { supervise } from './supervise';
import { jobNodeArgs } from '../prerender/nodeFlags';
import { buildExists } from '../prerender/options';
import { ALL_NAMES, loadSettings } from '../config/settings';
import { isProduction } from '../config/secrets';
import { startBanner } from './banner';
import { commandLine } from '../config/commandLine';
import { LOCAL_HOSTS, canListen, reachableHost, type ListenSettings } from '../config/listenFailure';
import { PROBE_PATH, VARNISHD } from '../prerender/varnish';
import { EDGE_PROBE_USER_AGENT } from '../domain/accessLevel';
import { varnishdArgs } from './varnish';

const USAGE = `Usage: npm start
The whole site on this machine: the embedded services, a build and a full prerender when there are none, the
publishing cron job, the origin, the render server and the editors' preview; with CDN=varnish, Varnish in front. It takes no arguments; every
setting is an environment variable (README "setting (env)"). Ctrl-C stops everything.`;
commandLine({ usage: USAGE, help: 'npm start -- --help' });

// Every setting of every process it starts, checked before anything is built or started: a bad one (or, in
// production, a missing secret) is one line each, exit 2. The children read the same environment.
const settings = loadSettings(ALL_NAMES);
const { CONTENT_API_URL, ORIGIN_PORT, RENDER_PORT, PREVIEW_PORT, OUT_DIR, DIST_DIR } = settings;
const tsx = (script: string) => ['--import', 'tsx', script];

// It runs the embedded content API where CONTENT_API_URL says: the newsroom's own is for the processes started one by one.
if (!LOCAL_HOSTS.has(new URL(CONTENT_API_URL).hostname)) {
  console.error(
    `npm start: CONTENT_API_URL: npm start runs the embedded content API at this address, so it names this machine (e.g. http://127.0.0.1:3100); with the newsroom's content API, start the processes one by one (docs/deploy.md)`,
  );
  process.exit(2);
}
// Every port it will listen on, free before anything is built: a busy one is one line naming it, exit 2.
const livescore = new URL(settings.LIVESCORE_API_URL);
const listeners: Array<[number, string, ListenSettings]> = [
  [Number(new URL(CONTENT_API_URL).port || 80), new URL(CONTENT_API_URL).hostname, { port: 'CONTENT_API_URL', host: 'CONTENT_API_URL' }],
  [ORIGIN_PORT, settings.LISTEN_HOST, { port: 'ORIGIN_PORT', host: 'LISTEN_HOST' }],
  [RENDER_PORT, settings.LISTEN_HOST, { port: 'RENDER_PORT', host: 'LISTEN_HOST' }],
  [PREVIEW_PORT, settings.LISTEN_HOST, { port: 'PREVIEW_PORT', host: 'LISTEN_HOST' }],
];
const cdn = settings.CDN === 'varnish';
if (cdn) listeners.push([settings.VARNISH_PORT, settings.LISTEN_HOST, { port: 'VARNISH_PORT', host: 'LISTEN_HOST' }]);
// The embedded live-score service only where the setting names this machine (services/main.ts).
if (LOCAL_HOSTS.has(livescore.hostname))
  listeners.push([Number(livescore.port || 80), livescore.hostname, { port: 'LIVESCORE_API_URL', host: 'LIVESCORE_API_URL' }]);
for (const [port, host, names] of listeners) {
  const problem = await canListen(port, host, names);
  if (problem) {
    console.error(`npm start: ${problem}`);
    process.exit(2);
  }
}

const localHost = reachableHost(settings.LISTEN_HOST);
// With CDN=varnish the publisher purges this Varnish unless CDN_PURGE_URL names another.
const ownPurge = cdn && !settings.CDN_PURGE_URL ? { CDN_PURGE_URL: `http://${localHost}:${settings.VARNISH_PORT}/` } : {};
const sup = supervise({ env: { ...process.env, ...ownPurge } });
try {
  if (!buildExists(DIST_DIR)) {
    console.log('building the pages (vike build)…');
    const code = await sup.step('vike build', 'npx', ['vike', 'build']);
    if (code !== 0) await sup.stop(code);
  }

  if (cdn) {
    // Before the first full build: the publisher purges it from its first page on (CDN_PURGE_URL, its own by default).
    const listen = `${settings.LISTEN_HOST}:${settings.VARNISH_PORT}`;
    sup.run(
      'varnishd',
      VARNISHD,
      varnishdArgs({
        dir: settings.VARNISH_DIR,
        listen,
        origins: settings.VARNISH_ORIGINS,
        purgeFrom: settings.VARNISH_PURGE_FROM,
        purgeToken: settings.CDN_PURGE_TOKEN,
      }),
    );
  }
  sup.run('services/main.ts', process.execPath, tsx('services/main.ts'));
  await waitFor(`${CONTENT_API_URL}/api/health`);
  if (!existsSync(join(OUT_DIR, '.prerender', 'cursor'))) {
    console.log('rendering every page (prerender --full)…');
    const code = await sup.step('prerender --full', process.execPath, jobNodeArgs('prerender/cli.ts', '--full'));
    if (code !== 0) await sup.stop(code);
  }
  sup.run('prerender/cron-main.ts', process.execPath, jobNodeArgs('prerender/cron-main.ts'));
  sup.run('server/origin-main.ts', process.execPath, tsx('server/origin-main.ts'));
  sup.run('server/ssr-main.ts', process.execPath, tsx('server/ssr-main.ts'));
  sup.run('server/preview-main.ts', process.execPath, tsx('server/preview-main.ts'));
  // Their liveness probe (server/health.ts), which they log at debug: no access line comes after the banner.
  for (const port of [ORIGIN_PORT, RENDER_PORT, PREVIEW_PORT]) await waitFor(`http://${localHost}:${port}/healthz`);
  // Varnish once its probe found the origin well (up to two probes after the origin's start). Asked as the edge's probe:
  // Varnish passes the agent on, so the origin's access line of the miss is at debug, however late it comes.
  if (cdn) await waitFor(`http://${localHost}:${settings.VARNISH_PORT}${PROBE_PATH}`, { userAgent: EDGE_PROBE_USER_AGENT });
  // Last, once every server answers: what the servers said as they started is above it.
  console.log(
    startBanner({
      originPort: ORIGIN_PORT,
      previewPort: PREVIEW_PORT,
      contentApiUrl: CONTENT_API_URL,
      production: isProduction(),
      ...(cdn ? { cdnPort: settings.VARNISH_PORT } : {}),
    }),
  );
} catch (err) {
  // A service that never came up: stop the ones that did, never leave them running.
  console.error(`npm start: ${err instanceof Error ? err.message : String(err)}`);
  await sup.stop(1);
}
