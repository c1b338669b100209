// The access log of the Hono services (origin, render server, preview, content API): one line per request,
//
//   {"level":"info","time":"…","service":"origin","reqId":"…","method":"GET","host":"localhost:3000",
//    "path":"/belfold","status":200,"ms":0.41,"bytes":51234,"msg":"request"}
//
// written when the answer is finished (or the reader went away: "aborted":true). No header of the request is
// logged (so never Authorization or Cookie) and of the query only the names, with the values of a few
// harmless parameters (the page number): a search term or a token in a query stays out of the log.
//
// The request id: the caller's `x-request-id` when it is a sane token, else a new UUID; it goes back as
// `x-request-id`, and onward to the content API and the render server (server/proxy.ts proxyTo,
// server/origin.ts), whose access lines then carry the same id.
//
// Cost on the origin's hot path: under @hono/node-server the id is set on node's ServerResponse before the
// app answers, and status and length are read from it when it finishes, so the app's Response is never
// touched (reading or setting its headers would turn node-server's light Response into a full one).
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { accessLevel, isPolled } from '../domain/accessLevel';
import { AccessTally } from '../domain/accessTally';
import { isOverlongPath, loggedOverlongPath } from '../domain/overlong';
import type { Logger } from './log';

export const REQUEST_ID_HEADER = 'x-request-id';

// The id of each request being answered, by its Request (no AsyncLocalStorage: on node 20 it turns on
// promise hooks for the whole process, which cost the origin a tenth of its throughput).
const ids = new WeakMap<Request, string>();

/**
 * A request as an error line may name it: method, path, the query as the access log writes it (no values
 * but the page number) and the request id, e.g. `GET /rovat/belfold?oldal=2&term=* (request 1f2f…)`.
 */
export function requestForLog(c: Context): string {
  const url = c.req.url;
  const q = url.indexOf('?');
  const query = q >= 0 && q < url.length - 1 ? `?${loggedQuery(url.slice(q + 1))}` : '';
  const id = ids.get(c.req.raw);
  const path = isOverlongPath(c.req.path) ? loggedOverlongPath(c.req.path) : c.req.path;
  return `${c.req.method} ${path}${query}${id ? ` (request ${id})` : ''}`;
}

/** The request id the access log gave this request, if it went through one. */
export function requestIdOf(c: Context): string | undefined {
  return ids.get(c.req.raw);
}

/** A request id we take from a caller: letters, digits and `._:-`, at most 128 characters. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Query parameters whose values are logged; every other value is written as `*`. */
const LOGGED_VALUES = new Set(['oldal', 'perPage', 'limit', 'since', 'page']);

/** The query as logged: `oldal=2&term=*` (names, and only the harmless values). */
export function loggedQuery(search: string): string {
  if (search === '' || search === '?') return '';
  return search
    .slice(search.startsWith('?') ? 1 : 0)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return eq < 0 ? name : LOGGED_VALUES.has(name) ? part : `${name}=*`;
    })
    .join('&');
}

interface AccessLine {
  reqId: string;
  method: string;
  host: string | undefined;
  path: string;
  query?: string;
  status: number;
  ms: number;
  bytes?: number;
  aborted?: boolean;
}

interface NodeBindings {
  outgoing?: ServerResponse;
}

export interface AccessLogOptions {
  /** The id of a request this app did not get from a caller; default a random UUID. */
  newId?: () => string;
  /** The polls' minute line: the clock, and what calls `tick` once a minute (tests call it themselves). */
  summary?: SummaryClock;
}

export interface SummaryClock {
  now(): number;
  every(tick: () => void): void;
}

const MINUTE: SummaryClock = {
  now: () => Date.now(),
  every: (tick) => setInterval(tick, 60_000).unref(),
};

// One count per logger (a service's), shared by its middleware and its direct answers.
const tallies = new WeakMap<Logger, AccessTally>();

/** The count of `logger`'s polls, started with its minute line on first use. */
function tallyOf(logger: Logger, clock: SummaryClock = MINUTE): AccessTally {
  let tally = tallies.get(logger);
  if (!tally) {
    const made = new AccessTally(clock.now());
    tallies.set(logger, made);
    clock.every(() => {
      const line = made.take(clock.now());
      if (line) {
        const { msg, ...polled } = line;
        logger.info({ polled }, msg);
      }
    });
    tally = made;
  }
  return tally;
}

export function accessLog(logger: Logger, opts: AccessLogOptions = {}): MiddlewareHandler {
  const newId = opts.newId ?? randomUUID;
  const tally = tallyOf(logger, opts.summary);
  return async (c, next) => {
    const start = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const reqId = given !== undefined && SANE_ID.test(given) ? given : newId();
    const url = c.req.url;
    const q = url.indexOf('?');
    const fields = {
      reqId,
      method: c.req.method,
      host: c.req.header('host'),
      path: c.req.path,
      ...(q >= 0 && q < url.length - 1 ? { query: loggedQuery(url.slice(q + 1)) } : {}),
    };
    const userAgent = c.req.header('user-agent');
    ids.set(c.req.raw, reqId);
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    if (outgoing && typeof outgoing.writeHead === 'function') {
      // The id joins the headers node-server writes the answer with, and the length is read off them: a
      // setHeader() beforehand would send every answer down node's slower merging path.
      let bytes: number | undefined;
      const writeHead = outgoing.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
      outgoing.writeHead = function (this: ServerResponse, status: number, a?: unknown, b?: unknown) {
        const headers = (b ?? a) as Record<string, unknown> | unknown[] | string | undefined;
        if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
          const length = headers['content-length'] ?? headers['Content-Length'];
          if (length !== undefined) bytes = Number(length);
          const withId = { ...headers, [REQUEST_ID_HEADER]: reqId };
          return b === undefined ? writeHead.call(this, status, withId) : writeHead.call(this, status, a, withId);
        }
        this.setHeader(REQUEST_ID_HEADER, reqId);
        return writeHead.call(this, status, a, b);
      } as ServerResponse['writeHead'];
      outgoing.once('close', () => {
        const status = outgoing.statusCode;
        const line: AccessLine = { ...fields, status, ms: round(performance.now() - start) };
        if (bytes !== undefined) line.bytes = bytes;
        if (!outgoing.writableFinished) line.aborted = true;
        write(logger, tally, line, userAgent);
      });
      await next();
      return;
    }
    // Not under node-server (app.request() in tests, another runtime): the Response itself.
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, reqId);
    } catch {
      // A fetched Response has immutable headers: a copy with the id.
      const res = new Response(c.res.body, c.res);
      res.headers.set(REQUEST_ID_HEADER, reqId);
      c.res = res;
    }
    const length = c.res.headers.get('content-length');
    write(
      logger,
      tally,
      {
        ...fields,
        status: c.res.status,
        ms: round(performance.now() - start),
        ...(length !== null ? { bytes: Number(length) } : {}),
      },
      userAgent,
    );
  };
}

/**
 * The access line of an answer written without Hono (the origin's file fast path, server/origin.ts): the
 * same fields, id and levels as the middleware's, logged once the answer is handed to node (a reader who
 * goes away afterwards is not marked `aborted` there).
 */
export function directAccess(
  logger: Logger,
  req: { method: string; host: string | undefined; path: string; search: string; givenId: string | undefined; userAgent: string | undefined },
) {
  const tally = tallyOf(logger);
  const start = performance.now();
  const reqId = req.givenId !== undefined && SANE_ID.test(req.givenId) ? req.givenId : randomUUID();
  return {
    reqId,
    done(status: number, bytes: number | undefined): void {
      const line: AccessLine = { reqId, method: req.method, host: req.host, path: req.path, status, ms: round(performance.now() - start) };
      if (req.search.length > 1) line.query = loggedQuery(req.search);
      if (bytes !== undefined) line.bytes = bytes;
      write(logger, tally, line, req.userAgent);
    },
  };
}

/** `userAgent` decides the level only (the prerender job's reads); it is not logged. */
function write(logger: Logger, tally: AccessTally, line: AccessLine, userAgent?: string): void {
  if (isPolled(line.path, userAgent)) tally.add(line.status);
  logger[accessLevel(line.path, line.status, userAgent)](overlong(line), 'request');
}

function overlong(line: AccessLine): AccessLine {
  return isOverlongPath(line.path) ? { ...line, path: loggedOverlongPath(line.path) } : line;
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
