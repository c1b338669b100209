import { describe, expect, it } from 'vitest';
import { PROXY_ROUTES, proxyRoute, proxyRouteFor } from './proxyRoutes';
import { ACCOUNT_API, READER_COOKIES } from './accounts';
import { QUIZ_API_PREFIX, QUIZ_COOKIE, QUIZ_TOKEN_PATH } from './quiz';
import { GAME_COOKIE } from './predictionGame';
import { PUSH_API } from './push';

describe('the proxy routes', () => {
  it('sends each call to its service by the first route that matches', () => {
    expect(proxyRouteFor(ACCOUNT_API.info)?.service).toBe('CRM_API_URL');
    expect(proxyRouteFor('/api/newsletter/feliratkozas')?.name).toBe('newsletter');
    expect(proxyRouteFor(QUIZ_API_PREFIX)?.service).toBe('QUIZ_API_URL');
    expect(proxyRouteFor(QUIZ_TOKEN_PATH)?.name).toBe('quiz-token');
    expect(proxyRouteFor('/api/tippjatek/valasztas-2030')?.service).toBe('CONTENT_API_URL');
    expect(proxyRouteFor(PUSH_API.key)?.name).toBe('push');
    expect(proxyRouteFor('/api/articles/x')?.name).toBe('api');
    expect(proxyRouteFor('/media/kep.jpg')?.name).toBe('media');
    expect(proxyRouteFor('/')).toBeUndefined();
    expect(proxyRouteFor('/apix')).toBeUndefined();
  });

  it('matches the quiz calls exactly: anything below them is a content API call', () => {
    expect(proxyRouteFor(`${QUIZ_API_PREFIX}mas`)?.name).toBe('api');
  });

  it('passes each reader call only its own cookies, the bearer token only to the quiz, DELETE only to push', () => {
    expect(proxyRoute('account').cookies).toEqual(READER_COOKIES);
    expect(proxyRoute('newsletter').cookies).toEqual([]);
    expect(proxyRoute('quiz').cookies).toEqual([QUIZ_COOKIE]);
    expect(proxyRoute('game').cookies).toEqual([GAME_COOKIE]);
    expect(PROXY_ROUTES.filter((r) => r.headers.includes('authorization')).map((r) => r.name)).toEqual(['quiz', 'quiz-token']);
    expect(PROXY_ROUTES.filter((r) => r.methods.includes('DELETE')).map((r) => r.name)).toEqual(['push']);
  });

  it('keeps public reads read-only and credential-free; only /api/ is cached, the quiz and the public reads are polled', () => {
    for (const r of PROXY_ROUTES.filter((r) => r.kind === 'public')) {
      expect(r.methods, r.name).toEqual(['GET', 'HEAD']);
      expect(r.cookies, r.name).toEqual([]);
    }
    expect(PROXY_ROUTES.filter((r) => r.cacheable).map((r) => r.name)).toEqual(['api']);
    expect(PROXY_ROUTES.filter((r) => r.timeout === 'poll').map((r) => r.name)).toEqual(['quiz', 'quiz-token', 'api', 'media']);
  });

  it('lists no route that an earlier one hides', () => {
    PROXY_ROUTES.forEach((r, i) => expect(proxyRouteFor(r.path), r.name).toBe(PROXY_ROUTES[i]));
  });
});
