import { describe, expect, it } from 'vitest';
import { matchRoute } from '../domain/routes';
import { pageRoute } from './pageRoute';

/** A public pageContext as vike hands each route function: urlPathname is a getter that parses the URL. */
function context(urlOriginal: string, host: string, siteSlug?: 'main' | 'ro') {
  const reads = { pathname: 0 };
  const ctx = {
    urlOriginal,
    host,
    siteSlug,
    get urlPathname() {
      reads.pathname++;
      return new URL(urlOriginal, 'http://x').pathname;
    },
  };
  return { ctx, reads };
}

describe('pageRoute', () => {
  it('answers the route matchRoute gives for the page', () => {
    const { ctx } = context('/belfold/2026/11/23/egy-cikk?oldal=2', 'localhost');
    const r = pageRoute(ctx);
    expect(r.site).toBe('main');
    expect(r.pathname).toBe('/belfold/2026/11/23/egy-cikk');
    expect(r.match).toEqual(matchRoute('main', '/belfold/2026/11/23/egy-cikk', { donationsOff: false }));
    expect(r.match.name).toBe('single_article');
  });

  it('works the page out once for all the route functions of one request, each with its own context object', () => {
    const contexts = Array.from({ length: 12 }, () => context('/rovat/belfold', 'localhost'));
    const answers = contexts.map(({ ctx }) => pageRoute(ctx));
    expect(contexts.reduce((n, c) => n + c.reads.pathname, 0)).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('answers afresh when the URL, the host or the site differs', () => {
    const sub = pageRoute(context('/after', 'localhost').ctx);
    expect(sub.site).toBe('after');
    // The same path on the Romanian edition's domain is that edition's page, not the main domain's sub-site.
    expect(pageRoute(context('/after', 'ro.localhost').ctx).site).toBe('ro');
    expect(pageRoute(context('/after', 'localhost', 'main').ctx).site).toBe('main');
    const other = context('/legfrissebb', 'localhost');
    expect(pageRoute(other.ctx).match.name).toBe('legfrissebb');
    expect(other.reads.pathname).toBe(1);
  });
});
