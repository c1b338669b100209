// The commands package.json gives a newcomer, started as their scripts start them (no build needed: each
// answers before it loads one): `--help` is the usage on stdout and exit 0; an unknown option, a bad setting
// and a busy port are ONE line on stderr, naming what to change, and exit 2 — never a stack trace (issue #37).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
/** Only against a hang: a dozen tsx processes start at once on a shared machine. */
const CEILING_MS = 60_000;

/** The scripts that run a file of the repository (not the test runners, which have their own options). */
const COMMANDS = Object.keys(scripts).filter((name) => /\.ts\b/.test(scripts[name]!) && !/scripts\/(test|systemDeps)\.ts/.test(scripts[name]!));

/** Runs script `name`'s file with `args` and `env` (on top of this process's): its exit code and output. */
function run(name: string, args: string[] = [], env: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
  const file = /(\S+\.ts)\b/.exec(scripts[name]!)![1]!;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

/** One line on stderr matching `line`, and exit 2. */
function expectOneLine(r: { code: number | null; out: string; err: string }, line: RegExp, what: string) {
  expect(r.err.trimEnd().split('\n'), `${what}: ${r.err}`).toEqual([expect.stringMatching(line)]);
  expect(r.code, what).toBe(2);
}

describe('every command of package.json', () => {
  let busy: Server;
  let busyPort = 0;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    busyPort = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => busy.close(resolve)));

  it(
    'prints its usage for --help and exits 0',
    async () => {
      expect(COMMANDS).toEqual(
        expect.arrayContaining(['start', 'content', 'seed', 'editor', 'render-server', 'prerender', 'prerender:cron', 'origin', 'preview', 'bench']),
      );
      const results = await Promise.all(COMMANDS.map((name) => run(name, ['--help'])));
      COMMANDS.forEach((name, i) => {
        expect(results[i]!.out, name).toMatch(/^(Usage|Használat): /);
        expect(results[i]!.code, `${name}: ${results[i]!.err}`).toBe(0);
      });
    },
    CEILING_MS,
  );

  it(
    'refuses an unknown option or command in one line that says where the usage is, exit 2',
    async () => {
      const cases: Array<[string, string[]]> = [
        ['origin', ['--full']],
        ['seed', ['--bogus']],
        ['editor', ['--bogus']],
        ['prerender', ['--bogus']],
        ['bench', ['bogus']],
      ];
      const [benchOption, benchHelp, ...results] = await Promise.all([
        run('bench', ['content', '--bogus']),
        run('bench', ['publish', '--help']),
        ...cases.map(([name, args]) => run(name, args)),
      ]);
      cases.forEach(([name, args], i) => expectOneLine(results[i]!, new RegExp(`'${args[0]}'.* \\(usage: npm (run )?${name} -- --help\\)$`), name));
      // A benchmark's own options: the same one line (it ran no build and measured nothing), and its --help.
      expectOneLine(benchOption!, /^content: unknown option '--bogus' \(usage: npm run bench -- --help\)$/, 'npm run bench -- content --bogus');
      expect(benchHelp!.out).toMatch(/publish .*\[--sizes 2000,20000\]/);
      expect(benchHelp!.code).toBe(0);
    },
    CEILING_MS,
  );

  it(
    'stops at a bad setting or a busy port with one line naming it, exit 2: a server and npm start',
    async () => {
      const [level, port, startBusy, ttl, quiz, remote] = await Promise.all([
        run('origin', [], { LOG_LEVEL: 'loud' }),
        run('origin', [], { ORIGIN_PORT: String(busyPort), LISTEN_HOST: '127.0.0.1' }),
        // The content API's port: the first it would start (a store that cannot exist, should it get that far).
        run('start', [], { CONTENT_API_URL: `http://127.0.0.1:${busyPort}`, CONTENT_DB: join(ROOT, 'no-such-folder', 'content.db') }),
        // What a page reads only as it renders (PAGE_RENDER_SETTINGS): at start too, not a 500 on every page.
        run('render-server', [], { SHARED_DATA_TTL_MS: 'abc' }),
        run('preview', [], { QUIZ_API_URL: 'quiz:3100' }),
        // The newsroom's content API: npm start runs the embedded one, and says so rather than fail to listen.
        run('start', [], { CONTENT_API_URL: 'http://10.20.30.40:3100' }),
      ]);
      expectOneLine(
        remote,
        /^npm start: CONTENT_API_URL: npm start runs the embedded content API at this address, .*\(docs\/deploy\.md\)$/,
        'npm start with a remote CONTENT_API_URL',
      );
      expectOneLine(ttl, /^SHARED_DATA_TTL_MS: a positive whole number of milliseconds \(got 'abc'\)$/, 'SHARED_DATA_TTL_MS=abc npm run render-server');
      expectOneLine(quiz, /^QUIZ_API_URL: an http:\/\/ or https:\/\/ URL \(got 'quiz:3100'\)$/, 'QUIZ_API_URL=quiz:3100 npm run preview');
      expectOneLine(level, /^LOG_LEVEL: one of .* \(got 'loud'\)$/, 'LOG_LEVEL=loud npm run origin');
      expectOneLine(port, new RegExp(`^origin: ORIGIN_PORT: port ${busyPort} on 127\\.0\\.0\\.1 is already in use`), 'npm run origin on a busy port');
      expectOneLine(startBusy, new RegExp(`^npm start: CONTENT_API_URL: port ${busyPort} on 127\\.0\\.0\\.1 is already in use`), 'npm start on a busy port');
    },
    CEILING_MS,
  );
});
