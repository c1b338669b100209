import type { ContentApiErrorKind } from './errors';

/** What a failure means: the 404 page; the content API failed (error page, batch not published); this page failed (error page, page skipped). */
export type FailureOutcome = 'not-found' | 'content-api' | 'page';

export const CONTENT_API_ERROR: unique symbol;
export function contentApiErrorKind(err: unknown): ContentApiErrorKind | null;
export function failureOutcome(err: unknown): FailureOutcome;
