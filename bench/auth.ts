// `npm run bench -- auth`: the editors' login and the preview's render cost (issue #17), on 127.0.0.1.
// The content API (with the security service) and the preview endpoint run as their own processes, as in
// `npm start`; this process is the client, one request at a time.
//  - login + OTP verify: POST /api/login then POST /api/login/otp/verify, each editor once (codes are
//    single-use), each from its own client address (the per-client limit is 5 a minute); baseline: the
//    same server's /api/health, measured in the same run.
//  - preview render: a draft article page on the preview endpoint with a signed-in editor's cookies
//    (goal p99 ≤ 50 ms on 2 cores); baseline: the public render server rendering a published article
//    page of the same store, measured in the same run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Agent, request } from 'node:http';
import Database from 'better-sqlite3';
import { seedStore } from '../services/seed/seed';
import { openSecurityDb } from '../services/security/db';
import { addEditor } from '../services/security/editors';
import { codeAt } from '../services/security/totp';
import { servicePaths } from '../services/paths';
import { articlePath } from '../domain/urls';
import { PREVIEW_COOKIES } from '../domain/preview';
import type { Article } from '../domain/types';
import { waitFor } from '../scripts/waitFor';
import { freePort } from '../scripts/freePort';
import { median, summary } from './stats';
import { worldSecrets } from '../testing/world/secrets';

const DIR = resolve('bench', '.data', 'auth');
const RUNS = 3;
const LOGINS_PER_RUN = 40;
const RENDER_SECONDS = 8;
const PASSWORD = 'bench-editor-password';
const PREVIEW_GOAL_P99_MS = 50;

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One request; its time in ms, status and body. */
function timed(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ ms: number; status: number; body: string }> {
  return new Promise((done, fail) => {
    const u = new URL(url);
    const start = process.hrtime.bigint();
    const req = request(
      { host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, method: init.method ?? 'GET', headers: init.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ ms: Number(process.hrtime.bigint() - start) / 1e6, status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', fail);
    req.end(init.body);
  });
}

function p(samples: number[], q: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

async function sampleFor(seconds: number, one: () => Promise<number>): Promise<number[]> {
  const out: number[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) out.push(await one());
  return out;
}

export async function run(): Promise<void> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const dbPath = join(DIR, 'content.db');
  const mediaDir = join(DIR, 'media');
  console.log('auth bench: seeding 2,000 articles and the editors…');
  seedStore({ articles: 2000, seed: 1, now: Math.floor(Date.now() / 3_600_000) * 3600, dbPath, mediaDir });
  const editors: { email: string; secret: string }[] = [];
  const security = openSecurityDb(servicePaths(dbPath).securityDb);
  for (let i = 0; i < RUNS * LOGINS_PER_RUN + 1; i++) {
    const email = `bench-${i}@hirter.localhost`;
    editors.push({ email, secret: addEditor(security, { email, password: PASSWORD }).secret });
  }
  security.close();

  const [apiPort, previewPort, renderPort] = [await freePort(), await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  worldSecrets();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DB: dbPath,
    MEDIA_DIR: mediaDir,
    CONTENT_API_URL: api,
    PREVIEW_PORT: String(previewPort),
    RENDER_PORT: String(renderPort),
  };
  // vike sets production in the servers itself; the bench's secrets are given above.
  delete env.NODE_ENV;
  const children: ChildProcess[] = ['services/main.ts', 'server/preview-main.ts', 'server/ssr-main.ts'].map((script) =>
    spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: ['ignore', 'ignore', 'inherit'] }),
  );
  try {
    await waitFor(`${api}/api/health`);
    await waitFor(`http://127.0.0.1:${previewPort}/favicon.svg`);
    await waitFor(`http://127.0.0.1:${renderPort}/favicon.svg`);

    const db = new Database(dbPath, { readonly: true });
    const draftId = db.prepare("SELECT id FROM articles WHERE active = 0 AND type = 'article' ORDER BY id LIMIT 1").pluck().get() as number;
    const publicSlug = db.prepare("SELECT slug FROM articles WHERE visible = 1 AND type = 'article' ORDER BY id LIMIT 1").pluck().get() as string;
    db.close();
    const service = { authorization: `Bearer ${process.env.CONTENT_SERVICE_TOKEN}` };
    const draft = JSON.parse((await timed(`${api}/internal/api/article/${draftId}`, { headers: service })).body) as Article;
    const published = JSON.parse((await timed(`${api}/api/articles/${publicSlug}`)).body) as Article;

    let client = 0;
    const json = (body: unknown, extra: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${Math.floor(++client / 250)}.${client % 250}`, ...extra },
      body: JSON.stringify(body),
    });
    const login = async (who: { email: string; secret: string }) => {
      const first = await timed(`${api}/api/login`, json({ email: who.email, password: PASSWORD }));
      if (first.status !== 200) throw new Error(`login ${first.status} ${first.body}`);
      const { token } = JSON.parse(first.body) as { token: string };
      const second = await timed(`${api}/api/login/otp/verify`, json({ code: codeAt(who.secret, Date.now()) }, { authorization: `Bearer ${token}` }));
      if (second.status !== 200) throw new Error(`otp ${second.status} ${second.body}`);
      return { ms: first.ms + second.ms, tokens: JSON.parse(second.body) as { token: string; refreshToken: string } };
    };

    // The session the preview renders are made with.
    const { tokens } = await login(editors[editors.length - 1]!);
    const cookie = `${PREVIEW_COOKIES.access}=${tokens.token}; ${PREVIEW_COOKIES.refresh}=${tokens.refreshToken}`;
    const previewUrl = `http://127.0.0.1:${previewPort}${articlePath(draft)}`;
    const publicUrl = `http://127.0.0.1:${renderPort}${articlePath(published)}`;
    const page = async (url: string, headers: Record<string, string>) => {
      const r = await timed(url, { headers: { host: 'localhost', ...headers } });
      if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
      return r.ms;
    };
    // Warm both renderers (the first renders load code and fill the shell caches).
    for (let i = 0; i < 30; i++) {
      await page(previewUrl, { cookie });
      await page(publicUrl, {});
    }

    const rows: Record<string, { p50: number; p99: number }[]> = { login: [], health: [], preview: [], public: [] };
    for (let r = 0; r < RUNS; r++) {
      const logins: number[] = [];
      for (const who of editors.slice(r * LOGINS_PER_RUN, (r + 1) * LOGINS_PER_RUN)) logins.push((await login(who)).ms);
      const health = await sampleFor(2, async () => (await timed(`${api}/api/health`)).ms);
      // Alternating halves, so the machine's drift hits both the same.
      const preview: number[] = [];
      const pub: number[] = [];
      for (let half = 0; half < 4; half++) {
        preview.push(...(await sampleFor(RENDER_SECONDS / 4, () => page(previewUrl, { cookie }))));
        pub.push(...(await sampleFor(RENDER_SECONDS / 4, () => page(publicUrl, {}))));
      }
      for (const [name, xs] of [
        ['login', logins],
        ['health', health],
        ['preview', preview],
        ['public', pub],
      ] as const) {
        rows[name]!.push({ p50: p(xs, 0.5), p99: p(xs, 0.99) });
      }
      console.log(`run ${r + 1}: ${logins.length} logins, ${preview.length} preview and ${pub.length} public renders`);
    }
    const col = (name: string, k: 'p50' | 'p99') => rows[name]!.map((x) => x[k]);
    const ratio = (a: string, b: string, k: 'p50' | 'p99') => rows[a]!.map((x, i) => x[k] / rows[b]![i]![k]);
    console.log(`\nauth bench (${RUNS} runs; median [min–max] of each run's figure, ms):`);
    console.log(`  login + OTP verify     p50 ${summary(col('login', 'p50'))}  p99 ${summary(col('login', 'p99'))}`);
    console.log(`  baseline /api/health   p50 ${summary(col('health', 'p50'), 3)}  p99 ${summary(col('health', 'p99'), 3)}`);
    console.log(
      `  preview draft render   p50 ${summary(col('preview', 'p50'))}  p99 ${summary(col('preview', 'p99'))}  (goal p99 ≤ ${PREVIEW_GOAL_P99_MS} ms: ${median(col('preview', 'p99')) <= PREVIEW_GOAL_P99_MS ? 'met' : 'NOT met'})`,
    );
    console.log(`  baseline public render p50 ${summary(col('public', 'p50'))}  p99 ${summary(col('public', 'p99'))}`);
    console.log(`  preview / public render: p50 ×${summary(ratio('preview', 'public', 'p50'))}  p99 ×${summary(ratio('preview', 'public', 'p99'))}`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    agent.destroy();
    await new Promise((done) => setTimeout(done, 300));
    rmSync(DIR, { recursive: true, force: true });
  }
}
