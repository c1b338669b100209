// The origin's short cache for what it fetches instead of reading a file: pages the public renderer makes
// on request and the content API's public answers (the live layer's version polls). An answer is kept for
// what its own Cache-Control allows (public, max-age; at most `maxAgeMs`), identical requests that arrive
// together share one fetch, and at most `concurrency` fetches run at once (server/slots.ts) — a burst of uncached
// URLs waits its turn (or gets a 503) instead of exhausting the renderer. A failed answer is shared with the requests that
// waited on it, but not kept.
//
// With `encode` (the pages): a kept answer goes to each reader in the coding his Accept-Encoding asks for
// (domain/encoding.ts), brotli first, compressed once per kept answer and coding rather than per request, with a
// strong ETag of the bytes sent and a 304 for a matching If-None-Match.
import { chooseEncodings, compressedOnTheFly, contentEtag, varyWith, type Coding } from '../domain/encoding';
import { compressibleType } from '../domain/fileTypes';
import { digestOf, type Encoder } from './onTheFly';
import { slots } from './slots';
import { isNotModified } from './staticFile';

export interface EdgeCacheOptions {
  maxAgeMs: number;
  maxEntries: number;
  /** Fetches in flight at once; more wait. */
  concurrency: number;
  /** A request waiting longer than this for a slot gets a 503. */
  queueTimeoutMs: number;
  now?: () => number;
  /** Compress kept answers by the request's Accept-Encoding with this (server/onTheFly.ts), give them ETags. */
  encode?: Encoder;
}

/** What a cached answer is asked with: the request's headers (Accept-Encoding, If-None-Match). */
export interface CacheRequest {
  header(name: string): string | undefined;
}

/** One coding of a kept answer: its bytes and their ETag. */
interface Variant {
  body: Uint8Array;
  etag: string;
}

interface Stored {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  until: number;
  /** The codings made so far (with `encode`), each once. */
  variants?: Map<Coding, Variant>;
}

/** Seconds a response may be shared for, by its Cache-Control: public with max-age (or s-maxage), else 0. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const cc = cacheControl.toLowerCase();
  if (!/\bpublic\b/.test(cc) || /\b(?:private|no-store|no-cache)\b/.test(cc)) return 0;
  const m = /\bs-maxage=(\d+)/.exec(cc) ?? /\bmax-age=(\d+)/.exec(cc);
  return m ? Number(m[1]) : 0;
}

const MAX_BODY_BYTES = 2 * 1024 * 1024;

const plainResponse = (s: Stored, head: boolean) => new Response(head ? null : s.body.slice(), { status: s.status, headers: s.headers });

const variantOf = (s: Stored, coding: Coding, encode: Encoder): Variant => {
  s.variants ??= new Map();
  let v = s.variants.get(coding);
  if (!v) {
    const body = coding === 'identity' ? s.body : encode(coding, s.body);
    v = { body, etag: contentEtag(digestOf(body)) };
    s.variants.set(coding, v);
  }
  return v;
};

/** A kept answer in the coding the request asks for (made now if it is the first to ask), or a 304. */
function encodedResponse(s: Stored, head: boolean, req: CacheRequest | undefined, encode: Encoder): Response {
  const headers = new Headers(s.headers);
  const compress = compressedOnTheFly({
    status: s.status,
    compressible: compressibleType(headers.get('content-type') ?? ''),
    contentEncoding: headers.get('content-encoding'),
    length: s.body.byteLength,
  });
  const coding = compress ? chooseEncodings(req?.header('accept-encoding'))[0]! : 'identity';
  // A 200 only gets a validator (as a file, server/staticFile.ts): an error page is asked again whole.
  if (!compress && s.status !== 200) return plainResponse(s, head);
  const v = variantOf(s, coding, encode);
  if (compress) headers.set('vary', varyWith(headers.get('vary'), 'Accept-Encoding'));
  if (coding !== 'identity') headers.set('content-encoding', coding);
  if (s.status === 200) {
    headers.set('etag', v.etag);
    if (isNotModified(req?.header('if-none-match'), undefined, v.etag, 0)) {
      headers.delete('content-type');
      headers.delete('content-encoding');
      return new Response(null, { status: 304, headers });
    }
  }
  headers.set('content-length', String(v.body.byteLength));
  return new Response(head ? null : v.body.slice(), { status: s.status, headers });
}

export function edgeCache(opts: EdgeCacheOptions) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Stored>();
  const inflight = new Map<string, Promise<Stored | Response>>();
  const { slot, release } = slots(opts.concurrency, opts.queueTimeoutMs);

  const toResponse = (s: Stored, head: boolean, req: CacheRequest | undefined): Response =>
    opts.encode ? encodedResponse(s, head, req, opts.encode) : plainResponse(s, head);

  /**
   * The answer for `key`: from the cache while fresh, else from `fetcher` (one at a time per key, at most
   * `concurrency` keys at once). `head`: answer without a body. `req`: the request's headers (with `encode`).
   */
  return async function cached(key: string, head: boolean, fetcher: () => Promise<Response>, req?: CacheRequest): Promise<Response> {
    const hit = entries.get(key);
    if (hit && hit.until > now()) return toResponse(hit, head, req);
    if (hit) entries.delete(key);
    let job = inflight.get(key);
    const mine = !job;
    if (!job) {
      job = (async (): Promise<Stored | Response> => {
        if (!(await slot())) return new Response('Service Unavailable', { status: 503, headers: { 'retry-after': '1', 'cache-control': 'no-store' } });
        try {
          const res = await fetcher();
          const ageMs = Math.min(sharedMaxAge(res.headers.get('cache-control')) * 1000, opts.maxAgeMs);
          const length = Number(res.headers.get('content-length') ?? 0);
          if (length > MAX_BODY_BYTES) return res;
          // A failure (above all the gateway's own 504: the upstream did not answer in time) goes to those who
          // waited on it too, never kept: asked again, the upstream would keep each of them waiting as long once more.
          if (ageMs <= 0 && res.status >= 500)
            return { status: res.status, headers: [...res.headers], body: new Uint8Array(await res.arrayBuffer()), until: 0 };
          if (ageMs <= 0) return res;
          const body = new Uint8Array(await res.arrayBuffer());
          const stored: Stored = { status: res.status, headers: [...res.headers], body, until: now() + ageMs };
          if (body.byteLength <= MAX_BODY_BYTES) {
            if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
            entries.set(key, stored);
          }
          return stored;
        } finally {
          release();
        }
      })();
      inflight.set(key, job);
      void job.finally(() => inflight.delete(key));
    }
    const result = await job;
    // An uncacheable answer streams to the caller that fetched it; those who waited on it fetch for themselves.
    if (result instanceof Response) return mine ? result : fetcher();
    return toResponse(result, head, req);
  };
}
