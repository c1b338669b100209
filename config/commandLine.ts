// How every command of the repository reads its arguments (issue #37): `--help` (or `-h`) prints its usage
// on stdout and exits 0; an unknown option, command or argument is ONE line on stderr — what is wrong and
// where the usage is — and exit 2. A server that takes no arguments says so rather than starting anyway.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { SECRETS, SETTINGS, type Name } from './settings';

type Options = NonNullable<ParseArgsConfig['options']>;
/** What parseArgs gives for these options, typed by them. */
export type Parsed<O extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: boolean }>>;

export interface CommandSpec<O extends Options = Options> {
  /** The whole usage text, printed by --help. */
  usage: string;
  /** Where the usage is, e.g. `npm run seed -- --help`: the end of every error line. */
  help: string;
  options?: O;
  /** Whether it takes positional arguments (default: none). */
  positionals?: boolean;
}

export type CommandLine<O extends Options = Options> = { kind: 'help' } | { kind: 'error'; line: string } | ({ kind: 'run' } & Parsed<O>);

/** `--help` or `-h` anywhere before a `--` that ends the options. */
export function wantsHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

/** node's parseArgs error as a short line: "unknown option '--x'", without its advice about `--`. */
export function argumentProblem(err: unknown): string {
  const code = (err as { code?: string }).code;
  const message = err instanceof Error ? err.message : String(err);
  const quoted = /'([^']+)'/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && quoted) return `unknown option '${quoted}'`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL' && quoted) return `unexpected argument '${quoted}'`;
  return message.split(/\.\s/)[0]!.replace(/\.$/, '');
}

/** The one error line: the problem, then where the usage is. */
export const errorLine = (problem: string, help: string): string => `${problem} (usage: ${help})`;

export function parseCommandLine<O extends Options>(argv: readonly string[], spec: CommandSpec<O>): CommandLine<O> {
  if (wantsHelp(argv)) return { kind: 'help' };
  try {
    const parsed = parseArgs({ args: [...argv], options: spec.options ?? ({} as O), strict: true, allowPositionals: spec.positionals ?? false });
    return { kind: 'run', ...(parsed as Parsed<O>) };
  } catch (err) {
    return { kind: 'error', line: errorLine(argumentProblem(err), spec.help) };
  }
}

export interface CommandIo {
  out(text: string): void;
  error(line: string): void;
  exit(code: number): never;
}

const PROCESS_IO: CommandIo = { out: (t) => console.log(t), error: (l) => console.error(l), exit: (c) => process.exit(c) };

/** The command line of this process: its values, or the usage (exit 0) or one error line (exit 2). */
export function commandLine<O extends Options>(spec: CommandSpec<O>, argv: readonly string[] = process.argv.slice(2), io: CommandIo = PROCESS_IO) {
  const r = parseCommandLine(argv, spec);
  if (r.kind === 'help') {
    io.out(spec.usage);
    return io.exit(0);
  }
  if (r.kind === 'error') {
    io.error(r.line);
    return io.exit(2);
  }
  return r;
}

/** A server's usage: it takes no arguments; the environment variables it reads, each with what it does and its default. */
export function serverUsage(command: string, what: string, names: readonly Name[]): string {
  const width = Math.max(...names.map((n) => n.length));
  const lines = names.map((name) => {
    const setting = (SETTINGS as Record<string, { about: string; readme: string }>)[name];
    const about = setting ? `${setting.about} (default ${setting.readme.replace(/`/g, '')})` : name in SECRETS ? 'a secret (required in production)' : '';
    return `  ${name.padEnd(width)}  ${about}`;
  });
  return [`Usage: ${command}`, what, 'It takes no arguments; its settings are environment variables:', ...lines].join('\n');
}
