// `npm start`: the whole site on the embedded defaults — the embedded services (content API seeded on first
// run, security, reader accounts), a production build of the pages when there is none, the static output
// (a full prerender when there is none), the cron job that keeps it current, the origin that serves it,
// the public render server the origin forwards searches to, and the editors' preview endpoint.
// Ctrl-C stops all.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { waitFor } from './waitFor';
import { DEFAULT_CONTENT_API_URL, DEFAULT_PREVIEW_PORT, DEFAULT_RENDER_PORT } from '../domain/constants';
import { jobNodeArgs } from '../prerender/nodeFlags';
import { requireSecrets } from '../config/secrets';

// A production start without its secrets stops here, before anything is built or started.
requireSecrets(['CONTENT_SERVICE_TOKEN', 'AUTH_JWT_SECRET']);
const CONTENT_API_URL = process.env.CONTENT_API_URL ?? DEFAULT_CONTENT_API_URL;
const ORIGIN_PORT = process.env.ORIGIN_PORT ?? '3000';
const RENDER_PORT = process.env.RENDER_PORT ?? String(DEFAULT_RENDER_PORT);
const PREVIEW_PORT = process.env.PREVIEW_PORT ?? String(DEFAULT_PREVIEW_PORT);
const OUT_DIR = process.env.OUT_DIR ?? 'dist/sites';
const env = { ...process.env, CONTENT_API_URL, ORIGIN_PORT, RENDER_PORT, PREVIEW_PORT, OUT_DIR };

if (!existsSync('dist/server/entry.mjs')) {
  console.log('building the pages (vike build)…');
  const build = spawnSync('npx', ['vike', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children: ChildProcess[] = [];
function run(script: string, args = ['--import', 'tsx', script]): ChildProcess {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${script} stopped (${signal ?? code}); stopping the rest`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('content/main.ts');
await waitFor(`${CONTENT_API_URL}/api/health`);
if (!existsSync(`${OUT_DIR}/.prerender/cursor`)) {
  console.log('rendering every page (prerender --full)…');
  const full = spawnSync(process.execPath, jobNodeArgs('prerender/cli.ts', '--full'), { stdio: 'inherit', env });
  if (full.status !== 0) stop(full.status ?? 1);
}
run('prerender/cron-main.ts', jobNodeArgs('prerender/cron-main.ts'));
run('server/origin-main.ts');
run('server/ssr-main.ts');
run('server/preview-main.ts');
await waitFor(`http://127.0.0.1:${ORIGIN_PORT}/favicon.svg`);
await waitFor(`http://127.0.0.1:${RENDER_PORT}/favicon.svg`);
await waitFor(`http://127.0.0.1:${PREVIEW_PORT}/favicon.svg`);
console.log(`
  Hírtér (main site, After, G7, Karakter): http://localhost:${ORIGIN_PORT}/
  Hírtér Erdély (Romanian edition):        http://ro.localhost:${ORIGIN_PORT}/
  Editors' preview (login required):       http://localhost:${PREVIEW_PORT}/   (the development editor is printed above)
  Content API:                             ${CONTENT_API_URL}/api
Ctrl-C stops everything.`);
