// `npm start` (scripts/start.ts) on a copy of the run's template and its build: the banner is what it prints
// last, once every server answers (nothing but debug lines after it), and no warning block and no poll's access
// line at info level comes before or after it (issue #37: the banner was buried under vite's and vike's
// warnings and the pollers' lines). It logs at debug level here, so the polls' lines are seen at their level.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isPolled } from '../../domain/accessLevel';
import { startBanner } from '../../scripts/banner';
import { freePort } from '../../scripts/freePort';
import { worldPaths } from '../../testing/world/template';
import { CACHE_STATUS_HEADER, PROBE_PATH, VARNISHD } from '../../prerender/varnish';
import { existsSync } from 'node:fs';

/** `npm start` with CDN=varnish where Varnish is installed: its Varnish in front of the origin, named in the banner. */
const CDN = existsSync(VARNISHD);

const ROOT = join(import.meta.dirname, '..', '..');
/** Only against a hang: six processes start on a loaded machine. */
const CEILING_MS = 180_000;
const LAST_LINE = 'Ctrl-C stops everything.';

let dir = '';
let child: ChildProcess;
let output = '';
/** The output as it was when the banner's last line came. */
let atBanner = '';
let banner = '';
let ended: Promise<number | null>;
let varnishPort = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reader-start-'));
  cpSync(inject('template'), dir, { recursive: true });
  const { dbPath, mediaDir, outDir } = worldPaths(dir);
  const [origin, render, preview, content, livescore, varnish] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort(), freePort()]);
  const contentApiUrl = `http://127.0.0.1:${content}`;
  varnishPort = varnish;
  banner = startBanner({ originPort: origin, previewPort: preview, contentApiUrl, production: false, ...(CDN ? { cdnPort: varnish } : {}) });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DIST_DIR: inject('distDir'),
    CONTENT_DB: dbPath,
    MEDIA_DIR: mediaDir,
    OUT_DIR: outDir,
    ORIGIN_PORT: String(origin),
    RENDER_PORT: String(render),
    PREVIEW_PORT: String(preview),
    CONTENT_API_URL: contentApiUrl,
    LIVESCORE_API_URL: `http://127.0.0.1:${livescore}`,
    // Every line with its level (vitest's own default is silence), as JSON to be read here.
    LOG_LEVEL: 'debug',
    LOG_FORMAT: 'json',
    ...(CDN ? { CDN: 'varnish', VARNISH_PORT: String(varnish), VARNISH_DIR: join(dir, 'varnish') } : {}),
  };
  delete env.VITEST;
  delete env.NODE_ENV;
  // One pipe for both streams, so the lines keep the order they were written in.
  child = spawn('sh', ['-c', 'exec node --import tsx scripts/start.ts 2>&1'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  ended = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within ${CEILING_MS / 1000} s:\n${output.slice(-4000)}`)), CEILING_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!atBanner && output.includes(LAST_LINE)) {
        atBanner = output;
        clearTimeout(timer);
        resolve();
      }
    });
    void ended.then((code) => reject(new Error(`npm start exited (${code}) before its banner:\n${output.slice(-4000)}`)));
  });
}, CEILING_MS + 10_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await ended;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Lines that are no log line of a service (vite's and vike's warnings, the scripts' own text). */
const plain = (text: string) => text.split('\n').filter((line) => !line.startsWith('{'));
/**
 * A warning of the code or the build. vike's note that a data() hook took over 4 s (hooksTimeout) is left out:
 * it tells the machine's load (the cron job's sweep on a busy test machine), not something to fix in the code.
 */
const warnings = (text: string) => plain(text).filter((line) => /\(!\)|\bwarning\b/i.test(line) && !line.includes('vike.dev/hooksTimeout'));
interface LogLine {
  level: string;
  msg: string;
  path?: string;
}
const logLines = (text: string): LogLine[] =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
/** The polls' access lines written above debug level: what a developer's terminal (info) would show. */
const loudPolls = (text: string) => logLines(text).filter((l) => l.msg === 'request' && l.path !== undefined && isPolled(l.path) && l.level !== 'debug');

/** Resolves once the output has a line `wanted` accepts (a ceiling against a hang only). */
function lineCame(wanted: (l: LogLine) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no such line came')), CEILING_MS);
    const look = () => {
      if (!logLines(output.slice(0, output.lastIndexOf('\n') + 1)).some(wanted)) return;
      clearTimeout(timer);
      child.stdout!.off('data', look);
      resolve();
    };
    child.stdout!.on('data', look);
    look();
  });
}

describe('npm start', () => {
  it('prints the banner last, once every server answers, with where to sign in to the preview', () => {
    const at = atBanner.indexOf(banner.trim());
    expect(at).toBeGreaterThan(0);
    expect(banner).toContain('development editor: szerkeszto@hirter.localhost');
    // After it, only what a terminal at info level does not show.
    const after = atBanner
      .slice(at + banner.trim().length)
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(after.filter((line) => !line.startsWith('{') || (JSON.parse(line) as LogLine).level !== 'debug')).toEqual([]);
  });

  it.skipIf(!CDN)('serves the site through its Varnish with CDN=varnish: a miss, then a hit', async () => {
    const ask = () => fetch(`http://127.0.0.1:${varnishPort}/`).then(async (r) => (await r.arrayBuffer(), [r.status, r.headers.get(CACHE_STATUS_HEADER)]));
    const first = await ask();
    expect(first[0]).toBe(200);
    expect(await ask()).toEqual([200, 'HIT']);
    // The probe's file, asked by Varnish every 2 s and by npm start's last wait before its banner, is the edge's
    // probe's: its access lines are at debug, so none shows at a terminal however late it comes (a reader's agent
    // put the wait's at info, after the banner once in a proof). server/origin.test.ts holds the origin to the level.
    await lineCame((l) => l.msg === 'request' && l.path === PROBE_PATH);
    expect(logLines(output).filter((l) => l.msg === 'request' && l.path === PROBE_PATH && l.level !== 'debug')).toEqual([]);
  });

  it('prints no warning block before it and no poll’s access line at info level', () => {
    expect(warnings(atBanner)).toEqual([]);
    expect(loudPolls(atBanner)).toEqual([]);
  });

  it('writes the cron job’s polls at debug level, and stops on SIGTERM with exit 0', async () => {
    // The cron job's first run asks the content API's health first.
    await lineCame((l) => l.msg === 'request' && l.path === '/internal/api/health');
    child.kill('SIGTERM');
    expect(await ended).toBe(0);
    expect(warnings(output)).toEqual([]);
    expect(loudPolls(output)).toEqual([]);
  });
});
