// The embedded services on one listener: the content API (public /api, internal /internal/api), the
// security service (editors' login), the CRM (reader accounts) and the quiz service, each over its own SQLite
// file. Each has its own base-URL setting where it is called (CONTENT_API_URL, SECURITY_API_URL, CRM_API_URL,
// QUIZ_API_URL), so a real
// newsroom service can replace any one of them.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { isProduction, secret } from '../config/secrets';
import { refusedPasswords } from '../domain/devEditor';
import { openDb } from './store/schema';
import { createContentApp } from './api/app';
import { createSecurityApp } from './security/app';
import { openSecurityDb } from './security/db';
import { servicePaths } from './paths';
import { verifyAccessToken } from './security/tokens';
import type { GoogleConfig } from './security/google';
import { createCrmApp, createMailer, openCrmDb } from './crm';
import { alertLog, lineLog, serviceLogger, type Logger } from '../config/log';
import { accessLog } from '../config/accessLog';
import { loadSettings } from '../config/settings';
import { livescoreRoutes } from './api/livescore';
import { createNewsletterApp } from './newsletter/app';
import { createGameApp } from './predictionGame/app';
import { openGameDb } from './predictionGame/store';
import { createQuizApp } from './quiz/app';
import { openQuizDb } from './quiz/store';
import type { TurnQueue } from './turnQueue';
import { createPushApp } from './push/app';
import { createPushSender, checkVapidKeys, type VapidKeys } from './push/sender';
import { healthRoutes } from '../lib/healthRoutes';
import { openRedis, redisReadyWithin } from '../lib/redis';
import { memoryLimiters, type Limiters } from './rateLimit';
import { redisLimiters } from './redisRateLimit';
import { RedisAccountFailures } from './security/accountFailuresRedis';
import type { AccountFailureCounts } from './security/accountFailures';

export interface ContentServerOptions {
  dbPath: string;
  mediaDir: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The prerender job's bearer for the internal calls; default the CONTENT_SERVICE_TOKEN secret. */
  serviceToken?: string;
  /** The editors' store; default SECURITY_DB, else security.db beside the content store. */
  securityDbPath?: string;
  /** Signs and checks editors' access tokens; default the AUTH_JWT_SECRET secret. */
  jwtSecret?: string;
  /** The OpenID provider of the Google sign-in; none: no Google button. */
  google?: GoogleConfig;
  /** The reader accounts' store; default CRM_DB, else crm.db beside the content store. */
  crmDbPath?: string;
  /** Where mail goes: an SMTP URL, else .eml files in outboxDir (default OUTBOX_DIR, else outbox/ beside the content store). */
  smtpUrl?: string;
  outboxDir?: string;
  /** The quizzes and their answers; default QUIZ_DB, else quiz.db beside the content store. */
  quizDbPath?: string;
  /** Where the quiz's calls wait for their turn; default the quiz service's own (tests: one whose turns they hold). */
  quizQueue?: TurnQueue;
  /** The prediction game's tip sheets; default GAME_DB, else game.db beside the content store. */
  gameDbPath?: string;
  /** The live-score service the `/api/livescore/…` calls read; default LIVESCORE_API_URL. */
  livescoreApiUrl?: string;
  /** Web Push's key pair and subject; default the VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY secrets, VAPID_SUBJECT. */
  vapid?: VapidKeys;
  /** How often queued push notices are sent (ms); default 2000. */
  pushIntervalMs?: number;
  /** Which push endpoints a client token may name; default public https push services (tests: their local one). */
  pushEndpointAllowed?: (url: URL) => boolean;
  /** Which addresses a push delivery may go to; default public ones only (tests: their local push service). */
  pushAddressAllowed?: (address: string) => boolean;
  /** Peers whose X-Forwarded-For names the client at the security service; default TRUSTED_PROXIES. */
  trustedProxies?: readonly string[];
  /** The preview as editors open it (the unlock mail's link); default PREVIEW_URL. */
  previewUrl?: string;
  /** Where the services' attempt limits count, shared with the other replicas (D-406); default REDIS_URL, unset: in this process. */
  redisUrl?: string;
  /** The access log and the services' lines; default the process's logger as service 'content' (config/log.ts). */
  logger?: Logger;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export { DEFAULT_CONTENT_API_URL } from '../domain/constants';

export async function startContentServer(opts: ContentServerOptions): Promise<RunningServer> {
  const logger = opts.logger ?? serviceLogger('content');
  // The services' lines mix failures with notes (a sign-in link mailed): warnings.
  const log = opts.log ?? lineLog(logger, 'warn');
  const jwtSecret = opts.jwtSecret ?? secret('AUTH_JWT_SECRET');
  const db = openDb(opts.dbPath);
  const paths = servicePaths(opts.dbPath);
  const securityDb = openSecurityDb(opts.securityDbPath ?? paths.securityDb);
  const crmDb = openCrmDb(opts.crmDbPath ?? paths.crmDb);
  const quizDb = openQuizDb(opts.quizDbPath ?? paths.quizDb);
  const gameDb = openGameDb(opts.gameDbPath ?? paths.gameDb);
  const vapid = opts.vapid ?? {
    subject: loadSettings(['VAPID_SUBJECT']).VAPID_SUBJECT,
    publicKey: secret('VAPID_PUBLIC_KEY'),
    privateKey: secret('VAPID_PRIVATE_KEY'),
  };
  checkVapidKeys(vapid);
  // Notices edits queued (by the editor CLI too, in its own process) go out from here after their commit.
  const stopPush = createPushSender({
    contentDb: db,
    crmDb,
    vapid,
    log,
    ...(opts.pushAddressAllowed ? { addressAllowed: opts.pushAddressAllowed } : {}),
  }).start(opts.pushIntervalMs ?? 2000);
  const { limiters, accountFailures, closeRedis } = await sharedStateOf(opts, log);
  const closeDbs = () => {
    closeRedis();
    quizDb.close();
    gameDb.close();
    db.close();
    securityDb.close();
    crmDb.close();
  };
  const app = new Hono();
  // One access log for the three services on this listener.
  app.use('*', accessLog(logger));
  // Ready while the content store answers a query (issue #37: every service has /healthz and /readyz).
  healthRoutes(app, { store: () => storeProblem(db) });
  const mailer = createMailer({ smtpUrl: opts.smtpUrl, outboxDir: opts.outboxDir ?? paths.outboxDir });
  app.route(
    '/',
    createSecurityApp({
      db: securityDb,
      jwtSecret,
      ...(opts.google ? { google: opts.google } : {}),
      log,
      alert: alertLog(logger),
      mailer,
      previewUrl: opts.previewUrl ?? loadSettings(['PREVIEW_URL']).PREVIEW_URL,
      trustedProxies: opts.trustedProxies ?? loadSettings(['TRUSTED_PROXIES']).TRUSTED_PROXIES,
      limiters,
      ...(accountFailures ? { accountFailures } : {}),
      refusedPasswords: refusedPasswords(isProduction()),
    }),
  );
  app.route('/', createCrmApp({ db: crmDb, mailer, log, limiters }));
  app.route('/', createNewsletterApp({ db: crmDb, mailer, log, limiters }));
  app.route('/', createQuizApp({ db: quizDb, log, limiters, ...(opts.quizQueue ? { queue: opts.quizQueue } : {}) }));
  app.route('/', createGameApp({ db: gameDb, limiters }));
  app.route(
    '/',
    createPushApp({ db: crmDb, publicKey: vapid.publicKey, limiters, ...(opts.pushEndpointAllowed ? { endpointAllowed: opts.pushEndpointAllowed } : {}) }),
  );
  app.notFound((c) => c.json({ error: `Not found: ${new URL(c.req.url).pathname}`, status: 404 }, 404));
  app.route('/', livescoreRoutes(opts.livescoreApiUrl ?? loadSettings(['LIVESCORE_API_URL']).LIVESCORE_API_URL, log));
  app.route(
    '/',
    createContentApp({
      db,
      mediaDir: opts.mediaDir,
      serviceToken: opts.serviceToken ?? secret('CONTENT_SERVICE_TOKEN'),
      verifyEditor: (authorization) => verifyAccessToken(securityDb, jwtSecret, authorization),
      log,
    }),
  );
  const stop = () => stopPush().then(closeDbs);
  return serveApp(app, opts.host ?? '127.0.0.1', opts.port ?? 0, stop);
}

/** The app listening on host:port; `close` stops it and then `stop` (the push sender, the stores). */
function serveApp(app: Hono, host: string, port: number, stop: () => Promise<void>): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    let server: ServerType;
    try {
      server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
        resolve({
          url: `http://${host}:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => void stop().then(done));
              (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            }),
        });
      });
      server.on('error', reject);
    } catch (err) {
      void stop();
      reject(err);
    }
  });
}

/**
 * The services' attempt limits and the editors' wrong passwords per account (D-406): in Redis when one is named,
 * counted with the other replicas (once connected, so that the first calls count there too); else in this process.
 */
async function sharedStateOf(
  opts: ContentServerOptions,
  log: (line: string) => void,
): Promise<{ limiters: Limiters; accountFailures?: AccountFailureCounts; closeRedis(): void }> {
  const url = 'redisUrl' in opts ? opts.redisUrl : loadSettings(['REDIS_URL']).REDIS_URL;
  if (!url) return { limiters: memoryLimiters, closeRedis: () => {} };
  const redis = openRedis(url, log);
  await redisReadyWithin(redis);
  return { limiters: redisLimiters(redis, log), accountFailures: new RedisAccountFailures(redis, log), closeRedis: () => redis.disconnect() };
}

/** null while the content store answers a query, else why not (no path: the reason is for the orchestrator). */
function storeProblem(db: { prepare(sql: string): { get(): unknown } }): string | null {
  try {
    db.prepare('SELECT 1').get();
    return null;
  } catch (err) {
    return `store: ${(err as Error).message}`;
  }
}
