// `npm run preview`: the editors' preview endpoint alone, PREVIEW_PORT (default 3001), over the build in
// DIST_DIR (default dist/); content from CONTENT_API_URL (its internal prefix, with each editor's own token), logins at
// SECURITY_API_URL (default CONTENT_API_URL).
import { PAGE_RENDER_SETTINGS, loadSettings } from '../config/settings';
import { startPreviewServer } from './preview/server';
import { exitOnSignal } from '../config/shutdown';
import { commandLine, serverUsage } from '../config/commandLine';
import { exitOnStartFailure } from '../config/listenFailure';

const NAMES = [
  'PREVIEW_PORT',
  'CONTENT_API_URL',
  'SECURITY_API_URL',
  'LISTEN_HOST',
  'TRUSTED_PROXIES',
  'POLL_TIMEOUT_MS',
  'DIST_DIR',
  ...PAGE_RENDER_SETTINGS,
] as const;
commandLine({
  usage: serverUsage('npm run preview', "The editors' preview (login required; drafts visible) over the build.", NAMES),
  help: 'npm run preview -- --help',
});
const settings = loadSettings(NAMES);
const contentApiUrl = settings.CONTENT_API_URL;
const securityApiUrl = settings.SECURITY_API_URL;

let server;
try {
  // LISTEN_HOST: the interface (default 127.0.0.1; 0.0.0.0 in a container, compose.yaml).
  // TRUSTED_PROXIES: the TLS proxy in front of it, whose X-Forwarded-For names the editor (docs/deploy.md).
  server = await startPreviewServer({
    port: settings.PREVIEW_PORT,
    host: settings.LISTEN_HOST,
    contentApiUrl,
    securityApiUrl,
    trustedProxies: settings.TRUSTED_PROXIES,
    pollTimeoutMs: settings.POLL_TIMEOUT_MS,
    distDir: settings.DIST_DIR,
  });
} catch (err) {
  exitOnStartFailure('preview', err, { port: 'PREVIEW_PORT', host: 'LISTEN_HOST' });
}
console.log(`preview: ${server.url} (content API ${contentApiUrl}, security ${securityApiUrl})`);

const running = server;
exitOnSignal('preview', () => running.close());
