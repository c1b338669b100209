// The origin while the prerender job replaces and deletes a page (issue #18): concurrent GETs with and
// without Accept-Encoding against a real listener, while a child process renames new versions over the page
// and its copies (as the job does, prerender/siblings.ts putVersion: the old copies removed, the HTML, then
// the new .gz and .br, one mtime on all three) and deletes it now and then. Every answer must be whole
// (Content-Length = bytes received, none cut or hung), never a 5xx, and every body one complete version (or
// the 404 page while the page is gone). Sizing a file by path and then opening it by path failed this within
// a second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startOrigin } from './origin';

const LOAD_MS = 6000;
const CONNECTIONS = 48;
const NOT_FOUND = '<h1>A keresett oldal nem található.</h1>';
/** Versions of very different sizes, a few past the size the origin streams rather than reads whole (1 MiB). */
const VERSION = /^<!doctype html><p>v(\d+)<\/p>(x*)<!--end v\1 (\d+)-->$/;

let dir: string;
let api: Server;
let origin: { url: string; close(): Promise<void> };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'origin-stress-'));
  mkdirSync(join(dir, 'hirter.hu', 'cikk'), { recursive: true });
  const notFound = join(dir, 'hirter.hu', '404.html');
  writeFileSync(notFound, NOT_FOUND);
  writeFileSync(`${notFound}.gz`, gzipSync(NOT_FOUND));
  writeFileSync(`${notFound}.br`, brotliCompressSync(NOT_FOUND));
  const t = new Date();
  for (const f of [notFound, `${notFound}.gz`, `${notFound}.br`]) utimesSync(f, t, t);
  api = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  origin = await startOrigin({ outDir: dir, contentApiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, log: () => {} });
});

afterAll(async () => {
  await origin?.close();
  api?.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The job's way of replacing a page, in a child process so it races the server for real, and as fast as it
 * can: the versions are made, compressed and given their mtime up front (one per version, on all three
 * files), and the loop only puts each under a temp name (a hard link) and renames it over the target.
 */
const WRITER = String.raw`
const fs = require('node:fs');
const zlib = require('node:zlib');
const [file, ms] = [process.argv[1], Number(process.argv[2])];
const staged = file + '.versions';
fs.mkdirSync(staged);
const base = Date.now() - 3600000;
const versions = Array.from({ length: 24 }, (_, k) => {
  const size = k % 11 === 5 ? 1200000 + k : 500 + ((k * 7919) % 60000);
  const html = Buffer.from('<!doctype html><p>v' + k + '</p>' + 'x'.repeat(size) + '<!--end v' + k + ' ' + size + '-->');
  const parts = [['', html], ['.gz', zlib.gzipSync(html, { level: 1 })], ['.br', zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })]];
  const mtime = new Date(base + k * 1000);
  return parts.map(([suffix, data]) => {
    const src = staged + '/v' + k + '.html' + suffix;
    fs.writeFileSync(src, data);
    fs.utimesSync(src, mtime, mtime);
    return [src, file + suffix];
  });
});
const until = Date.now() + ms;
let n = 0, deletes = 0;
// A short pause every few swaps: thousands of swaps a second still, and a core left for the server (the
// test suite runs beside other files on two cores).
const pause = new Int32Array(new SharedArrayBuffer(4));
while (Date.now() < until) {
  n++;
  if (n % 8 === 0) Atomics.wait(pause, 0, 0, 1);
  if (n % 9 === 0) {
    for (const f of [file, file + '.gz', file + '.br']) fs.rmSync(f, { force: true });
    deletes++;
    continue;
  }
  for (const f of [file + '.gz', file + '.br']) fs.rmSync(f, { force: true });
  for (const [src, target] of versions[n % versions.length]) {
    const tmp = target + '.' + n + '.tmp';
    fs.linkSync(src, tmp);
    fs.renameSync(tmp, target);
  }
}
process.stdout.write(JSON.stringify({ writes: n, deletes }));
`;

interface Tally {
  answers: number;
  truncated: number;
  /** Requests with no answer at all within the time limit (a loaded machine). */
  slow: number;
  serverErrors: number;
  wrongBodies: string[];
  compressed: number;
  notFound: number;
  versions: Set<number>;
  /** How each truncation showed (cut, short, hung, hang-up). */
  problems: string[];
}

function checkBody(body: Buffer, encoding: string | undefined, status: number, t: Tally): void {
  const raw = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  const text = raw.toString();
  if (status === 404) {
    if (text !== NOT_FOUND) t.wrongBodies.push(`404 with ${text.slice(0, 60)}`);
    t.notFound++;
    return;
  }
  const m = VERSION.exec(text);
  if (!m || m[2]!.length !== Number(m[3])) t.wrongBodies.push(`${encoding ?? 'identity'} ${text.length} bytes: …${text.slice(-40)}`);
  else t.versions.add(Number(m[1]));
}

function get(agent: Agent, port: number, accept: string | undefined, t: Tally): Promise<void> {
  return new Promise((resolve) => {
    const req = request(
      { agent, host: '127.0.0.1', port, path: '/cikk', headers: { host: 'hirter.hu', ...(accept ? { 'accept-encoding': accept } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('aborted', () => {
          t.truncated++;
          t.problems.push('aborted ' + res.headers['content-length'] + ' ' + chunks.reduce((a, c) => a + c.length, 0));
        });
        res.on('error', () => {});
        res.on('end', () => {
          clearTimeout(timer);
          t.answers++;
          const body = Buffer.concat(chunks);
          const status = res.statusCode ?? 0;
          if (status >= 500) t.serverErrors++;
          else if (!res.complete || body.length !== Number(res.headers['content-length'])) {
            t.truncated++;
            t.problems.push(`short ${res.complete} ${res.headers['content-length']} ${body.length}`);
          } else {
            if (res.headers['content-encoding']) t.compressed++;
            try {
              checkBody(body, res.headers['content-encoding'], status, t);
            } catch (err) {
              t.wrongBodies.push(`undecodable ${res.headers['content-encoding']}: ${(err as Error).message}`);
            }
          }
          resolve();
        });
      },
    );
    // An answer shorter than its Content-Length never ends on a kept-alive connection: a hang after the
    // headers is a truncation. No answer at all in time is a slow machine, not a wrong answer.
    const timer = setTimeout(() => {
      if (started) {
        t.truncated++;
        t.problems.push('hung after the headers');
      } else t.slow++;
      req.destroy();
      resolve();
    }, 15_000);
    let started = false;
    req.on('response', () => (started = true));
    req.on('error', (e) => {
      clearTimeout(timer);
      t.problems.push('error ' + e.message);
      t.truncated++;
      resolve();
    });
    req.end();
  });
}

describe('the origin while a page is replaced and deleted', () => {
  it('answers every request whole, with one complete version, never a 5xx', { timeout: 60_000 }, async () => {
    const file = join(dir, 'hirter.hu', 'cikk', 'index.html');
    const port = Number(new URL(origin.url).port);
    const writer = spawn(process.execPath, ['-e', WRITER, file, String(LOAD_MS)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    writer.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((r) => writer.on('exit', r));
    const t: Tally = { answers: 0, truncated: 0, slow: 0, serverErrors: 0, wrongBodies: [], compressed: 0, notFound: 0, versions: new Set(), problems: [] };
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const accepts = [undefined, 'gzip', 'br', 'gzip, deflate, br', 'br;q=0, gzip'];
    const until = Date.now() + LOAD_MS;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, i) => {
        for (let n = i; Date.now() < until; n++) await get(agent, port, accepts[n % accepts.length], t);
      }),
    );
    agent.destroy();
    expect(await exited).toBe(0);
    const writes = JSON.parse(out) as { writes: number; deletes: number };
    const summary = { ...t, versions: t.versions.size, wrongBodies: t.wrongBodies.slice(0, 5), problems: t.problems.slice(0, 5), writes };
    console.log(`origin stress: ${JSON.stringify(summary)}`);
    expect(t.truncated, JSON.stringify(summary)).toBe(0);
    expect(t.serverErrors, JSON.stringify(summary)).toBe(0);
    expect(t.wrongBodies, JSON.stringify(summary)).toEqual([]);
    // The load overlapped the writes: many versions, compressed answers and the page's absence were all seen.
    expect(t.answers).toBeGreaterThan(150);
    expect(t.versions.size).toBeGreaterThan(10);
    expect(t.compressed).toBeGreaterThan(50);
    expect(t.notFound).toBeGreaterThan(0);
  });
});
