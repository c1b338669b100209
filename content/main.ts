// `npm run content`: the embedded content API alone, seeded with the default corpus when the store is missing.
import { existsSync } from 'node:fs';
import { requireSecrets } from '../config/secrets';
import { DEFAULT_CONTENT_API_URL, startContentServer } from './server';
import { defaultPaths, seedStore } from './seed/seed';

const DEFAULT_ARTICLES = 2000;

const secrets = requireSecrets(['CONTENT_SERVICE_TOKEN', 'AUTH_JWT_SECRET']);
const paths = defaultPaths();
if (!existsSync(paths.dbPath)) {
  console.log(`${paths.dbPath} is missing: seeding ${DEFAULT_ARTICLES} articles…`);
  seedStore({ ...paths, articles: DEFAULT_ARTICLES, seed: 1, now: Math.floor(Date.now() / 3_600_000) * 3600 });
}

const url = new URL(process.env.CONTENT_API_URL ?? DEFAULT_CONTENT_API_URL);
const server = await startContentServer({
  ...paths,
  host: url.hostname,
  port: Number(url.port || 80),
  serviceToken: secrets.CONTENT_SERVICE_TOKEN,
});
console.log(`content API: ${server.url}/api (store ${paths.dbPath})`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
