import { describe, expect, it } from 'vitest';
import { EDGE_PROBE_USER_AGENT, JOB_USER_AGENT, accessLevel, isPolled } from './accessLevel';

describe('the level of an access line', () => {
  it.each([
    // The live layer's polls, on the edge and, through the preview, on the content API.
    ['/api/articles/valasztas-2026-percrol-percre/version', 200, 'debug'],
    ['/internal/api/articles/valasztas-2026-percrol-percre/version', 404, 'debug'],
    ['/api/frontend/refresh', 200, 'debug'],
    ['/api/minutes', 200, 'debug'],
    ['/builds/latest.json', 304, 'debug'],
    ['/api/livescore/football/fixtures/27126062', 200, 'debug'],
    ['/livescore/football/leagues/3', 200, 'debug'],
    // The cron job's tick every 5 s.
    ['/internal/api/changes', 200, 'debug'],
    ['/internal/api/changes/head', 200, 'debug'],
    ['/internal/api/route-rules', 200, 'debug'],
    // Probes, even while they answer 503.
    ['/healthz', 200, 'debug'],
    ['/readyz', 503, 'debug'],
    ['/internal/api/health', 200, 'debug'],
    // A poll that fails is still news.
    ['/api/articles/x/version', 502, 'error'],
    // A reader's step.
    ['/belfold', 200, 'info'],
    ['/api/articles', 200, 'info'],
    ['/api/articles/x', 200, 'info'],
    ['/belfold', 404, 'info'],
    ['/belfold', 500, 'error'],
    [`/${'a'.repeat(300)}`, 404, 'debug'],
  ] as const)('%s %i: %s', (path, status, level) => {
    expect(accessLevel(path, status)).toBe(level);
  });

  it('puts the prerender job’s reads at debug, by its user agent', () => {
    expect(accessLevel('/api/articles', 200, JOB_USER_AGENT)).toBe('debug');
    expect(accessLevel('/api/articles', 200, 'Mozilla/5.0')).toBe('info');
    expect(accessLevel('/api/articles', 500, JOB_USER_AGENT)).toBe('error');
    expect(isPolled('/api/articles', JOB_USER_AGENT)).toBe(true);
  });

  it('puts the edge’s health probe of an origin at debug, by its user agent, though it asks a file a reader asks too', () => {
    expect(accessLevel('/favicon.svg', 200, EDGE_PROBE_USER_AGENT)).toBe('debug');
    expect(accessLevel('/favicon.svg', 200, 'Mozilla/5.0')).toBe('info');
    expect(accessLevel('/favicon.svg', 503, EDGE_PROBE_USER_AGENT)).toBe('error');
  });

  it('counts the polls and probes, not a reader’s step nor a fuzzer’s path', () => {
    expect(isPolled('/api/articles/x/version')).toBe(true);
    expect(isPolled('/readyz')).toBe(true);
    expect(isPolled('/api/articles/x/versions')).toBe(false);
    expect(isPolled(`/${'a'.repeat(300)}`)).toBe(false);
  });
});
