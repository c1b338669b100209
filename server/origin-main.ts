// `npm run origin`: the static origin alone over OUT_DIR, on ORIGIN_PORT (default 3000).
import { resolve } from 'node:path';
import { loadSettings } from '../config/settings';
import { startOrigin } from './origin';
import { exitOnSignal } from '../config/shutdown';
import { commandLine, serverUsage } from '../config/commandLine';
import { exitOnStartFailure } from '../config/listenFailure';

const NAMES = [
  'ORIGIN_PORT',
  'OUT_DIR',
  'CONTENT_API_URL',
  'RENDER_URL',
  'CRM_API_URL',
  'QUIZ_API_URL',
  'LISTEN_HOST',
  'TRUSTED_PROXIES',
  'POLL_TIMEOUT_MS',
] as const;
commandLine({
  usage: serverUsage('npm run origin', 'The static origin over the output folder (the same answers as nginx).', NAMES),
  help: 'npm run origin -- --help',
});
const settings = loadSettings(NAMES);
const outDir = resolve(settings.OUT_DIR);
const contentApiUrl = settings.CONTENT_API_URL;
// Searches (?term=…) have no file: the render server answers them (npm start runs it on RENDER_PORT).
const renderUrl = settings.RENDER_URL;
const crmApiUrl = settings.CRM_API_URL;
// LISTEN_HOST: the interface (default 127.0.0.1; 0.0.0.0 in a container, compose.yaml).
const host = settings.LISTEN_HOST;
const origin = await startOrigin({
  outDir,
  contentApiUrl,
  crmApiUrl,
  quizApiUrl: settings.QUIZ_API_URL,
  renderUrl,
  pollTimeoutMs: settings.POLL_TIMEOUT_MS,
  // TRUSTED_PROXIES: the CDN in front, whose X-Forwarded-For names the reader a rate limit counts.
  trustedProxies: settings.TRUSTED_PROXIES,
  port: settings.ORIGIN_PORT,
  host,
}).catch((err: unknown) => exitOnStartFailure('origin', err, { port: 'ORIGIN_PORT', host: 'LISTEN_HOST' }));
console.log(`origin: ${origin.url} (serving ${outDir})`);
exitOnSignal('origin', () => origin.close());
