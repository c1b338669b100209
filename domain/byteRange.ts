// A Range request header against a file of `size` bytes (RFC 9110 §14): what a media server answers. The
// audio element asks for ranges (to start, to seek); a server that ignores them makes seeking a download.

export type RangeAnswer =
  /** 200 with the whole file: no Range, or one to ignore (another unit, a syntax error, several ranges). */
  | { kind: 'full' }
  /** 206 with bytes start…end (inclusive). */
  | { kind: 'partial'; start: number; end: number }
  /** 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const SPEC = /^\s*(\d*)\s*-\s*(\d*)\s*$/;

export function byteRange(header: string | null | undefined, size: number): RangeAnswer {
  if (header === null || header === undefined) return { kind: 'full' };
  const m = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!m) return { kind: 'full' };
  const specs = m[1]!.split(',');
  // Several ranges would be a multipart answer; serving the whole file instead is allowed (§14.2).
  if (specs.length !== 1) return { kind: 'full' };
  const r = SPEC.exec(specs[0]!);
  if (!r) return { kind: 'full' };
  const [, first, last] = r as unknown as [string, string, string];
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start)) return start > size ? { kind: 'unsatisfiable' } : { kind: 'full' };
  // A last position past the end (however large) means "to the end".
  const end = last === '' ? size - 1 : Math.min(Number(last), Number.MAX_SAFE_INTEGER);
  if (last !== '' && end < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/** The Content-Range of an answer. */
export function contentRange(answer: Exclude<RangeAnswer, { kind: 'full' }>, size: number): string {
  return answer.kind === 'partial' ? `bytes ${answer.start}-${answer.end}/${size}` : `bytes */${size}`;
}
