import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CRON } from '../prerender/schedule';
import { DEFAULT_NGINX_PORT } from '../prerender/nginx';
import { ALL_NAMES, PAGE_RENDER_SETTINGS, SECRETS, SETTINGS, loadSettings, parseSettings, type SettingName } from './settings';

const ROOT = join(import.meta.dirname, '..');
const errorsOf = (env: Record<string, string>, names: readonly (typeof ALL_NAMES)[number][] = ALL_NAMES) => {
  const r = parseSettings(names, env);
  return r.ok ? [] : r.errors;
};

describe('settings', () => {
  it('has the defaults of the README when nothing is set', () => {
    const r = parseSettings(ALL_NAMES, {});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.settings).toEqual({
      CONTENT_DB: 'data/content.db',
      MEDIA_DIR: 'data/media',
      CONTENT_API_URL: 'http://127.0.0.1:3100',
      LIVESCORE_API_URL: 'http://127.0.0.1:3200',
      SECURITY_API_URL: 'http://127.0.0.1:3100',
      CRM_API_URL: 'http://127.0.0.1:3100',
      QUIZ_API_URL: 'http://127.0.0.1:3100',
      SECURITY_DB: 'data/security.db',
      CRM_DB: 'data/crm.db',
      QUIZ_DB: 'data/quiz.db',
      GAME_DB: 'data/game.db',
      OUTBOX_DIR: 'data/outbox',
      SMTP_URL: undefined,
      VAPID_SUBJECT: 'mailto:push@hirter.hu',
      GOOGLE_ISSUER_URL: undefined,
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      OUT_DIR: 'dist/sites',
      DIST_DIR: 'dist',
      ORIGIN_PORT: 3000,
      RENDER_PORT: 3002,
      RENDER_URL: 'http://127.0.0.1:3002',
      PREVIEW_PORT: 3001,
      PREVIEW_URL: 'http://127.0.0.1:3001',
      LISTEN_HOST: '127.0.0.1',
      TRUSTED_PROXIES: ['127.0.0.0/8', '::1'],
      POLL_TIMEOUT_MS: 5000,
      SHARED_DATA_TTL_MS: 30_000,
      NGINX_PORT: 8080,
      NGINX_DIR: 'dist/nginx',
      NGINX_HSTS_MAX_AGE: 0,
      CDN: 'none',
      VARNISH_PORT: 6081,
      VARNISH_ORIGINS: ['http://127.0.0.1:3000'],
      VARNISH_PURGE_FROM: ['127.0.0.0/8', '::1'],
      VARNISH_DIR: 'dist/varnish',
      CDN_PURGE_URL: undefined,
      PRERENDER_CRON: '*/5 * * * * *',
      PRERENDER_FIRST_PAGES: 3,
      PRERENDER_THREADS: undefined,
      PRERENDER_SWEEP_PAGES: 200,
      RENDER_QUEUE_LOCK_MS: 10_000,
      REDIS_URL: undefined,
      CONTENT_SERVICE_TOKEN: SECRETS.CONTENT_SERVICE_TOKEN.devDefault,
      AUTH_JWT_SECRET: SECRETS.AUTH_JWT_SECRET.devDefault,
      VAPID_PUBLIC_KEY: SECRETS.VAPID_PUBLIC_KEY.devDefault,
      VAPID_PRIVATE_KEY: SECRETS.VAPID_PRIVATE_KEY.devDefault,
      CDN_PURGE_TOKEN: SECRETS.CDN_PURGE_TOKEN.devDefault,
    });
  });

  it('has the defaults the code it configures keeps for itself', () => {
    expect(SETTINGS.PRERENDER_CRON.default).toBe(DEFAULT_CRON);
    expect(SETTINGS.NGINX_PORT.default).toBe(DEFAULT_NGINX_PORT);
  });

  it('counts an empty value as unset, and derives defaults from the settings they follow', () => {
    const empty = Object.fromEntries(ALL_NAMES.map((n) => [n, '']));
    expect(parseSettings(ALL_NAMES, empty)).toEqual(parseSettings(ALL_NAMES, {}));
    const r = parseSettings(['RENDER_URL', 'CRM_API_URL', 'SECURITY_API_URL', 'SECURITY_DB', 'NGINX_DIR', 'ORIGIN_PORT'], {
      RENDER_PORT: '4002',
      CONTENT_API_URL: 'http://content:3100',
      CRM_API_URL: 'http://crm:3200',
      CONTENT_DB: '/srv/data/content.db',
      OUT_DIR: '/srv/out/sites',
      ORIGIN_PORT: '80',
    });
    expect(r).toEqual({
      ok: true,
      settings: {
        RENDER_URL: 'http://127.0.0.1:4002',
        CRM_API_URL: 'http://crm:3200',
        SECURITY_API_URL: 'http://content:3100',
        SECURITY_DB: '/srv/data/security.db',
        NGINX_DIR: '/srv/out/nginx',
        ORIGIN_PORT: 80,
      },
    });
  });

  it('answers a bad value with one line naming the variable, what it accepts and the value', () => {
    expect(errorsOf({ ORIGIN_PORT: 'abc' })).toEqual(["ORIGIN_PORT: a port number (an integer 1–65535) (got 'abc')"]);
    for (const bad of ['0', '65536', '-1', '3000x', ' 3000', '30.5'])
      expect(errorsOf({ RENDER_PORT: bad }), bad).toEqual([`RENDER_PORT: a port number (an integer 1–65535) (got '${bad}')`]);
    for (const bad of ['abc', '0', '1.5', '-2'])
      expect(errorsOf({ PRERENDER_FIRST_PAGES: bad }), bad).toEqual([`PRERENDER_FIRST_PAGES: a positive integer (got '${bad}')`]);
    expect(errorsOf({ PRERENDER_CRON: '*/5 * * *' })).toEqual([
      "PRERENDER_CRON: a cron expression (node-cron: 5 or 6 fields, e.g. '*/5 * * * * *') (got '*/5 * * *')",
    ]);
    expect(errorsOf({ PRERENDER_CRON: '0 61 * * * *' })).toHaveLength(1);
    expect(errorsOf({ PRERENDER_CRON: '*/10 * * * *' })).toEqual([]);
    for (const bad of ['localhost:3100', 'ftp://x', '127.0.0.1:3100', 'http//x'])
      expect(errorsOf({ CONTENT_API_URL: bad }), bad).toEqual([`CONTENT_API_URL: an http:// or https:// URL (got '${bad}')`]);
    expect(errorsOf({ SMTP_URL: 'http://mail' })).toEqual(["SMTP_URL: an smtp:// or smtps:// URL (got 'http://mail')"]);
    expect(errorsOf({ REDIS_URL: 'redis-host:6379' })).toEqual(["REDIS_URL: a redis:// or rediss:// URL (got 'redis-host:6379')"]);
    expect(errorsOf({ REDIS_URL: 'rediss://user:pw@redis.internal:6380/2' })).toEqual([]);
    // A bad value is shown, its password never: error lines end up in kept logs.
    expect(errorsOf({ SMTP_URL: 'smtpx://mailer:S3cret@mail.example:587' })).toEqual([
      "SMTP_URL: an smtp:// or smtps:// URL (got 'smtpx://mailer:***@mail.example:587')",
    ]);
    expect(errorsOf({ REDIS_URL: 'redis//:pw@h' })).toEqual(["REDIS_URL: a redis:// or rediss:// URL (got 'redis//:***@h')"]);
    expect(errorsOf({ LISTEN_HOST: 'my host' })).toEqual(["LISTEN_HOST: a host name or IP address (got 'my host')"]);
    for (const ok of ['0.0.0.0', '::', '::1', 'localhost', 'origin.internal']) expect(errorsOf({ LISTEN_HOST: ok }), ok).toEqual([]);
    for (const bad of ['nginx', '10.0.0.0/33', '127.0.0.1, proxy.internal', ',', '10.0.0.0/8/8'])
      expect(errorsOf({ TRUSTED_PROXIES: bad }), bad).toEqual([
        `TRUSTED_PROXIES: addresses and networks, comma-separated (e.g. '127.0.0.1, 10.0.0.0/8, ::1') (got '${bad}')`,
      ]);
  });

  it('reads TRUSTED_PROXIES as its entries, and PREVIEW_URL from PREVIEW_PORT unless set', () => {
    expect(parseSettings(['TRUSTED_PROXIES'], { TRUSTED_PROXIES: ' 127.0.0.1 , 172.16.0.0/12,fd00::/8 ' })).toEqual({
      ok: true,
      settings: { TRUSTED_PROXIES: ['127.0.0.1', '172.16.0.0/12', 'fd00::/8'] },
    });
    expect(parseSettings(['PREVIEW_URL'], { PREVIEW_PORT: '4001' })).toEqual({ ok: true, settings: { PREVIEW_URL: 'http://127.0.0.1:4001' } });
    expect(parseSettings(['PREVIEW_URL'], { PREVIEW_URL: 'https://elonezet.hirter.hu' })).toEqual({
      ok: true,
      settings: { PREVIEW_URL: 'https://elonezet.hirter.hu' },
    });
  });

  it('names every bad variable, once, and a derived default is not blamed for its source', () => {
    expect(errorsOf({ ORIGIN_PORT: '', RENDER_PORT: 'x', PREVIEW_PORT: '70000' })).toEqual([
      "RENDER_PORT: a port number (an integer 1–65535) (got 'x')",
      "PREVIEW_PORT: a port number (an integer 1–65535) (got '70000')",
    ]);
    // A process that reads only RENDER_URL still learns that RENDER_PORT, which it is made of, is bad.
    expect(errorsOf({ RENDER_PORT: 'x' }, ['RENDER_URL'])).toEqual(["RENDER_PORT: a port number (an integer 1–65535) (got 'x')"]);
    expect(errorsOf({ RENDER_PORT: 'x', RENDER_URL: 'http://render:3002' }, ['RENDER_URL'])).toEqual([]);
    // Settings a process does not read are not its business.
    expect(errorsOf({ ORIGIN_PORT: 'abc' }, ['PREVIEW_PORT'])).toEqual([]);
  });

  it('stops a production process without its secrets with the secrets line', () => {
    const token = 'Qm9vdGguIEEgcmFuZG9tIHRva2VuIGZvciB0ZXN0cw';
    expect(errorsOf({ NODE_ENV: 'production', CONTENT_SERVICE_TOKEN: token }, ['CONTENT_SERVICE_TOKEN', 'AUTH_JWT_SECRET', 'ORIGIN_PORT'])).toEqual([
      'AUTH_JWT_SECRET is not set: in production every secret must be set (README "Secrets")',
    ]);
    // A published or short value is a line of its own, as a missing one is.
    expect(
      errorsOf({ NODE_ENV: 'production', CONTENT_SERVICE_TOKEN: 'x', AUTH_JWT_SECRET: SECRETS.AUTH_JWT_SECRET.devDefault }, [
        'CONTENT_SERVICE_TOKEN',
        'AUTH_JWT_SECRET',
      ]),
    ).toEqual([
      'CONTENT_SERVICE_TOKEN must be at least 32 random characters (got 1 character): make one with `openssl rand -base64 33`',
      'AUTH_JWT_SECRET is the development default printed in the README: in production set a value of your own',
    ]);
  });

  it('loadSettings prints the lines and exits 2 (print and exit injectable)', () => {
    const lines: string[] = [];
    const exit = (code: number): never => {
      throw new Error(`exit ${code}`);
    };
    expect(() => loadSettings(['ORIGIN_PORT', 'OUT_DIR'], { ORIGIN_PORT: 'abc' }, { error: (l) => lines.push(l), exit })).toThrow('exit 2');
    expect(lines).toEqual(["ORIGIN_PORT: a port number (an integer 1–65535) (got 'abc')"]);
    expect(loadSettings(['ORIGIN_PORT', 'OUT_DIR'], { ORIGIN_PORT: '8000' }, { error: (l) => lines.push(l), exit })).toEqual({
      ORIGIN_PORT: 8000,
      OUT_DIR: 'dist/sites',
    });
  });

  it('loadSettings checks the logging settings of every process, whatever it names (a bad LOG_LEVEL was a stack trace)', () => {
    const lines: string[] = [];
    const exit = (code: number): never => {
      throw new Error(`exit ${code}`);
    };
    const io = { error: (l: string) => lines.push(l), exit };
    expect(() => loadSettings(['ORIGIN_PORT'], { LOG_LEVEL: 'loud', LOG_FORMAT: 'xml' }, io)).toThrow('exit 2');
    expect(lines).toEqual(["LOG_LEVEL: one of fatal, error, warn, info, debug, trace, silent (got 'loud')", "LOG_FORMAT: json or pretty (got 'xml')"]);
    // …in any case and spacing, as config/log.ts reads them; only the named settings come back.
    expect(loadSettings(['ORIGIN_PORT'], { LOG_LEVEL: ' WARN', LOG_FORMAT: 'Json' }, io)).toEqual({ ORIGIN_PORT: 3000 });
  });

  it('a server started with a bad value prints one line and exits 2 before it listens', () => {
    for (const [main, variable, value, line] of [
      ['server/origin-main.ts', 'ORIGIN_PORT', 'abc', "ORIGIN_PORT: a port number (an integer 1–65535) (got 'abc')"],
      ['prerender/cli.ts', 'PRERENDER_FIRST_PAGES', 'abc', "PRERENDER_FIRST_PAGES: a positive integer (got 'abc')"],
    ] as const) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', main, ...(main === 'prerender/cli.ts' ? ['--full'] : [])], {
        cwd: ROOT,
        env: { ...process.env, [variable]: value },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.stderr.trim().split('\n'), main).toEqual([line]);
      expect(run.status, main).toBe(2);
    }
  }, 120_000);
});

/** The README "setting (env)" table: each row's names and the start of its default column (before ' ('). */
function readmeSettings(): Map<string, string> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const table = /^\| setting \(env\) \| default \|\n\|---\|---\|\n((?:\|.*\n)+)/m.exec(readme);
  expect(table, 'the README settings table').not.toBeNull();
  const rows = new Map<string, string>();
  for (const line of table![1]!.trimEnd().split('\n')) {
    const [, names, value] = /^\| (.+?) \| (.+) \|$/.exec(line)!;
    const shown = value!.split(' (')[0]!.trim();
    for (const [, name] of names!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) rows.set(name!, shown);
  }
  return rows;
}

describe('the README settings table', () => {
  it('lists every setting of the module, and only those, with the same defaults', () => {
    const rows = readmeSettings();
    expect([...rows.keys()]).toEqual(Object.keys(SETTINGS));
    for (const [name, d] of Object.entries(SETTINGS)) expect(rows.get(name), name).toBe(d.readme);
  });

  it('gives as default what the module answers when the setting is unset', () => {
    const r = parseSettings(Object.keys(SETTINGS) as SettingName[], {});
    if (!r.ok) throw new Error(r.errors.join('\n'));
    for (const [name, d] of Object.entries(SETTINGS) as Array<
      [SettingName, { readme: string; default?: unknown; derived?: { from: string }; schema: () => { parse(v: string): unknown } }]
    >) {
      if (d.default !== undefined) {
        expect(d.readme, name).toBe(`\`${String(d.default)}\``);
      } else if (d.derived) expect(d.readme, name).toMatch(new RegExp(`\\$${d.derived.from}\\b|beside \`${d.derived.from}\``));
      else expect(r.settings[name], name).toBeUndefined();
      // Every default, derived ones included, is a value its own schema accepts (defaults are not checked at run time).
      const value = r.settings[name];
      if (value !== undefined) expect(d.schema().parse(String(value)), name).toEqual(value);
    }
  });
});

describe('the code', () => {
  it('reads no setting from the environment but through config/settings.ts', () => {
    const names = new Set<string>(ALL_NAMES);
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(ROOT, dir))) {
        const path = posix.join(dir, entry);
        if (statSync(join(ROOT, path)).isDirectory()) {
          walk(path);
          continue;
        }
        if (/\.test\.tsx?$/.test(entry) || !/\.(ts|tsx|mjs)$/.test(entry) || path.startsWith('config/')) continue;
        const text = readFileSync(join(ROOT, path), 'utf8');
        for (const m of text.matchAll(/\b(?:process\.env|env)(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g)) {
          const name = m[1] ?? m[2]!;
          if (names.has(name)) found.push(`${path}: ${m[0]}`);
        }
      }
    };
    for (const dir of ['services', 'contentClient', 'domain', 'prerender', 'renderer', 'scripts', 'server', 'workers']) walk(dir);
    expect(found).toEqual([]);
  });

  it('names every setting a page reads as it renders in PAGE_RENDER_SETTINGS, which every rendering process checks at start', () => {
    const read = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(ROOT, dir))) {
        const path = posix.join(dir, entry);
        if (statSync(join(ROOT, path)).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
          const text = readFileSync(join(ROOT, path), 'utf8');
          for (const m of text.matchAll(/\b(?:loadSettings|parseSettings)\(\[([^\]]*)\]/g))
            for (const n of m[1]!.matchAll(/'([A-Z][A-Z0-9_]*)'/g)) read.add(n[1]!);
        }
      }
    };
    for (const dir of ['pages', 'renderer', 'components']) walk(dir);
    expect(read.size).toBeGreaterThan(2);
    // CONTENT_API_URL: every rendering process has it, and a page is handed it (pageContext.contentApiUrl).
    expect([...read].filter((n) => n !== 'CONTENT_API_URL' && !(PAGE_RENDER_SETTINGS as readonly string[]).includes(n))).toEqual([]);
    for (const main of ['server/ssr-main.ts', 'server/preview-main.ts', 'prerender/render-worker-main.ts', 'prerender/options.ts'])
      expect(readFileSync(join(ROOT, main), 'utf8'), main).toContain('...PAGE_RENDER_SETTINGS');
  });
});
