// The services' logger (issue #19): pino, one JSON object a line on stdout (what a log collector reads),
// readable lines on a terminal. Every process makes one root logger from its environment and one child per
// service ({"service":"origin"|"render"|"content"|"prerender"|"preview"}).
//
//   LOG_LEVEL   fatal | error | warn | info (default) | debug | trace | silent; under vitest the default is silent
//   LOG_FORMAT  json | pretty; default pretty when stdout is a terminal, else json
import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };
export type Service = 'origin' | 'render' | 'content' | 'prerender' | 'render-worker' | 'preview' | 'livescore';
export type LogFormat = 'json' | 'pretty';

const LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface LoggerOptions {
  level?: string;
  format?: LogFormat;
  /** Where the lines go; default stdout (asynchronous writes, flushed at exit). Tests pass a collecting stream. */
  destination?: DestinationStream;
}

/** LOG_LEVEL, checked: an unknown level is an error at start, not a silent default. */
export function logLevel(env: NodeJS.ProcessEnv = process.env): LevelWithSilent {
  const raw = env.LOG_LEVEL?.trim().toLowerCase();
  if (!raw) return env.VITEST ? 'silent' : 'info';
  if (!(LEVELS as readonly string[]).includes(raw)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, not '${env.LOG_LEVEL}'`);
  return raw as LevelWithSilent;
}

/** LOG_FORMAT, else pretty on a terminal and JSON otherwise. */
export function logFormat(env: NodeJS.ProcessEnv = process.env, isTTY = Boolean(process.stdout.isTTY)): LogFormat {
  const raw = env.LOG_FORMAT?.trim().toLowerCase();
  if (!raw) return isTTY ? 'pretty' : 'json';
  if (raw !== 'json' && raw !== 'pretty') throw new Error(`LOG_FORMAT must be json or pretty, not '${env.LOG_FORMAT}'`);
  return raw;
}

/** The fields of an access line (config/accessLog.ts). */
interface AccessFields {
  method?: string;
  host?: string;
  path?: string;
  query?: string;
  status?: number;
  ms?: number;
  bytes?: number;
  reqId?: string;
  service?: string;
  msg?: string;
  /** A prerender run's kind (prerender/runLog.ts): its figures are in its message already. */
  kind?: string;
}

/** One readable line: `[origin] GET localhost/belfold 200 1.3 ms 51234 B (id)`, `[prerender] full published: …`, or `[render] message`. */
export function prettyMessage(log: AccessFields): string {
  const service = log.service ? `[${log.service}] ` : '';
  if (log.method === undefined || log.status === undefined) return `${service}${log.kind ? `${log.kind} ` : ''}${log.msg ?? ''}`;
  const query = log.query ? `?${log.query}` : '';
  const bytes = log.bytes !== undefined ? ` ${log.bytes} B` : '';
  return `${service}${log.method} ${log.host ?? ''}${log.path ?? ''}${query} ${log.status} ${log.ms ?? '?'} ms${bytes} (${log.reqId ?? '-'})`;
}

const SHOWN_KEYS = 'pid,hostname,service,method,host,path,query,status,ms,bytes,reqId,kind,rendered,removed,skipped,seconds,cursor';

/**
 * pino-pretty in this thread (no transport worker), or null when it is not installed (it is a development
 * dependency: a production install without it logs JSON).
 */
function prettyStream(): DestinationStream | null {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require('pino-pretty') as (opts: Record<string, unknown>) => DestinationStream;
    return pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: SHOWN_KEYS,
      singleLine: true,
      sync: true,
      messageFormat: (log: AccessFields) => prettyMessage(log),
    });
  } catch {
    return null;
  }
}

/** A logger by these options (default: from the environment). */
export function createLogger(opts: LoggerOptions = {}): Logger {
  const level = opts.level ?? logLevel();
  const format = opts.format ?? logFormat();
  const destination = opts.destination ?? (format === 'pretty' ? prettyStream() : null) ?? pino.destination({ dest: 1, sync: false });
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      // "level":"info" rather than 30: read by people and by collectors alike.
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

let root: Logger | undefined;

/** The process's logger, made from the environment on first use. */
export function rootLogger(): Logger {
  root ??= createLogger();
  return root;
}

/** One service's logger: the process's, or one made by `opts`. */
export function serviceLogger(service: Service, opts?: LoggerOptions): Logger {
  return (opts ? createLogger(opts) : rootLogger()).child({ service });
}

/**
 * The `log: (line) => void` option the apps and the job take, backed by a logger: their lines are failures
 * and warnings (a proxy that failed, a render that threw), so 'error' unless told.
 */
export function lineLog(logger: Logger, level: 'error' | 'warn' | 'info' = 'error'): (line: string) => void {
  return (line: string) => logger[level](line);
}

/**
 * What operators alert on (docs/deploy.md "Alerts"): one line at level error whose `event` is a stable name
 * (domain/editorLogin.ts SECURITY_ALERTS), with the figures as fields of their own.
 */
export function alertLog(logger: Logger): (event: string, message: string, fields: Record<string, unknown>) => void {
  return (event, message, fields) => logger.error({ ...fields, event }, `${event}: ${message}`);
}

/**
 * A process's output with each JSON log line replaced by its message (other lines as they are): for the
 * tests and benchmarks that read what a child process said.
 */
export function plainLines(output: string): string {
  return output
    .split('\n')
    .map((line) => {
      if (!line.startsWith('{')) return line;
      try {
        const parsed = JSON.parse(line) as { msg?: unknown };
        return typeof parsed.msg === 'string' ? parsed.msg : line;
      } catch {
        return line;
      }
    })
    .join('\n');
}
