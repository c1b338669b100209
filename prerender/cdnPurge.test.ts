import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PURGE_HEADER, PURGE_TOKEN_HEADER } from '../domain/surrogateKeys';
import { secret } from '../config/secrets';
import { CdnPurge, PENDING_FILE } from './cdnPurge';
import { statePaths } from './jobState';

/** A stand-in CDN: what it was sent, and whether it takes it. */
let server: Server;
let url: string;
let seen: { method: string; keys: string; token?: string }[] = [];
let answering = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', keys: String(req.headers[PURGE_HEADER] ?? ''), token: String(req.headers[PURGE_TOKEN_HEADER] ?? '') });
    res.writeHead(answering).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'cdn-purge-'));
  seen = [];
  answering = 200;
  return () => rmSync(outDir, { recursive: true, force: true });
});

const pending = () => join(statePaths(outDir).dir, PENDING_FILE);

describe("the publisher's CDN purge", () => {
  it('sends the keys of the files it is given, by PURGE, right away, with its token', async () => {
    const cdn = new CdnPurge({ url, token: 'the-publishers-token', outDir, log: () => {} });
    await cdn.files([join(outDir, 'hirter.hu/rovat/belfold/index.html'), join(outDir, 'hirter.hu/rss/rovat/belfold/index.xml'), join(outDir, '.prerender/x')]);
    expect(seen).toEqual([{ method: 'PURGE', keys: 'hirter.hu/rovat/belfold hirter.hu/rss/rovat/belfold', token: 'the-publishers-token' }]);
  });

  it('carries the CDN_PURGE_TOKEN secret when it is given none', async () => {
    const cdn = new CdnPurge({ url, outDir, log: () => {} });
    await cdn.files([join(outDir, 'hirter.hu/index.html')]);
    expect(seen.map((s) => s.token)).toEqual([secret('CDN_PURGE_TOKEN')]);
  });

  it('sends nothing without a purge URL', async () => {
    const cdn = new CdnPurge({ url: undefined, outDir, log: () => {} });
    await cdn.files([join(outDir, 'hirter.hu/index.html')]);
    expect(seen).toEqual([]);
  });

  it('never throws when the CDN refuses or is away; keeps the keys and sends them again at the next run, even from a new process', async () => {
    const lines: string[] = [];
    answering = 403;
    const cdn = new CdnPurge({ url, outDir, log: (l) => lines.push(l) });
    await cdn.files([join(outDir, 'hirter.hu/a/index.html')]);
    expect(lines.join('\n')).toMatch(/failed \(answered 403\)/);
    // The rest of the run does not wait on the CDN: its keys join the owed ones.
    await cdn.files([join(outDir, 'hirter.hu/b/index.html')]);
    expect(seen).toHaveLength(1);
    expect(cdn.owed).toBe(2);
    expect(existsSync(pending())).toBe(true);

    answering = 200;
    seen = [];
    const next = new CdnPurge({ url, outDir, log: (l) => lines.push(l) });
    await next.newRun();
    expect(seen.map((s) => s.keys)).toEqual(['hirter.hu/a hirter.hu/b']);
    expect(next.owed).toBe(0);
    expect(existsSync(pending())).toBe(false);
  });

  it('owes the keys of a CDN that does not answer at all', async () => {
    const cdn = new CdnPurge({ url: 'http://127.0.0.1:1/', outDir, log: () => {} });
    await cdn.files([join(outDir, 'hirter.hu/a/index.html')]);
    expect(cdn.owed).toBe(1);
  });
});
