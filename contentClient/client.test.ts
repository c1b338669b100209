import { describe, expect, it } from 'vitest';
import { createContentApi } from './client';
import type { TransportAnswer } from './transport';

describe('createContentApi', () => {
  it('builds the URLs: base path kept, query parameters encoded, site and bearer sent', async () => {
    const urls: string[] = [];
    const api = createContentApi({
      baseUrl: 'http://api.test/root',
      site: 'g7',
      token: 't0k',
      transport: async ({ url, headers }) => {
        urls.push(url.href);
        expect(headers).toEqual({ 'x-site': 'g7', authorization: 'Bearer t0k', accept: 'application/json' });
        return url.pathname.endsWith('/articles')
          ? { status: 200, body: '{"items":[],"totalItems":0,"totalPages":1}', headers: {} }
          : { status: 200, body: '{"id":1,"slug":"árfolyam-hír"}', headers: {} };
      },
    });
    await api.list({ tag: 'foci vb' }, 2);
    await api.article('árfolyam-hír');
    await api.search({ filters: { superTags: ['belfold'] }, term: 'a b', page: 2, perPage: 20, sites: ['main', 'g7'] }).catch(() => {});
    expect(urls).toEqual([
      'http://api.test/root/api/articles?filters%5Btag%5D=foci+vb&page=2',
      'http://api.test/root/api/articles/%C3%A1rfolyam-h%C3%ADr',
      'http://api.test/root/api/search?filters=%7B%22superTags%22%3A%5B%22belfold%22%5D%7D&term=a+b&oldal=2&perPage=20&sites=main%7Cg7',
    ]);
  });

  it('reads a unique item; an answer without its content is a bad response', async () => {
    const answers: Record<string, string> = {
      '/api/unique/sport-leagues': '{"slug":"sport-leagues","content":"[]"}',
      '/api/unique/hibas': '{"slug":"hibas"}',
    };
    const api = createContentApi({
      baseUrl: 'http://api.test',
      site: 'main',
      transport: async ({ url }) => ({ status: answers[url.pathname] ? 200 : 404, body: answers[url.pathname] ?? '{}', headers: {} }),
    });
    expect(await api.unique('sport-leagues')).toEqual({ slug: 'sport-leagues', content: '[]' });
    await expect(api.unique('hibas')).rejects.toMatchObject({ kind: 'bad-response' });
    await expect(api.unique('nincs')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('internal: the job’s calls under /internal/api with its token; a HEAD’s size from Content-Length', async () => {
    const seen: string[] = [];
    const api = createContentApi({
      baseUrl: 'http://api.test/',
      site: 'main',
      token: 'svc',
      internal: true,
      transport: async ({ method, url, headers }): Promise<TransportAnswer> => {
        seen.push(`${method} ${url.href} ${headers.authorization}`);
        if (method === 'HEAD') return { status: 200, body: '', headers: { 'content-length': '1234' } };
        return { status: 200, body: url.pathname.endsWith('/head') ? '{"cursor":"7"}' : '{"changes":[],"next":"8"}', headers: {} };
      },
    });
    expect(await api.changesHead()).toEqual({ cursor: '7' });
    expect(await api.changes('7', 100)).toEqual({ changes: [], next: '8' });
    expect(await api.size('/media/a.jpg')).toBe(1234);
    expect(seen).toEqual([
      'GET http://api.test/internal/api/changes/head Bearer svc',
      'GET http://api.test/internal/api/changes?since=7&limit=100 Bearer svc',
      'HEAD http://api.test/internal/media/a.jpg Bearer svc',
    ]);
  });
});
