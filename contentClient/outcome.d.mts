/** How a content API call failed (errors.ts's ContentApiError carries it). */
export type ContentApiErrorKind =
  /** 404: no such entity. */
  | 'not-found'
  /** 400: the API refused the request's parameters (the reader's query, for a search). */
  | 'bad-request'
  /** 401 that no token refresh mended: the caller's token (an editor's, the job's service token) is refused. */
  | 'unauthorized'
  /** 403: the caller may not (a reader's account call; in preview the editor is sent to /login first). */
  | 'forbidden'
  /** No answer (refused, reset, timed out) or any other status: the API cannot give the answer now. */
  | 'unavailable'
  /** A 2xx that is not JSON, or JSON of the wrong shape. */
  | 'bad-response';

/** What a failure means: the 404 page; the content API failed (error page, batch not published); this page failed (error page, page skipped). */
export type FailureOutcome = 'not-found' | 'content-api' | 'page';

export const CONTENT_API_ERROR: unique symbol;
export function contentApiErrorKind(err: unknown): ContentApiErrorKind | null;
export function failureOutcome(err: unknown): FailureOutcome;
