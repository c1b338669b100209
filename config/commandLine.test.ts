import { describe, expect, it } from 'vitest';
import { argumentProblem, commandLine, parseCommandLine, serverUsage, wantsHelp, type CommandIo } from './commandLine';

const SPEC = { usage: 'Usage: npm run x -- [--full]', help: 'npm run x -- --help', options: { full: { type: 'boolean' } } } as const;

describe('the command line of every command', () => {
  it('is a request for the usage when --help or -h comes before a closing --', () => {
    expect(wantsHelp(['--help'])).toBe(true);
    expect(wantsHelp(['create', '-h'])).toBe(true);
    expect(wantsHelp(['create', '--', '--help'])).toBe(false);
    expect(wantsHelp(['--helpful'])).toBe(false);
    expect(parseCommandLine(['--full', '--help', '--bogus'], SPEC)).toEqual({ kind: 'help' });
  });

  it('says in one line what is wrong and where the usage is', () => {
    expect(parseCommandLine(['--bogus'], SPEC)).toEqual({ kind: 'error', line: "unknown option '--bogus' (usage: npm run x -- --help)" });
    expect(parseCommandLine(['extra'], SPEC)).toEqual({ kind: 'error', line: "unexpected argument 'extra' (usage: npm run x -- --help)" });
    const missing = parseCommandLine(['--name'], { ...SPEC, options: { name: { type: 'string' } } });
    expect(missing.kind === 'error' && missing.line.split('\n')).toHaveLength(1);
    expect(argumentProblem(new Error('Something odd. Longer advice here.'))).toBe('Something odd');
  });

  it('gives the values of a good command line, typed by its options', () => {
    const r = parseCommandLine(['--full'], SPEC);
    expect(r).toEqual({ kind: 'run', values: { full: true }, positionals: [] });
    expect(parseCommandLine(['a', 'b'], { ...SPEC, positionals: true })).toMatchObject({ kind: 'run', positionals: ['a', 'b'] });
  });

  it('prints the usage on stdout with exit 0, an error on stderr with exit 2', () => {
    const seen: string[] = [];
    const io: CommandIo = {
      out: (t) => seen.push(`out ${t}`),
      error: (l) => seen.push(`err ${l}`),
      exit: (code) => {
        throw new Error(`exit ${code}`);
      },
    };
    expect(() => commandLine(SPEC, ['-h'], io)).toThrow('exit 0');
    expect(() => commandLine(SPEC, ['--bogus'], io)).toThrow('exit 2');
    expect(seen).toEqual([`out ${SPEC.usage}`, "err unknown option '--bogus' (usage: npm run x -- --help)"]);
    expect(commandLine(SPEC, [], io).values).toEqual({});
  });

  it("lists a server's settings with what each does and its default, secrets without their value", () => {
    const usage = serverUsage('npm run origin', 'The origin.', ['ORIGIN_PORT', 'LISTEN_HOST', 'CONTENT_SERVICE_TOKEN']);
    expect(usage.split('\n')).toEqual([
      'Usage: npm run origin',
      'The origin.',
      'It takes no arguments; its settings are environment variables:',
      '  ORIGIN_PORT            the static origin (default 3000)',
      expect.stringMatching(/^ {2}LISTEN_HOST {12}.+ \(default 127\.0\.0\.1\)$/),
      '  CONTENT_SERVICE_TOKEN  a secret (required in production)',
    ]);
  });
});
