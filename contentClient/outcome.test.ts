import { describe, expect, it } from 'vitest';
import { ContentApiError, isContentApiError, type ContentApiErrorKind } from './errors';
import { CONTENT_API_ERROR, failureOutcome, type FailureOutcome } from './outcome.mjs';

describe('failureOutcome: what a failure means for the page', () => {
  it.each<[ContentApiErrorKind, FailureOutcome]>([
    ['not-found', 'not-found'],
    ['bad-request', 'not-found'],
    ['unauthorized', 'content-api'],
    ['forbidden', 'content-api'],
    ['unavailable', 'content-api'],
    ['bad-response', 'content-api'],
  ])('%s → %s', (kind, outcome) => {
    expect(failureOutcome(new ContentApiError(kind, 'GET /api/x', null, 'test'))).toBe(outcome);
  });

  it('any other error is the page’s own: skipped in a prerender run', () => {
    for (const err of [
      new Error('bad article'),
      new TypeError('x is undefined'),
      Object.assign(new Error('x'), { name: 'HTTPError', response: { status: 503 } }),
      null,
      'text',
    ]) {
      expect(failureOutcome(err)).toBe('page');
    }
  });

  it('recognises an error of another copy of the class (the built bundle’s, seen by the render worker) by its brand', () => {
    const foreign = Object.assign(new Error('x'), { [CONTENT_API_ERROR]: 'unavailable' });
    expect(failureOutcome(foreign)).toBe('content-api');
    expect(isContentApiError(foreign, 'unavailable')).toBe(true);
    expect(isContentApiError(foreign, 'not-found')).toBe(false);
    expect(failureOutcome(Object.assign(new Error('x'), { [CONTENT_API_ERROR]: 'nonsense' }))).toBe('page');
  });
});
