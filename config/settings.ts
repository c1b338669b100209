// Every setting of the site's processes (README "setting (env)"), read and checked in one place. Each has a
// zod schema for a set value, what it accepts (the error line says it), its default and what it does; the
// secrets (config/secrets.ts) are listed here too and keep their own rule (development default outside
// production, required in production).
//
// A process names the settings it reads: `loadSettings(['ORIGIN_PORT', 'OUT_DIR'])`. A bad value stops it
// before anything starts, with one line per bad variable, `<VAR>: <what it accepts> (got '<value>')`, and
// exit 2. An empty value counts as unset (the default): compose.yaml passes optional settings as
// `${VAR:-}`, and `VAR= npm start` reads as "not set", never as port 0 or the current folder.
//
// Light to import: zod (~100 files, a few hundred ms under tsx on a busy machine) is loaded only when a set
// value has to be checked, and node-cron only for a set cron expression; a default needs neither (the tests
// check every default against its own schema).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { z as Z } from 'zod';
import { DEFAULT_CONTENT_API_URL, DEFAULT_POLL_TIMEOUT_MS, DEFAULT_PREVIEW_PORT, DEFAULT_RENDER_PORT } from '../domain/constants.ts';
import { LOOPBACK_PROXIES, parseProxyList } from '../domain/clientAddress.ts';
import { SECRETS, SecretError, secret, type SecretName } from './secrets.ts';

export { SECRETS, type SecretName };

const load = createRequire(import.meta.url);
let zod: typeof Z | undefined;
/** zod, required on first use. */
const z = (): typeof Z => (zod ??= (load('zod') as { z: typeof Z }).z);

interface Def<T, Optional extends boolean> {
  /** Parses a set (non-empty) value; built on first use. */
  schema: () => Z.ZodType<T, string>;
  /** What it accepts, as the error line says it. */
  accepts: string;
  /** The default value; none: unset, or derived from another setting. */
  default?: T;
  /** A default worked out from another setting's value. */
  derived?: { from: string; value: (dep: never) => T };
  /** The default as the README settings table gives it (the start of its default column). */
  readme: string;
  /** What it does. */
  about: string;
  /** Type marker: true when the setting may stay unset. */
  optional?: Optional;
}

const def = <T, O extends boolean = false>(d: Def<T, O>) => d;
const once = <T>(build: () => T): (() => T) => {
  let built: T | undefined;
  return () => (built ??= build());
};

const positiveInt = once(() =>
  z()
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n >= 1),
);
const wholeNumber = once(() =>
  z()
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n)),
);
const lowered = once(() =>
  z()
    .string()
    .transform((v) => v.trim().toLowerCase()),
);
const port = once(() =>
  z()
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535),
);
const urlOf = (protocols: string[]) =>
  once(() =>
    z()
      .string()
      .refine((v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      }),
  );
const httpUrl = urlOf(['http:', 'https:']);
const path = once(() =>
  z()
    .string()
    .refine((v) => !v.includes('\0')),
);
const text = once(() => z().string());
// node-cron's own check.
const cronExpression = once(() =>
  z()
    .string()
    .refine((v) => (load('node-cron') as { validate(e: string): boolean }).validate(v)),
);
const host = once(() =>
  z()
    .string()
    .regex(/^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)$/),
);

// 'a, b/n, …' → its entries (at least one: an empty value is the default).
const nonEmptyProxyList = (v: string) => {
  try {
    return parseProxyList(v).length > 0;
  } catch {
    return false;
  }
};
const proxyList = once(() => z().string().refine(nonEmptyProxyList).transform(parseProxyList));

const PORT = 'a port number (an integer 1–65535)';
const URL_ = 'an http:// or https:// URL';
const PATH = 'a file path';

/** The settings (README "setting (env)"), in the README's order. */
export const SETTINGS = {
  CONTENT_DB: def({ schema: path, accepts: PATH, default: join('data', 'content.db'), readme: '`data/content.db`', about: 'the content store (SQLite)' }),
  MEDIA_DIR: def({
    schema: path,
    accepts: PATH,
    default: join('data', 'media'),
    readme: '`data/media`',
    about: 'generated images and podcast audio, served under /media',
  }),
  CONTENT_API_URL: def({
    schema: httpUrl,
    accepts: URL_,
    default: DEFAULT_CONTENT_API_URL,
    readme: `\`${DEFAULT_CONTENT_API_URL}\``,
    about: 'the embedded services (content API, security, CRM); the content API listens on its host and port',
  }),
  LIVESCORE_API_URL: def({
    schema: httpUrl,
    accepts: URL_,
    default: 'http://127.0.0.1:3200',
    readme: '`http://127.0.0.1:3200`',
    about:
      'the live-score service (specialised-features.md §7: Formula 1 and football); `npm run content` starts the embedded one on its host and port and writes its football images to `MEDIA_DIR`',
  }),
  SECURITY_API_URL: def({
    schema: httpUrl,
    accepts: URL_,
    derived: { from: 'CONTENT_API_URL', value: (u: string) => u },
    readme: '`$CONTENT_API_URL`',
    about: 'the security service the preview signs editors in with',
  }),
  CRM_API_URL: def({
    schema: httpUrl,
    accepts: URL_,
    derived: { from: 'CONTENT_API_URL', value: (u: string) => u },
    readme: '`$CONTENT_API_URL`',
    about: 'where the origin, the render server and nginx.conf send /api/v2/user/…',
  }),
  QUIZ_API_URL: def({
    schema: httpUrl,
    accepts: URL_,
    derived: { from: 'CONTENT_API_URL', value: (u: string) => u },
    readme: '`$CONTENT_API_URL`',
    about:
      'the quiz service: the article renderer reads quizzes there; the origin, the render server and nginx.conf send /api/quiz/ and /api/functions/get-quiz-token',
  }),
  SECURITY_DB: def({
    schema: path,
    accepts: PATH,
    derived: { from: 'CONTENT_DB', value: (db: string) => join(dirname(db), 'security.db') },
    readme: '`security.db` beside `CONTENT_DB`',
    about: 'editors, their sessions',
  }),
  CRM_DB: def({
    schema: path,
    accepts: PATH,
    derived: { from: 'CONTENT_DB', value: (db: string) => join(dirname(db), 'crm.db') },
    readme: '`crm.db` beside `CONTENT_DB`',
    about: 'reader accounts',
  }),
  QUIZ_DB: def({
    schema: path,
    accepts: PATH,
    derived: { from: 'CONTENT_DB', value: (db: string) => join(dirname(db), 'quiz.db') },
    readme: '`quiz.db` beside `CONTENT_DB`',
    about: 'quizzes and their answers',
  }),
  GAME_DB: def({
    schema: path,
    accepts: PATH,
    derived: { from: 'CONTENT_DB', value: (db: string) => join(dirname(db), 'game.db') },
    readme: '`game.db` beside `CONTENT_DB`',
    about: "the prediction game's tip sheets",
  }),
  OUTBOX_DIR: def({
    schema: path,
    accepts: PATH,
    derived: { from: 'CONTENT_DB', value: (db: string) => join(dirname(db), 'outbox') },
    readme: '`outbox/` beside `CONTENT_DB`',
    about: 'mail as .eml files when SMTP_URL is not set',
  }),
  SMTP_URL: def<string, true>({
    schema: urlOf(['smtp:', 'smtps:']),
    accepts: 'an smtp:// or smtps:// URL',
    readme: 'none',
    about: 'mail goes out through it',
    optional: true,
  }),
  VAPID_SUBJECT: def({
    schema: urlOf(['mailto:', 'https:']),
    accepts: 'a mailto: or https: URL',
    default: 'mailto:push@hirter.hu',
    readme: '`mailto:push@hirter.hu`',
    about: 'who sends the Web Push notices, for the push services (VAPID subject)',
  }),
  GOOGLE_ISSUER_URL: def<string, true>({
    schema: httpUrl,
    accepts: URL_,
    readme: 'none',
    about: "Google sign-in's OpenID issuer (needs the client id and secret)",
    optional: true,
  }),
  GOOGLE_CLIENT_ID: def<string, true>({ schema: text, accepts: 'a client id', readme: 'none', about: "Google sign-in's client id", optional: true }),
  GOOGLE_CLIENT_SECRET: def<string, true>({
    schema: text,
    accepts: 'a client secret',
    readme: 'none',
    about: "Google sign-in's client secret",
    optional: true,
  }),
  OUT_DIR: def({ schema: path, accepts: PATH, default: join('dist', 'sites'), readme: '`dist/sites`', about: 'the static output, one folder per site domain' }),
  DIST_DIR: def({
    schema: path,
    accepts: PATH,
    default: 'dist',
    readme: '`dist`',
    about: 'the production build of the pages (vike build) the prerender job renders with',
  }),
  ORIGIN_PORT: def({ schema: port, accepts: PORT, default: 3000, readme: '`3000`', about: 'the static origin' }),
  RENDER_PORT: def({ schema: port, accepts: PORT, default: DEFAULT_RENDER_PORT, readme: `\`${DEFAULT_RENDER_PORT}\``, about: 'the public render server' }),
  RENDER_URL: def({
    schema: httpUrl,
    accepts: URL_,
    derived: { from: 'RENDER_PORT', value: (p: number) => `http://127.0.0.1:${p}` },
    readme: '`http://127.0.0.1:$RENDER_PORT`',
    about: 'the public renderer the origin and nginx.conf send what no file answers',
  }),
  PREVIEW_PORT: def({
    schema: port,
    accepts: PORT,
    default: DEFAULT_PREVIEW_PORT,
    readme: `\`${DEFAULT_PREVIEW_PORT}\``,
    about: "the editors' preview endpoint",
  }),
  PREVIEW_URL: def({
    schema: httpUrl,
    accepts: URL_,
    derived: { from: 'PREVIEW_PORT', value: (p: number) => `http://127.0.0.1:${p}` },
    readme: '`http://127.0.0.1:$PREVIEW_PORT`',
    about: "the preview as editors open it: the security service's unlock mail links to its login page",
  }),
  LISTEN_HOST: def({
    schema: host,
    accepts: 'a host name or IP address',
    default: '127.0.0.1',
    readme: '`127.0.0.1`',
    about: 'the interface the origin, the render server, the preview and the generated nginx.conf listen on',
  }),
  TRUSTED_PROXIES: def({
    schema: proxyList,
    accepts: "addresses and networks, comma-separated (e.g. '127.0.0.1, 10.0.0.0/8, ::1')",
    default: [...LOOPBACK_PROXIES],
    readme: `\`${LOOPBACK_PROXIES.join(',')}\``,
    about:
      "the proxies whose X-Forwarded-For the preview, the security service, the origin, the render server and the job's nginx.conf believe: the client (whom the editors' and readers' limits count) is the right-most address in it that is not one of these",
  }),
  POLL_TIMEOUT_MS: def({
    schema: positiveInt,
    accepts: 'a positive whole number of milliseconds',
    default: DEFAULT_POLL_TIMEOUT_MS,
    readme: `\`${DEFAULT_POLL_TIMEOUT_MS}\``,
    about:
      "how long the origin, the render server, the preview and the generated nginx.conf wait for the answer to a call they forward to the content API (`/api/`, `/media/`: the live layer's polls) or to the quiz service before they answer 504",
  }),
  SHARED_DATA_TTL_MS: def({
    schema: positiveInt,
    accepts: 'a positive whole number of milliseconds',
    default: 30_000,
    readme: '`30000`',
    about:
      "how long the render server keeps a site's shared data (menus, the donations flag, recommender lists) before it asks the content API again: how soon an editor's change of them shows on pages rendered on demand",
  }),
  NGINX_PORT: def({ schema: port, accepts: PORT, default: 8080, readme: '`8080`', about: 'where the generated nginx.conf listens' }),
  NGINX_DIR: def({
    schema: path,
    accepts: PATH,
    derived: { from: 'OUT_DIR', value: (out: string) => join(dirname(out), 'nginx') },
    readme: '`nginx/` beside `OUT_DIR`',
    about: "the generated nginx.conf's pid, logs, temporary files and cache",
  }),
  NGINX_HSTS_MAX_AGE: def({
    schema: wholeNumber,
    accepts: 'a whole number of seconds (0: no header)',
    default: 0,
    readme: '`0`',
    about: "Strict-Transport-Security's max-age in the generated nginx.conf (set it where the site is https only, e.g. 31536000)",
  }),
  CDN: def({
    schema: once(() => lowered().pipe(z().enum(['none', 'varnish']))),
    accepts: 'none or varnish',
    default: 'none',
    readme: '`none`',
    about: "whether `npm start` runs Varnish (prerender/varnish.ts's VCL) in front of the origin on VARNISH_PORT, the publisher purging it (D-410 to D-415)",
  }),
  VARNISH_PORT: def({ schema: port, accepts: PORT, default: 6081, readme: '`6081`', about: 'where Varnish listens (on LISTEN_HOST) when CDN=varnish' }),
  VARNISH_ORIGINS: def({
    schema: once(() =>
      z()
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((u) => u.trim())
            .filter(Boolean),
        )
        .refine((list) => list.length > 0 && list.every((u) => /^http:\/\/[^/?#]+\/?$/.test(u))),
    ),
    accepts: 'http:// origins without a path, comma-separated',
    derived: { from: 'ORIGIN_PORT', value: (p: number) => [`http://127.0.0.1:${p}`] },
    readme: '`http://127.0.0.1:$ORIGIN_PORT`',
    about: 'the origins Varnish takes turns at (two origins over one output folder: docs/deploy.md)',
  }),
  VARNISH_PURGE_FROM: def({
    schema: proxyList,
    accepts: "addresses and networks, comma-separated (e.g. '127.0.0.1, 10.0.0.0/8')",
    default: [...LOOPBACK_PROXIES],
    readme: `\`${LOOPBACK_PROXIES.join(',')}\``,
    about: "the addresses Varnish takes a PURGE from (the publisher's); any other gets 403",
  }),
  VARNISH_DIR: def({
    schema: path,
    accepts: PATH,
    derived: { from: 'OUT_DIR', value: (out: string) => join(dirname(out), 'varnish') },
    readme: '`varnish/` beside `OUT_DIR`',
    about: "Varnish's working folder (-n) and its generated default.vcl",
  }),
  CDN_PURGE_URL: def<string, true>({
    schema: httpUrl,
    accepts: URL_,
    readme: 'none',
    about: 'where the publisher sends the PURGE of the keys a run changed (D-412); unset: no CDN, nothing sent',
    optional: true,
  }),
  PRERENDER_CRON: def({
    schema: cronExpression,
    accepts: "a cron expression (node-cron: 5 or 6 fields, e.g. '*/5 * * * * *')",
    default: '*/5 * * * * *',
    readme: '`*/5 * * * * *`',
    about: 'incremental publishing runs',
  }),
  PRERENDER_FIRST_PAGES: def({
    schema: positiveInt,
    accepts: 'a positive integer',
    default: 3,
    readme: '`3`',
    about: 'first pages of each list an edit re-renders',
  }),
  PRERENDER_THREADS: def<number, true>({
    schema: positiveInt,
    accepts: 'a positive integer',
    readme: 'one per core',
    about: 'render worker threads of the prerender job',
    optional: true,
  }),
  PRERENDER_SWEEP_PAGES: def({
    schema: positiveInt,
    accepts: 'a positive integer',
    default: 200,
    readme: '`200`',
    about: 'deep list pages the sweep re-renders once a minute',
  }),
  RENDER_QUEUE_LOCK_MS: def({
    schema: positiveInt,
    accepts: 'a positive integer (ms)',
    default: 10_000,
    readme: '`10000`',
    about:
      "how long a render worker's hold on a batch lasts unrenewed (renewed at half), and how often the workers look for batches whose worker died: such a batch is rendered again within about twice this (D-418)",
  }),
  REDIS_URL: def<string, true>({
    schema: urlOf(['redis:', 'rediss:']),
    accepts: 'a redis:// or rediss:// URL',
    readme: 'none',
    about:
      "the state replicas share: the services' rate limits, the publisher's lock and the render queue of `--queue` (D-406, D-407, D-416); unset: each process keeps its own limits, the lock is a file in `OUT_DIR/.prerender/` and there is no queue",
    optional: true,
  }),
  // Their defaults depend on where the process runs (a terminal, vitest): config/log.ts works them out.
  LOG_LEVEL: def<string, true>({
    // Any case and spacing, as config/log.ts reads it.
    schema: once(() => lowered().pipe(z().enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']))),
    accepts: 'one of fatal, error, warn, info, debug, trace, silent',
    readme: '`info`',
    about: 'the lowest level logged',
    optional: true,
  }),
  LOG_FORMAT: def<string, true>({
    schema: once(() => lowered().pipe(z().enum(['json', 'pretty']))),
    accepts: 'json or pretty',
    readme: '`pretty` on a terminal, else `json`',
    about: 'how log lines are written',
    optional: true,
  }),
};

export type SettingName = keyof typeof SETTINGS;

/**
 * What a page reads itself when it renders (pages/football/source.ts, pages/formula1/source.ts,
 * pages/article/loadQuiz.ts, renderer/shell.ts): every process that renders pages names these too, so a bad value
 * stops it at start with its one line, not each page with an error.
 */
export const PAGE_RENDER_SETTINGS = ['LIVESCORE_API_URL', 'QUIZ_API_URL', 'SHARED_DATA_TTL_MS'] as const satisfies readonly SettingName[];
export type Name = SettingName | SecretName;

type ValueOf<D> = D extends Def<infer T, infer O> ? (true extends O ? T | undefined : T) : never;
/** Every setting's value once checked, defaults applied; secrets as strings. */
export type Settings = { [K in SettingName]: ValueOf<(typeof SETTINGS)[K]> } & Record<SecretName, string>;

export type Parsed<N extends Name> = { ok: true; settings: Pick<Settings, N> } | { ok: false; errors: string[] };

const isSecret = (name: string): name is SecretName => Object.hasOwn(SECRETS, name);

/**
 * Checks the named settings (and those their defaults come from) in `env`: their values, or one line per bad
 * variable, `<VAR>: <what it accepts> (got '<value>')` (a missing secret in production: its own line).
 */
export function parseSettings<N extends Name>(names: readonly N[], env: NodeJS.ProcessEnv = process.env): Parsed<N> {
  const out: Record<string, unknown> = {};
  const errors: string[] = [];
  const failed = new Set<string>();
  const read = (name: Name): unknown => {
    if (name in out || failed.has(name)) return out[name];
    if (isSecret(name)) {
      try {
        return (out[name] = secret(name, env));
      } catch (err) {
        if (!(err instanceof SecretError)) throw err;
        failed.add(name);
        errors.push(err.message);
        return undefined;
      }
    }
    const d = SETTINGS[name] as Def<unknown, boolean>;
    const raw = env[name];
    if (raw === undefined || raw === '') {
      if (d.derived) {
        const dep = read(d.derived.from as SettingName);
        if (failed.has(d.derived.from)) {
          failed.add(name);
          return undefined;
        }
        return (out[name] = (d.derived.value as (v: unknown) => unknown)(dep));
      }
      return (out[name] = d.default);
    }
    const r = d.schema().safeParse(raw);
    if (r.success) return (out[name] = r.data);
    failed.add(name);
    errors.push(`${name}: ${d.accepts} (got '${shownValue(raw)}')`);
    return undefined;
  };
  for (const name of names) read(name);
  if (errors.length) return { ok: false, errors };
  const settings = {} as Record<string, unknown>;
  for (const name of names) settings[name] = out[name];
  return { ok: true, settings: settings as Pick<Settings, N> };
}

/** A bad value as an error line shows it: a URL's password hidden ('smtp://user:***@host'), since logs are kept. */
export function shownValue(raw: string): string {
  return raw.replace(/(\/\/[^\s/@:]*:)[^\s/@]+@/g, '$1***@');
}

export interface LoadIo {
  error(line: string): void;
  exit(code: number): never;
}

/** Read by every process through its logger (config/log.ts), so checked with whatever else a process names. */
const LOG_SETTINGS: readonly Name[] = ['LOG_LEVEL', 'LOG_FORMAT'];

/**
 * The settings a process reads, checked once at its start: a bad value prints one line per bad variable and
 * exits 2 before anything listens or is written. LOG_LEVEL and LOG_FORMAT are always checked (a bad one was
 * a stack trace from the first log line, issue #37).
 */
export function loadSettings<N extends Name>(
  names: readonly N[],
  env: NodeJS.ProcessEnv = process.env,
  io: LoadIo = { error: (line) => console.error(line), exit: (code) => process.exit(code) },
): Pick<Settings, N> {
  const r = parseSettings([...new Set([...names, ...LOG_SETTINGS])], env);
  if (r.ok) return Object.fromEntries(names.map((name) => [name, r.settings[name]])) as Pick<Settings, N>;
  for (const line of r.errors) io.error(line);
  return io.exit(2);
}

/** Every setting's name, then the secrets'. */
export const ALL_NAMES = [...(Object.keys(SETTINGS) as SettingName[]), ...(Object.keys(SECRETS) as SecretName[])] as const;
