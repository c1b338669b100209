// Which precompressed copy of a file a request may get, from its Accept-Encoding (RFC 9110 §12.5.3). The
// origin (server/staticFile.ts) tries the answer's codings in order and serves the first copy it has.
// What the edge compresses on the fly (answers it fetched, server/edgeCache.ts) is said here too.

/** The codings the static output holds copies in, and the file itself. */
export type Coding = 'br' | 'gzip' | 'identity';

const CODINGS: readonly Coding[] = ['br', 'gzip', 'identity'];

/**
 * The q of identity when the header does not name it: acceptable, but after every coding the client did
 * name ('gzip;q=0.5' asks for gzip; that the file itself would also do is no preference for it).
 */
const IMPLICIT_IDENTITY = Number.MIN_VALUE;

/** RFC 9110 §12.4.2: 0, 0.x…, 1, 1.0… with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The q-value of every coding the header names, lower-cased ('x-gzip' is 'gzip', RFC 9110 §8.4.1.3). An
 * element with a malformed q-value is dropped: guessing it acceptable could send a coding the client
 * refused. When a coding is listed twice the first one counts.
 */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const element of header.split(',')) {
    const [rawName, ...params] = element.split(';');
    let name = rawName!.trim().toLowerCase();
    if (!name) continue;
    if (name === 'x-gzip') name = 'gzip';
    let q = 1;
    let valid = true;
    for (const p of params) {
      const eq = p.indexOf('=');
      if (eq < 0 || p.slice(0, eq).trim().toLowerCase() !== 'q') continue;
      const value = p.slice(eq + 1).trim();
      if (!QVALUE.test(value)) valid = false;
      else q = Number(value);
    }
    if (valid && !out.has(name)) out.set(name, q);
  }
  return out;
}

/**
 * The codings to try for a request, best first: ordered by q-value, ties to br, then gzip, then the file
 * itself (a compressed copy is what a client sending both at one q wants). A coding with q=0 is refused,
 * `*` stands for every coding the header does not name, and identity is acceptable unless refused by
 * `identity;q=0` or `*;q=0` (unnamed, it comes last). No header at all: identity only, as nginx does (RFC 9110 lets any coding go,
 * but a client that sends none may not decode one). When nothing is acceptable the file itself is still the
 * answer (RFC 9110 allows ignoring the header rather than a 406, and a 406 page helps nobody).
 */
export function chooseEncodings(header: string | undefined): Coding[] {
  if (header === undefined) return ['identity'];
  const accepted = parseAcceptEncoding(header);
  const star = accepted.get('*');
  const qOf = (c: Coding): number => {
    const q = accepted.get(c);
    if (q !== undefined) return q;
    if (star !== undefined) return star;
    return c === 'identity' ? IMPLICIT_IDENTITY : 0;
  };
  const order = CODINGS.map((c, rank) => ({ c, rank, q: qOf(c) }))
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.rank - b.rank)
    .map((x) => x.c);
  return order.length ? order : ['identity'];
}

// ---------------------------------------------------------------------------------------------------------
// On the fly: what the edge compresses itself, an answer it fetched (a page the renderer made) rather than a file.

/** Shorter answers go as they are (nginx's gzip_min_length of nginx.conf): a coding's frame would eat the gain. */
export const ON_THE_FLY_MIN_BYTES = 256;

/**
 * Brotli's quality and gzip's level on the fly: once per kept answer, on the request path of the reader who
 * met the empty cache. Brotli 5 is within a few per cent of 11's size on a page at a small part of its CPU
 * (the job's own copies use 3 to 5 for the same reason, workers/render-worker.mjs, prerender/siblings.ts).
 */
export const ON_THE_FLY_LEVEL = { br: 5, gzip: 6 } as const;

/** The statuses nginx's gzip filter compresses: a page and the error pages a reader reads. */
const ON_THE_FLY_STATUSES: ReadonlySet<number> = new Set([200, 403, 404]);

/**
 * Whether the edge compresses an answer it fetched: a status a reader reads, a type worth it (`compressible`,
 * domain/fileTypes.ts), not encoded already, and long enough to gain.
 */
export function compressedOnTheFly(a: { status: number; compressible: boolean; contentEncoding: string | null; length: number }): boolean {
  const encoded = a.contentEncoding !== null && a.contentEncoding.trim().toLowerCase() !== 'identity' && a.contentEncoding.trim() !== '';
  return ON_THE_FLY_STATUSES.has(a.status) && a.compressible && !encoded && a.length >= ON_THE_FLY_MIN_BYTES;
}

/** A Vary header that names `field` once, whatever it named before (`*` already covers it). */
export function varyWith(vary: string | null, field: string): string {
  const names = (vary ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (names.some((n) => n === '*' || n.toLowerCase() === field.toLowerCase())) return names.join(', ');
  return [...names, field].join(', ');
}

/**
 * The strong ETag of the bytes an answer sends, from their digest (`hash`, base64url): each coding of one page
 * is a representation of its own (RFC 9110 §8.8.3), as nginx gives a `.br` copy its own ETag (its own size and
 * mtime). A hash, as the answer has no file: the same page rendered again, compressed the same way, keeps it.
 */
export const contentEtag = (hash: string): string => `"${hash}"`;
