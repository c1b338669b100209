// `npm run content`: the embedded services alone (content API, security, reader accounts), seeded with the
// default corpus when the store is missing. Outside production it also makes sure of the development
// editor and supporters, and prints how to sign in as them.
import { existsSync } from 'node:fs';
import { isProduction, requireSecrets } from '../config/secrets';
import { DEFAULT_CONTENT_API_URL, startContentServer } from './server';
import { defaultPaths, seedStore } from './seed/seed';
import { servicePaths } from './paths';
import { openSecurityDb } from './security/db';
import { ensureDevEditor } from './security/editors';
import { otpauthUri } from './security/totp';
import type { GoogleConfig } from './security/google';
import { openCrmDb, seedDevReaders, DEV_READERS } from './crm';

const DEFAULT_ARTICLES = 2000;

const secrets = requireSecrets(['CONTENT_SERVICE_TOKEN', 'AUTH_JWT_SECRET']);
const google = googleConfig();
const paths = defaultPaths();
if (!existsSync(paths.dbPath)) {
  console.log(`${paths.dbPath} is missing: seeding ${DEFAULT_ARTICLES} articles…`);
  seedStore({ ...paths, articles: DEFAULT_ARTICLES, seed: 1, now: Math.floor(Date.now() / 3_600_000) * 3600 });
}
if (!isProduction()) devAccounts();

const url = new URL(process.env.CONTENT_API_URL ?? DEFAULT_CONTENT_API_URL);
const server = await startContentServer({
  ...paths,
  host: url.hostname,
  port: Number(url.port || 80),
  serviceToken: secrets.CONTENT_SERVICE_TOKEN,
  jwtSecret: secrets.AUTH_JWT_SECRET,
  ...(google ? { google } : {}),
  ...(process.env.SMTP_URL ? { smtpUrl: process.env.SMTP_URL } : {}),
});
console.log(`content API: ${server.url}/api (store ${paths.dbPath})`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** Google sign-in when GOOGLE_ISSUER_URL is set: then its client id and secret must be set too. */
function googleConfig(): GoogleConfig | undefined {
  const issuerUrl = process.env.GOOGLE_ISSUER_URL;
  if (!issuerUrl) return undefined;
  for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const) {
    if (!process.env[name]) {
      console.error(`${name} is not set: GOOGLE_ISSUER_URL is, and the Google sign-in needs both (README "Secrets")`);
      process.exit(2);
    }
  }
  return { issuerUrl, clientId: process.env.GOOGLE_CLIENT_ID!, clientSecret: process.env.GOOGLE_CLIENT_SECRET! };
}

/** The development editor and supporters (never in production), and how to sign in as them. */
function devAccounts(): void {
  const files = servicePaths(paths.dbPath);
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
