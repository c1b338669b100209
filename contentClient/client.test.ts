import { describe, expect, it } from 'vitest';
import { createContentApi } from './client';

describe('createContentApi', () => {
  it('builds the URLs: base path kept, query parameters encoded, site and bearer sent', async () => {
    const urls: string[] = [];
    const api = createContentApi({
      baseUrl: 'http://api.test/root',
      site: 'g7',
      token: 't0k',
      transport: async (url, headers) => {
        urls.push(url.href);
        expect(headers).toEqual({ 'x-site': 'g7', authorization: 'Bearer t0k' });
        return url.pathname.endsWith('/articles')
          ? { status: 200, body: '{"items":[],"totalItems":0,"totalPages":1}' }
          : { status: 200, body: '{"id":1,"slug":"árfolyam-hír"}' };
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
      transport: async (url) => (answers[url.pathname] ? { status: 200, body: answers[url.pathname]! } : { status: 404, body: '{}' }),
    });
    expect(await api.unique('sport-leagues')).toEqual({ slug: 'sport-leagues', content: '[]' });
    await expect(api.unique('hibas')).rejects.toMatchObject({ kind: 'bad-response' });
    await expect(api.unique('nincs')).rejects.toMatchObject({ kind: 'not-found' });
  });
});
