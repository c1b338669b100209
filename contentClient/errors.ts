// The content client's one error: every failed call is a ContentApiError with a kind, whichever transport
// and runtime made it (call.ts). What each kind means for a page is decided in one place, outcome.mjs; which
// answers get one more try, here (retries).
import type { Method } from './transport';
import { CONTENT_API_ERROR, contentApiErrorKind, type ContentApiErrorKind } from './outcome.mjs';

// The kinds are declared beside the mapping that reads them (outcome.d.mts), so neither file needs the other's.
export type { ContentApiErrorKind } from './outcome.mjs';

export const CONTENT_API_ERROR_KINDS: readonly ContentApiErrorKind[] = ['not-found', 'bad-request', 'unauthorized', 'forbidden', 'unavailable', 'bad-response'];

/** Answers worth one more try (the spec's retry list, §7). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** Whether an answer of `status` to a `method` call gets its one more try: a GET only, never POST, PUT or DELETE (D-148). */
export function retries(method: Method, status: number): boolean {
  return method === 'GET' && RETRY_STATUSES.includes(status);
}

export class ContentApiError extends Error {
  override name = 'ContentApiError';
  readonly [CONTENT_API_ERROR]: ContentApiErrorKind;

  constructor(
    readonly kind: ContentApiErrorKind,
    /** The request, `GET /api/…?…`. */
    readonly request: string,
    /** The answer's status; null when none came. */
    readonly status: number | null,
    detail: string,
    options?: { cause?: unknown; body?: string },
  ) {
    super(`content API call failed, ${kind} (${detail}): ${request}`, options);
    this[CONTENT_API_ERROR] = kind;
    this.body = options?.body ?? '';
  }

  /** The answer's body, for a caller that shows the API's own message (a form's validation). */
  readonly body: string;
}

/** Whether `err` is a ContentApiError (of `kind`, when given); also for an error of another copy of this module. */
export function isContentApiError(err: unknown, kind?: ContentApiErrorKind): err is ContentApiError {
  const k = contentApiErrorKind(err);
  return k !== null && (kind === undefined || k === kind);
}

/** The kind of a non-2xx answer. */
export function kindOfStatus(status: number): ContentApiErrorKind {
  if (status === 404) return 'not-found';
  if (status === 400) return 'bad-request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  return 'unavailable';
}
