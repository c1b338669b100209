// A server that cannot listen stops with ONE line naming the setting to change and exit 2, as a bad setting
// does (config/settings.ts loadSettings): a port already taken is the usual case (a second `npm start`).
// Anything else that fails at start is that service's own error line and exit 1.
import { isIP } from 'node:net';

/** Host names of this machine: an embedded service listens on such an address (another names a real service elsewhere). */
export const LOCAL_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '::1', '[::1]']);

/** The settings that give a listener its port and its interface, e.g. ORIGIN_PORT and LISTEN_HOST. */
/** Where this machine reaches a server listening on `host`: loopback for every interface, an IPv6 address in brackets. */
export function reachableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return isIP(host) === 6 ? `[${host}]` : host;
}

export interface ListenSettings {
  port: string;
  host: string;
}

/** The line for a listen error node reports (EADDRINUSE, EACCES, EADDRNOTAVAIL, ENOTFOUND), else null. */
export function listenProblem(err: unknown, names: ListenSettings): string | null {
  const e = err as { code?: string; port?: number; address?: string; hostname?: string };
  const at = e.address ? ` on ${e.address}` : '';
  switch (e.code) {
    case 'EADDRINUSE':
      return `${names.port}: port ${e.port}${at} is already in use (stop what listens there, or set ${names.port} to a free port)`;
    case 'EACCES':
      return `${names.port}: port ${e.port}${at} needs privileges this process lacks (set ${names.port} to a port above 1023)`;
    case 'EADDRNOTAVAIL':
      return `${names.host}: ${e.address ?? 'the address'} is not an address of this machine (e.g. 127.0.0.1 or 0.0.0.0)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${names.host}: ${e.hostname ?? 'the host'} is not a known host name (e.g. 127.0.0.1 or 0.0.0.0)`;
    default:
      return null;
  }
}

/** Prints why `service` could not start as one line and exits: 2 for a listen error (a setting to change), else 1. */
export function exitOnStartFailure(
  service: string,
  err: unknown,
  names: ListenSettings,
  io: { error(line: string): void; exit(code: number): never } = { error: (l) => console.error(l), exit: (c) => process.exit(c) },
): never {
  const problem = listenProblem(err, names);
  io.error(`${service}: ${problem ?? (err instanceof Error ? err.message : String(err))}`);
  return io.exit(problem ? 2 : 1);
}

/**
 * Whether this process could listen on `port` at `host` now: null, or the line a server would stop with.
 * `npm start` asks it of every port before it builds or starts anything (a second `npm start` says which
 * port in one line rather than after the build, from a child).
 */
export async function canListen(port: number, host: string, names: ListenSettings): Promise<string | null> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (err) => resolve(listenProblem(err, names) ?? `${names.port}: port ${port} on ${host}: ${err.message}`));
    server.listen(port, host, () => server.close(() => resolve(null)));
  });
}
