// What a failed content API call means for the page that made it: the one mapping from a ContentApiError's
// kind (errors.ts) to what happens next. Plain JavaScript, because the render worker (workers/render-worker.mjs)
// runs without the TypeScript loader and must decide the same way the pages do. Its types: outcome.d.mts.
//
//   not-found, bad-request → 'not-found':   the page answers 404 (a missing entity, or a reader's query the
//                                            content API refused: D-90 "Bad query values")
//   unavailable, bad-response,             the error page (500); in a prerender run the batch is not
//   unauthorized, forbidden → 'content-api': published (the API is down, broken or refuses the token; the
//                                            next run tries again)
//   any other error → 'page':                the error page (500); in a prerender run only this page is
//                                            skipped and its last good copy stays (a bad article)

/**
 * The brand every ContentApiError carries, holding its kind. A registered symbol, not the class: the render
 * worker sees the errors of the built server bundle, whose copy of the class is not the one it could import.
 */
export const CONTENT_API_ERROR = Symbol.for('hirter.ContentApiError');

/** @type {Readonly<Record<string, 'not-found' | 'content-api'>>} */
const OUTCOME_OF_KIND = Object.freeze({
  'not-found': 'not-found',
  'bad-request': 'not-found',
  unauthorized: 'content-api',
  forbidden: 'content-api',
  unavailable: 'content-api',
  'bad-response': 'content-api',
});

/**
 * The kind of a ContentApiError, or null for any other value.
 * @param {unknown} err
 * @returns {'not-found' | 'bad-request' | 'unauthorized' | 'forbidden' | 'unavailable' | 'bad-response' | null}
 */
export function contentApiErrorKind(err) {
  if (typeof err !== 'object' || err === null) return null;
  const kind = /** @type {Record<symbol, unknown>} */ (err)[CONTENT_API_ERROR];
  return typeof kind === 'string' && Object.hasOwn(OUTCOME_OF_KIND, kind) ? /** @type {never} */ (kind) : null;
}

/**
 * @param {unknown} err
 * @returns {'not-found' | 'content-api' | 'page'}
 */
export function failureOutcome(err) {
  const kind = contentApiErrorKind(err);
  return kind === null ? 'page' : /** @type {'not-found' | 'content-api'} */ (OUTCOME_OF_KIND[kind]);
}
