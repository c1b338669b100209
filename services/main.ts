// `npm run content`: the embedded services alone (content API, security, reader accounts), seeded with the
// default corpus when the store is missing. Outside production it also makes sure of the development
// editor and supporters, and prints how to sign in as them.
import { existsSync } from 'node:fs';
import { isProduction } from '../config/secrets';
import { loadSettings } from '../config/settings';
import { exitOnSignal } from '../config/shutdown';
import { startContentServer } from './server';
import { checkVapidKeys } from './push/sender';
import { startLivescoreServer } from './livescore/server';
import { matchArticles } from './livescore/articles';
import { completeSeededStore, seedStore } from './seed/seed';
import { openSecurityDb } from './security/db';
import { devEditorNotice, ensureDevEditor } from './security/editors';
import { otpauthUri } from './security/totp';
import type { GoogleConfig } from './security/google';
import { openCrmDb, seedDevReaders, DEV_READERS } from './crm';
import { commandLine, serverUsage } from '../config/commandLine';
import { LOCAL_HOSTS, exitOnStartFailure } from '../config/listenFailure';

const DEFAULT_ARTICLES = 2000;

// Every setting the services read, checked at once: each bad one is a line, then exit 2.
const NAMES = [
  'CONTENT_SERVICE_TOKEN',
  'AUTH_JWT_SECRET',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'CONTENT_API_URL',
  'LIVESCORE_API_URL',
  'CONTENT_DB',
  'MEDIA_DIR',
  'SECURITY_DB',
  'CRM_DB',
  'QUIZ_DB',
  'GAME_DB',
  'OUTBOX_DIR',
  'SMTP_URL',
  'GOOGLE_ISSUER_URL',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'TRUSTED_PROXIES',
  'PREVIEW_URL',
  'REDIS_URL',
] as const;
commandLine({
  usage: serverUsage(
    'npm run content',
    'The embedded services (content API, security, reader accounts, live scores) over the store; seeds it when missing.',
    NAMES,
  ),
  help: 'npm run content -- --help',
});
const settings = loadSettings(NAMES);
const google = googleConfig();
const vapid = { subject: settings.VAPID_SUBJECT, publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY };
try {
  checkVapidKeys(vapid);
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
const paths = { dbPath: settings.CONTENT_DB, mediaDir: settings.MEDIA_DIR };
if (!existsSync(paths.dbPath)) {
  console.log(`${paths.dbPath} is missing: seeding ${DEFAULT_ARTICLES} articles…`);
  seedStore({ ...paths, articles: DEFAULT_ARTICLES, seed: 1, now: Math.floor(Date.now() / 3_600_000) * 3600 });
} else {
  const added = completeSeededStore(paths.dbPath);
  if (added.datasets > 0) console.log(`${paths.dbPath}: added ${added.datasets} supplement datasets the seed has since gained`);
}
if (!isProduction()) devAccounts();
else productionAccounts();

const url = new URL(settings.CONTENT_API_URL);
const server = await startContentServer({
  ...paths,
  securityDbPath: settings.SECURITY_DB,
  crmDbPath: settings.CRM_DB,
  quizDbPath: settings.QUIZ_DB,
  gameDbPath: settings.GAME_DB,
  outboxDir: settings.OUTBOX_DIR,
  host: url.hostname,
  port: Number(url.port || 80),
  serviceToken: settings.CONTENT_SERVICE_TOKEN,
  jwtSecret: settings.AUTH_JWT_SECRET,
  trustedProxies: settings.TRUSTED_PROXIES,
  previewUrl: settings.PREVIEW_URL,
  redisUrl: settings.REDIS_URL,
  vapid,
  ...(google ? { google } : {}),
  ...(settings.SMTP_URL ? { smtpUrl: settings.SMTP_URL } : {}),
}).catch((err: unknown) => exitOnStartFailure('content API', err, { port: 'CONTENT_API_URL', host: 'CONTENT_API_URL' }));
console.log(`content API: ${server.url}/api (store ${paths.dbPath})`);

// The embedded live-score service, on LIVESCORE_API_URL's host and port, unless that names another machine
// (a real live-score service then answers). Its football images go to the media folder; a fixture's `url` is
// the store's article about it.
const livescoreUrl = new URL(settings.LIVESCORE_API_URL);
const matches = LOCAL_HOSTS.has(livescoreUrl.hostname) ? matchArticles(paths.dbPath) : null;
const livescore = matches
  ? await startLivescoreServer({
      host: livescoreUrl.hostname,
      port: Number(livescoreUrl.port || 80),
      mediaDir: paths.mediaDir,
      articleUrl: (id) => matches.get(id) ?? null,
    }).catch((err: unknown) => exitOnStartFailure('live-score service', err, { port: 'LIVESCORE_API_URL', host: 'LIVESCORE_API_URL' }))
  : null;
if (livescore) console.log(`live-score service: ${livescore.url}/livescore/formula-1/seasons, ${livescore.url}/livescore/football/countries`);

exitOnSignal('content API', () => Promise.all([server.close(), livescore?.close()]));

/** Google sign-in when GOOGLE_ISSUER_URL is set: then its client id and secret must be set too. */
function googleConfig(): GoogleConfig | undefined {
  const { GOOGLE_ISSUER_URL: issuerUrl, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = settings;
  if (!issuerUrl) return undefined;
  for (const [name, value] of [
    ['GOOGLE_CLIENT_ID', clientId],
    ['GOOGLE_CLIENT_SECRET', clientSecret],
  ] as const) {
    if (!value) {
      console.error(`${name} is not set: GOOGLE_ISSUER_URL is, and the Google sign-in needs both (README "Secrets")`);
      process.exit(2);
    }
  }
  return { issuerUrl, clientId: clientId!, clientSecret: clientSecret! };
}

/** A production start on a store from development: the one line that says so. */
function productionAccounts(): void {
  const security = openSecurityDb(settings.SECURITY_DB);
  const notice = devEditorNotice(security, settings.SECURITY_DB);
  security.close();
  if (notice) console.warn(notice);
}

/** The development editor and supporters (never in production), and how to sign in as them. */
function devAccounts(): void {
  const files = { securityDb: settings.SECURITY_DB, crmDb: settings.CRM_DB, outboxDir: settings.OUTBOX_DIR };
  const security = openSecurityDb(files.securityDb);
  const editor = ensureDevEditor(security);
  security.close();
  const crm = openCrmDb(files.crmDb);
  seedDevReaders(crm);
  crm.close();
  console.log(`development editor (preview login; not in production):
  e-mail:      ${editor.email}
  password:    ${editor.password}
  TOTP secret: ${editor.totpSecret}   (${otpauthUri(editor.email, editor.totpSecret)})
  current code: npm run editor -- user code --email ${editor.email}
development supporters (sign-in links go to ${files.outboxDir}/): ${DEV_READERS.map((r) => r.email).join(', ')}`);
}
