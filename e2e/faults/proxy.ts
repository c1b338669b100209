// A controllable stand-in for the network between the prerender job and the content API: passes requests
// through, or answers 500, or answers 200 with a body that is not JSON, or is down (refuses connections).
// A fault can be limited to some paths and can be armed to start after N requests, so it hits a run that
// is already under way.
import { createServer, request as upstreamRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FaultMode = 'pass' | 'error500' | 'garbage' | 'down';

export interface Fault {
  mode: FaultMode;
  /** Only requests whose path (with query) this accepts get the fault; the rest pass. Default: all. 'down' is always total. */
  match?: (path: string) => boolean;
}

export interface FaultProxy {
  url: string;
  /** Requests received so far (all modes). */
  readonly requests: number;
  /** Requests that got a fault instead of the content API's answer. */
  readonly faulted: number;
  set(fault: Fault): Promise<void>;
  /**
   * Applies `fault` from the request after the next `n` ones on (n = 0: from the next request). With
   * `counts`, only requests it accepts are counted (and only such a request can be the first faulted one).
   */
  armAfter(n: number, fault: Fault, counts?: (req: IncomingMessage) => boolean): void;
  /** A counter of the requests `which` accepts, from now on. */
  counter(which: (req: IncomingMessage) => boolean): () => number;
  /**
   * Resolves when the `n`th request from now on (n ≥ 1) that `which` accepts arrives, before it is answered:
   * a moment of a run defined by what the run does, not by the clock (the same seed, the same moment).
   */
  reached(n: number, which?: (req: IncomingMessage) => boolean): Promise<void>;
  /** The last requests, `METHOD path → what happened`, for failure messages. */
  recent(): string[];
  close(): Promise<void>;
}

// What a misconfigured load balancer or a CMS error page answers: HTML, status 200, a JSON content type.
const GARBAGE = '<!DOCTYPE html><html><body><h1>Szolgáltatás átmenetileg nem elérhető</h1>';

export async function startFaultProxy(upstreamUrl: string): Promise<FaultProxy> {
  const upstream = new URL(upstreamUrl);
  let fault: Fault = { mode: 'pass' };
  let armed: { remaining: number; fault: Fault; counts: (req: IncomingMessage) => boolean } | null = null;
  const history: string[] = [];
  const counters: { which: (req: IncomingMessage) => boolean; n: number }[] = [];
  const waiters = new Set<{ which: (req: IncomingMessage) => boolean; remaining: number; resolve: () => void }>();
  const note = (req: IncomingMessage, what: string) => {
    history.push(`${req.method} ${req.url} ${req.headers.authorization ? '(job)' : '(worker)'} → ${what}`);
    if (history.length > 200) history.shift();
  };
  let requests = 0;
  let faulted = 0;
  let server: Server;
  let port = 0;
  const sockets = new Set<Socket>();

  const listen = (s: Server, p: number) =>
    new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(p, '127.0.0.1', () => {
        s.off('error', reject);
        resolve();
      });
    });

  const newServer = (): Server => {
    const s = createServer(handle);
    s.keepAliveTimeout = 5_000;
    s.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return s;
  };

  // Down means what a stopped service looks like: open connections reset, new ones refused.
  const goDown = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  let down = false;
  const apply = async (next: Fault) => {
    fault = next;
    if (next.mode === 'down' && !down) {
      down = true;
      await goDown();
    } else if (next.mode !== 'down' && down) {
      down = false;
      server = newServer();
      await listen(server, port);
    }
  };

  function handle(req: IncomingMessage, res: ServerResponse) {
    requests++;
    for (const c of counters) if (c.which(req)) c.n++;
    for (const w of waiters) {
      if (w.which(req) && --w.remaining === 0) {
        waiters.delete(w);
        w.resolve();
      }
    }
    if (armed && armed.counts(req) && armed.remaining-- === 0) {
      const next = armed.fault;
      armed = null;
      // Applied before this request is answered, so this very request already gets the fault.
      fault = next;
      void apply(next);
    }
    const path = req.url ?? '/';
    const hit = fault.mode === 'down' || (fault.mode !== 'pass' && (fault.match?.(path) ?? true));
    if (hit && fault.mode === 'down') {
      faulted++;
      note(req, 'connection reset');
      req.socket.destroy();
      return;
    }
    if (hit && fault.mode === 'error500') {
      faulted++;
      note(req, '500');
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}');
      return;
    }
    if (hit && fault.mode === 'garbage') {
      faulted++;
      note(req, 'garbage');
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(GARBAGE);
      return;
    }
    const out = upstreamRequest(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path, headers: { ...req.headers, host: upstream.host } },
      (up) => {
        note(req, String(up.statusCode));
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  }

  server = newServer();
  await listen(server, 0);
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    get faulted() {
      return faulted;
    },
    set: (next) => {
      armed = null;
      return apply(next);
    },
    armAfter(n, next, counts = () => true) {
      armed = { remaining: n, fault: next, counts };
    },
    counter(which) {
      const c = { which, n: 0 };
      counters.push(c);
      return () => c.n;
    },
    reached(n, which = () => true) {
      return new Promise((resolve) => waiters.add({ which, remaining: Math.max(1, n), resolve }));
    },
    recent: () => history.slice(),
    async close() {
      armed = null;
      if (!down) await goDown();
    },
  };
}
