// The public render server alone: RENDER_PORT (default 3002) over the build in DIST_DIR (default dist/), content from
// CONTENT_API_URL's public calls. The origin and nginx forward to it what no file answers (searches).
import { PAGE_RENDER_SETTINGS, loadSettings } from '../config/settings';
import { exitOnSignal } from '../config/shutdown';
import { startRenderServer } from './ssr';
import { commandLine, serverUsage } from '../config/commandLine';
import { exitOnStartFailure } from '../config/listenFailure';

const NAMES = [
  'RENDER_PORT',
  'CONTENT_API_URL',
  'CRM_API_URL',
  'LISTEN_HOST',
  'TRUSTED_PROXIES',
  'POLL_TIMEOUT_MS',
  'DIST_DIR',
  ...PAGE_RENDER_SETTINGS,
] as const;
commandLine({
  usage: serverUsage('npm run render-server', 'The public render server over the build: what no file of the output answers (searches).', NAMES),
  help: 'npm run render-server -- --help',
});
const settings = loadSettings(NAMES);
const contentApiUrl = settings.CONTENT_API_URL;

let server;
try {
  // LISTEN_HOST: the interface (default 127.0.0.1; 0.0.0.0 in a container, compose.yaml).
  server = await startRenderServer({
    port: settings.RENDER_PORT,
    host: settings.LISTEN_HOST,
    contentApiUrl,
    crmApiUrl: settings.CRM_API_URL,
    quizApiUrl: settings.QUIZ_API_URL,
    pollTimeoutMs: settings.POLL_TIMEOUT_MS,
    // TRUSTED_PROXIES: the proxies in front, whose X-Forwarded-For names the reader a rate limit counts.
    trustedProxies: settings.TRUSTED_PROXIES,
    distDir: settings.DIST_DIR,
  });
} catch (err) {
  exitOnStartFailure('render server', err, { port: 'RENDER_PORT', host: 'LISTEN_HOST' });
}
console.log(`render server: ${server.url} (content API ${contentApiUrl})`);

const running = server;
exitOnSignal('render server', () => running.close());
