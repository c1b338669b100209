// `npm start`'s shutdown (scripts/supervise.ts) with real processes: a parent started by npm with the
// package's own start script (its scripts/start.ts replaced by the parent below), real children, a signal
// to npm.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'supervise-'));
const pids: number[] = [];
const START = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;

// A server that closes and exits 0 on SIGTERM (like config/shutdown.ts), and a process with no handler at all.
// Each says `ready` once its handlers are in place (its stdout is npm's): a signal sent before that would meet
// node's default handler, and a busy machine can take longer than any fixed wait to get there.
const READY = "console.log('ready ' + process.pid);";
const SERVER = `const s = require('node:http').createServer((q, r) => r.end('ok')).listen(0, '127.0.0.1', () => { ${READY} });
process.on('SIGTERM', () => s.close(() => process.exit(0)));`;
const PLAIN = `setInterval(() => {}, 1000); ${READY}`;
const STUBBORN = `process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); ${READY}`;
const QUITTER = 'setTimeout(() => process.exit(3), 1500);';

/** A package in a folder of its own whose `npm start` runs the parent as the real one runs scripts/start.ts. */
function parentPackage(children: string[], graceMs = 5_000): string {
  const name = `parent-${Math.random().toString(36).slice(2)}`;
  const path = join(dir, name);
  mkdirSync(path);
  symlinkSync(join(ROOT, 'node_modules'), join(path, 'node_modules'));
  expect(START).toContain('scripts/start.ts');
  writeFileSync(
    join(path, 'package.json'),
    JSON.stringify({ name, private: true, type: 'module', scripts: { start: START.replace('scripts/start.ts', 'parent.ts') } }),
  );
  writeFileSync(
    join(path, 'parent.ts'),
    `import { supervise } from ${JSON.stringify(join(ROOT, 'scripts', 'supervise.ts'))};
const sup = supervise({ graceMs: ${graceMs} });
const kids = ${JSON.stringify(children)}.map((code, i) => sup.run('child ' + i, process.execPath, ['-e', code]));
console.log('pids ' + kids.map((k) => k.pid).join(' '));
`,
  );
  return path;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `npm start` of a parent package; resolves with npm and the children's pids once each child is ready. */
async function startParent(children: string[], graceMs?: number) {
  const parent = spawn('npm', ['start'], { cwd: parentPackage(children, graceMs), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  parent.stderr.on('data', (d: Buffer) => (err += d));
  const exited = once(parent, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const kids = await new Promise<number[]>((resolve, reject) => {
    parent.stdout.on('data', (d: Buffer) => {
      out += d;
      const m = /pids ([\d ]+)\n/.exec(out);
      if (!m) return;
      const pids = m[1]!.split(' ').map(Number);
      // The quitter never says it: it only has to be running.
      const ready = new Set([...out.matchAll(/^ready (\d+)$/gm)].map((r) => Number(r[1])));
      if (pids.every((pid, i) => ready.has(pid) || !children[i]!.includes(READY))) resolve(pids);
    });
    // A parent that stopped on its own (a child quit) before every child was ready: its pids are all there is.
    void exited.then(() => {
      const m = /pids ([\d ]+)\n/.exec(out);
      if (m) resolve(m[1]!.split(' ').map(Number));
      else reject(new Error(`parent exited early: ${err}`));
    });
  });
  pids.push(...kids);
  return { parent, kids, exited, stderr: () => err };
}

afterAll(() => {
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('npm start: a signal to npm', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} stops every child and exits 0`, async () => {
      const { parent, kids, exited } = await startParent([SERVER, PLAIN]);
      expect(kids.every(alive)).toBe(true);
      parent.kill(signal);
      const [code] = await exited;
      expect(code).toBe(0);
      expect(kids.filter(alive)).toEqual([]);
    }, 30_000);
  }

  it('kills a child that does not stop within the grace time, and exits 1', async () => {
    const { parent, kids, exited, stderr } = await startParent([SERVER, STUBBORN], 500);
    parent.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(1);
    expect(kids.filter(alive)).toEqual([]);
    expect(stderr()).toMatch(/pid \d+ did not stop within 0.5 s: killed/);
  }, 30_000);

  it('stops the rest when a child stops on its own, and exits 1', async () => {
    const { kids, exited, stderr } = await startParent([SERVER, QUITTER]);
    const [code] = await exited;
    expect(code).toBe(1);
    expect(kids.filter(alive)).toEqual([]);
    expect(stderr()).toContain('child 1 stopped (3); stopping the rest');
  }, 30_000);
});
