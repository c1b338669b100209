import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Where the kernel takes the local ports of outgoing connections (Linux's ip_local_port_range). A port chosen for a
 * server in this range can be taken by any connection the machine opens before the server listens: a test's service
 * started by `npm run` found its port so taken (seconds pass between the choice and the listen, while the worlds
 * open thousands of connections). Null where the range cannot be read.
 */
export function ephemeralPorts(text = readRange()): { low: number; high: number } | null {
  const m = /^\s*(\d+)\s+(\d+)\s*$/.exec(text ?? '');
  return m ? { low: Number(m[1]), high: Number(m[2]) } : null;
}

function readRange(): string | null {
  try {
    return readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
  } catch {
    return null;
  }
}

/** The ports servers are chosen from: below the ephemeral range, above the well-known and most registered ones. */
const FIRST_PORT = 10_000;

const handedOut = new Set<number>();
let next: number | null = null;

function listens(port: number): Promise<boolean> {
  const srv = createServer();
  return new Promise((resolve) => {
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A port the kernel picked itself (the fallback where no room is left below the ephemeral range). */
async function kernelPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve, reject) => {
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', resolve);
  });
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

/**
 * A TCP port of 127.0.0.1 that was free a moment ago (for a server a test or benchmark starts), from below the
 * ephemeral range so that no outgoing connection takes it meanwhile. Each process walks the range from a random
 * place and never hands out a port twice, so two processes choosing at once rarely meet.
 */
export async function freePort(range = ephemeralPorts()): Promise<number> {
  if (!range || range.low - FIRST_PORT < 1000) return kernelPort();
  const size = range.low - FIRST_PORT;
  next ??= Math.floor(Math.random() * size);
  for (let tried = 0; tried < size; tried++) {
    const port = FIRST_PORT + (next++ % size);
    if (!handedOut.has(port) && (await listens(port))) {
      handedOut.add(port);
      return port;
    }
  }
  return kernelPort();
}
