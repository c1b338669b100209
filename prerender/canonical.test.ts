import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalEntries, canonicalFiles, canonicalIndex, nginxCanonicalMap, reloadNginx, writeCanonical } from './canonical';
import type { PageRecord } from './manifest';

const page = (url: string, own?: number): PageRecord => ({ url, site: 'main', articles: [], lists: [], ...(own ? { own } : {}) });

describe('canonicalEntries', () => {
  it('takes every article’s own first page by its slug, sorted, and nothing else', () => {
    const entries = canonicalEntries([
      page('https://hirter.hu/belfold/2024/03/05/zebra', 2),
      page('https://hirter.hu/belfold/2024/03/05/zebra?oldal=2', 2),
      page('https://hirter.ro/erdely/2024/03/05/alma', 1),
      page('https://hirter.hu/rovat/belfold'),
      page('https://hirter.hu/dokumentum/impresszum', 9),
    ]);
    expect(entries).toEqual([
      ['alma', 'https://hirter.ro/erdely/2024/03/05/alma'],
      ['zebra', 'https://hirter.hu/belfold/2024/03/05/zebra'],
    ]);
  });
});

describe('nginxCanonicalMap', () => {
  it('writes one quoted entry a line', () => {
    expect(nginxCanonicalMap([['alma', 'https://hirter.ro/erdely/2024/03/05/alma']])).toBe('alma "https://hirter.ro/erdely/2024/03/05/alma";\n');
  });
  it('refuses what could break out of the map', () => {
    for (const [slug, url] of [
      ['a b', 'https://hirter.hu/x'],
      ['a', 'https://hirter.hu/x";} server {'],
      ['a', 'https://hirter.hu/$x'],
      ['a;', 'https://hirter.hu/x'],
    ]) {
      expect(() => nginxCanonicalMap([[slug!, url!]]), `${slug} ${url}`).toThrow(/cannot be written/);
    }
  });
});

describe('writeCanonical and canonicalIndex', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes both files only when the map changed, and the origin’s index follows within a second', async () => {
    dir = mkdtempSync(join(tmpdir(), 'canonical-'));
    let clock = 0;
    const lookup = canonicalIndex(dir, () => clock);
    expect(lookup('alma')).toBeUndefined();
    expect(await writeCanonical(dir, [['alma', 'https://hirter.ro/erdely/2024/03/05/alma']])).toBe(true);
    expect(readFileSync(canonicalFiles(dir).map, 'utf8')).toContain('alma "https://hirter.ro/erdely/2024/03/05/alma";');
    // Looked at again only after a second.
    expect(lookup('alma')).toBeUndefined();
    clock = 1000;
    expect(lookup('alma')).toBe('https://hirter.ro/erdely/2024/03/05/alma');
    const before = statSync(canonicalFiles(dir).json).mtimeMs;
    expect(await writeCanonical(dir, [['alma', 'https://hirter.ro/erdely/2024/03/05/alma']])).toBe(false);
    expect(statSync(canonicalFiles(dir).json).mtimeMs).toBe(before);
    // A moved article.
    expect(await writeCanonical(dir, [['alma', 'https://hirter.ro/romania/2024/03/06/alma']])).toBe(true);
    utimesSync(canonicalFiles(dir).json, new Date(before + 5000), new Date(before + 5000));
    clock = 2000;
    expect(lookup('alma')).toBe('https://hirter.ro/romania/2024/03/06/alma');
  });

  it('keeps the last map when the file turns unreadable, and is empty when it is gone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'canonical-'));
    let clock = 0;
    await writeCanonical(dir, [['alma', 'https://hirter.hu/belfold/2024/03/05/alma']]);
    const lookup = canonicalIndex(dir, () => clock);
    expect(lookup('alma')).toBe('https://hirter.hu/belfold/2024/03/05/alma');
    writeFileSync(canonicalFiles(dir).json, '{not json');
    clock = 1000;
    expect(lookup('alma')).toBe('https://hirter.hu/belfold/2024/03/05/alma');
    rmSync(canonicalFiles(dir).json);
    clock = 2000;
    expect(lookup('alma')).toBeUndefined();
  });
});

describe('reloadNginx', () => {
  it('sends SIGHUP to the pid of the file, and does nothing without one', async () => {
    const { spawn } = await import('node:child_process');
    const dir = mkdtempSync(join(tmpdir(), 'canonical-hup-'));
    try {
      const child = spawn(
        process.execPath,
        ['-e', "process.on('SIGHUP', () => { console.log('reloaded'); process.exit(0); }); console.log('ready'); setInterval(() => {}, 1000);"],
        { stdio: ['ignore', 'pipe', 'ignore'] },
      );
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      const pidFile = join(dir, 'nginx.pid');
      const lines: string[] = [];
      expect(await reloadNginx(pidFile, (l) => lines.push(l))).toBe(false);
      writeFileSync(pidFile, `${child.pid}\n`);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      expect(await reloadNginx(pidFile, (l) => lines.push(l))).toBe(true);
      expect(await exited).toBe(0);
      expect(out).toContain('reloaded');
      // A stale pid file (the process is gone) is a log line, not a failure of the run.
      expect(await reloadNginx(pidFile, (l) => lines.push(l))).toBe(false);
      expect(lines.join('\n')).toMatch(/did not take the reload/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
