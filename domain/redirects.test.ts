import { describe, expect, it } from 'vitest';
import { AUTHOR_CITY_SUFFIXES, HEADING_SECTIONS, REDIRECT_RULES, SHOP_URL, redirectFor, routeRuleProblem, type RedirectRule } from './redirects';
import { matchRoute, ROUTES } from './routes';
import type { RouteRule, SiteSlug } from './types';

const QUERY = '?oldal=2&utm_source=x';
const WITH_FBCLID = '?oldal=2&fbclid=IwAR0abc&utm_source=x';

/** The sites a rule's examples are checked on. */
const sitesOf = (rule: RedirectRule): SiteSlug[] => (rule.domain === 'both' ? ['main', 'ro'] : rule.domain === 'ro' ? ['ro'] : ['main']);
const internal = (location: string) => location.startsWith('/');
/** A path only the main domain serves. */
const mainDomainOnly = (path: string) => {
  const m = matchRoute('main', path, { donationsOff: false });
  return ROUTES.some((r) => r.name === m.name && r.mainDomainOnly);
};

describe('every built-in rule', () => {
  const cases = REDIRECT_RULES.flatMap((rule) =>
    sitesOf(rule).flatMap((site) => rule.examples.map(([from, to]) => ({ rule: rule.name, site, from, to, status: rule.status }))),
  );

  it('has examples', () => {
    for (const rule of REDIRECT_RULES) expect(rule.examples.length, rule.name).toBeGreaterThan(0);
  });

  it.each(cases)('$rule on $site: $from → $to', ({ site, from, to, status }) => {
    // Paths starting with '//' are given as URLs: as a string they are read as a path too, but a URL is how
    // the origin hands them over.
    const url = (q: string) => new URL(`https://hirter.hu${from}${q}`);
    expect(redirectFor(site, url(''))).toEqual({ location: to, status });
    expect(redirectFor(site, url(QUERY))).toEqual({ location: `${to}${QUERY}`, status });
    expect(redirectFor(site, url(WITH_FBCLID))).toEqual({ location: `${to}${QUERY}`, status });
  });

  it.each(cases)('$rule on $site: $to is not redirected again (one hop)', ({ site, to }) => {
    if (internal(to)) {
      expect(redirectFor(site, to)).toBeNull();
      expect(redirectFor(site, `${to}${QUERY}`)).toBeNull();
    } else {
      expect(redirectFor(site, new URL(to))).toBeNull();
    }
  });

  it('sends every internal target to a page that exists (except where the edition has none)', () => {
    for (const c of cases) {
      if (!internal(c.to)) continue;
      // The old list paths are redirected on both domains; the sub-sites, the flag lists and /english are
      // the main domain's only (routes.ts mainDomainOnly), so the Romanian edition answers them 404.
      if (c.site === 'ro' && (/^\/(after|g7|karakter)(\/|$)/.test(c.to) || mainDomainOnly(c.to))) continue;
      expect(matchRoute(c.site, c.to, { donationsOff: false }).name, `${c.site} ${c.to}`).not.toBe('not-found');
    }
  });
});

describe('redirectFor, rule by rule', () => {
  const main = (url: string, rules?: RouteRule[]) => redirectFor('main', url, rules);
  const ro = (url: string, rules?: RouteRule[]) => redirectFor('ro', url, rules);
  const perm = (location: string) => ({ location, status: 301 });

  it('maps the old list routes', () => {
    expect(main(`/list/newest${QUERY}`)).toEqual(perm(`/legfrissebb${QUERY}`));
    expect(main('/list/important')).toEqual(perm('/legfontosabb'));
    expect(main('/list/favorite')).toEqual(perm('/kedvenceink'));
    expect(main('/list/announcement')).toEqual(perm('/rovat/kozlemeny'));
    expect(main('/list/english')).toEqual(perm('/english'));
    expect(main('/list/other')).toBeNull();
  });

  it('on the Romanian edition maps only the old lists it has the new list of; the others stay a 404 there', () => {
    expect(ro(`/list/newest${QUERY}`)).toEqual(perm(`/legfrissebb${QUERY}`));
    for (const path of ['/list/important', '/list/favorite', '/list/announcement', '/list/english', '/kozlemenyek']) expect(ro(path), path).toBeNull();
  });

  it('drops a city suffix from an author slug', () => {
    for (const city of AUTHOR_CITY_SUFFIXES) {
      expect(ro(`/szerzo/kovacs-peter-${city}${QUERY}`)).toEqual(perm(`/szerzo/kovacs-peter${QUERY}`));
      expect(main(`/szerzo/nagy-eva-${city}`)).toEqual(perm('/szerzo/nagy-eva'));
    }
    expect(main('/szerzo/kovacs-peter')).toBeNull();
    expect(main('/szerzo/kovacs-peter-budapest')).toBeNull();
    expect(main('/szerzo/kolozsvar')).toBeNull();
    expect(main('/szerzo/kovacs-peter-kolozsvar/x')).toBeNull();
  });

  it('corrects the newsletter document slug', () => {
    expect(main(`/dokumentum/hirlevel-feliratkozas${QUERY}`)).toEqual(perm(`/dokumentum/hirlevel${QUERY}`));
    expect(ro('/dokumentum/hirlevel-feliratkozas')).toEqual(perm('/dokumentum/hirlevel'));
    expect(main('/dokumentum/hirlevel')).toBeNull();
  });

  it('sends /t and /t/en to /tamogatas on the main domain', () => {
    expect(main(`/t${QUERY}`)).toEqual(perm(`/tamogatas${QUERY}`));
    expect(main('/t/en')).toEqual(perm('/tamogatas'));
    expect(main('/t/de')).toBeNull();
    expect(main('/te')).toBeNull();
  });

  it('sends /rovat/after, /rovat/g7, /rovat/karakter to the sub-site root', () => {
    expect(main(`/rovat/after${QUERY}`)).toEqual(perm(`/after${QUERY}`));
    expect(main('/rovat/g7')).toEqual(perm('/g7'));
    expect(main('/rovat/karakter')).toEqual(perm('/karakter'));
  });

  it('normalises trailing slashes, sub-site roots first', () => {
    expect(main(`/after/${QUERY}`)).toEqual(perm(`/after${QUERY}`));
    expect(main('/g7/')).toEqual(perm('/g7'));
    expect(main('/karakter/')).toEqual(perm('/karakter'));
    expect(main('/rovat/belfold/')).toEqual(perm('/rovat/belfold'));
    expect(main('/rovat/belfold///')).toEqual(perm('/rovat/belfold'));
    expect(ro('/rovat/erdely/')).toEqual(perm('/rovat/erdely'));
    expect(main('/')).toBeNull();
    expect(main(`/${QUERY}`)).toBeNull();
  });

  it('never answers a location that reads as another host', () => {
    expect(main('//evil.example/')).toEqual(perm('/evil.example'));
    expect(redirectFor('main', new URL('https://hirter.hu//evil.example/'))).toEqual(perm('/evil.example'));
    expect(main('/\\evil.example/')).toEqual(perm('/evil.example'));
    expect(main('//evil.example')).toEqual(perm('/evil.example'));
  });

  it('sends /kozlemenyek to /rovat/kozlemeny', () => {
    expect(main(`/kozlemenyek${QUERY}`)).toEqual(perm(`/rovat/kozlemeny${QUERY}`));
  });

  it('moves the culture sections to Karakter and the native-ad sections to their sub-site', () => {
    expect(main(`/rovat/kultura${QUERY}`)).toEqual(perm(`/karakter/kultura${QUERY}`));
    expect(main('/rovat/konyvespolc')).toEqual(perm('/karakter/konyvespolc'));
    expect(main('/rovat/nagyito')).toEqual(perm('/karakter/nagyito'));
    expect(main('/rovat/rovatok')).toEqual(perm('/karakter'));
    expect(main(`/rovat/kolumna${QUERY}`)).toEqual(perm(`/karakter${QUERY}`));
    expect(main('/rovat/publicisztika')).toEqual(perm('/karakter'));
    expect(main('/rovat/kolumna/2')).toBeNull();
    expect(main('/rovat/g7-partner')).toEqual(perm('/g7'));
    expect(main('/rovat/karakter-partner')).toEqual(perm('/karakter'));
    expect(main('/rovat/kultura/film')).toBeNull();
    expect(main('/rovat/kulturalis')).toBeNull();
  });

  it('sends supplement tags and sections to the supplement on the main domain', () => {
    const slugs = ['valasztas-2022', 'valasztas-2024', 'ep-2024', 'eb-2024', 'parizs-2024', 'usa-2024', 'tokio-2020', 'foci-vb-2022', 'orosz-ukran-haboru'];
    for (const slug of slugs) {
      expect(main(`/cimke/${slug}${QUERY}`)).toEqual(perm(`/melleklet/${slug}${QUERY}`));
      expect(main(`/rovat/${slug}`)).toEqual(perm(`/melleklet/${slug}`));
      expect(ro(`/cimke/${slug}`)).toBeNull();
    }
    expect(main('/cimke/orosz-ukran-valsag')).toEqual(perm('/melleklet/orosz-ukran-haboru'));
    expect(main('/cimke/eb-2024/extra')).toBeNull();
    expect(main('/cimke/eb-2028')).toBeNull();
  });

  it('sends /shop to the external shop, temporarily, with the query', () => {
    expect(main('/shop')).toEqual({ location: SHOP_URL, status: 302 });
    expect(main(`/shop${WITH_FBCLID}`)).toEqual({ location: `https://shop.hirter.hu/${QUERY}`, status: 302 });
    expect(main('/shop/')).toEqual({ location: SHOP_URL, status: 302 });
    expect(ro('/shop')).toBeNull();
  });

  it('keeps one impressum per domain', () => {
    expect(main(`/dokumentum/impresszum${QUERY}`)).toEqual(perm(`/impresszum${QUERY}`));
    expect(main('/impresszum')).toBeNull();
    expect(ro(`/impresszum${QUERY}`)).toEqual(perm(`/dokumentum/impresszum${QUERY}`));
    expect(ro('/dokumentum/impresszum')).toBeNull();
  });

  it('turns /tag/… into /cimke/…', () => {
    expect(main(`/tag/budapest${QUERY}`)).toEqual(perm(`/cimke/budapest${QUERY}`));
    expect(ro('/tag/helyben/ujbuda')).toEqual(perm('/cimke/helyben/ujbuda'));
    expect(main('/tagok')).toBeNull();
  });

  it('rewrites a path with a placeholder marker to /tamogatas', () => {
    expect(main(`/tamogatas/{{link}}${QUERY}`)).toEqual(perm(`/tamogatas${QUERY}`));
    expect(main('/%7b%7burl%7d%7d')).toEqual(perm('/tamogatas'));
    expect(main('/belfold/2025/01/02/%7B%7Bslug%7D%7D/')).toEqual(perm('/tamogatas'));
    expect(main('/rovat/belfold?x={{y}}')).toBeNull();
  });

  it('strips a trailing /elo', () => {
    expect(main(`/belfold/2025/01/02/slug/elo${QUERY}`)).toEqual(perm(`/belfold/2025/01/02/slug${QUERY}`));
    expect(main('/g7/2025/01/02/slug/elo')).toEqual(perm('/g7/2025/01/02/slug'));
    expect(ro('/erdely/2025/01/02/slug/elo')).toEqual(perm('/erdely/2025/01/02/slug'));
    expect(main('/rovat/elo')).toBeNull();
    expect(main('/belfold/2025/01/02/slug/elo/x')).toBeNull();
  });

  it('sends a heading-menu section to its section page', () => {
    expect(HEADING_SECTIONS).toEqual(['belfold', 'kulfold', 'gazdasag', 'sport']);
    for (const s of HEADING_SECTIONS) expect(main(`/${s}${QUERY}`)).toEqual(perm(`/rovat/${s}${QUERY}`));
    expect(main('/sport/')).toEqual(perm('/rovat/sport'));
    expect(ro('/erdely')).toEqual(perm('/rovat/erdely'));
    expect(ro('/belfold')).toBeNull();
    expect(main('/erdely')).toBeNull();
    expect(main('/tech')).toBeNull();
    expect(main('/belfold/x')).toBeNull();
  });

  it('sends /{x}/{yyyymmdd}/{slug} to G7', () => {
    expect(main(`/gazdasag/20250102/slug${QUERY}`)).toEqual(perm(`/g7/2025/01/02/slug${QUERY}`));
    expect(main('/penz/20241231/ev-vege')).toEqual(perm('/g7/2024/12/31/ev-vege'));
    expect(main('/gazdasag/20250230/slug')).toBeNull();
    expect(main('/gazdasag/2025010/slug')).toBeNull();
    expect(main('/gazdasag/20250102/slug/x')).toBeNull();
    expect(ro('/gazdasag/20250102/slug')).toBeNull();
  });

  it('applies the main-domain rules on the sub-sites too', () => {
    expect(redirectFor('g7', '/rovat/kultura')).toEqual(perm('/karakter/kultura'));
    expect(redirectFor('after', '/after/')).toEqual(perm('/after'));
  });

  it('leaves the sub-site and support rules to the main domain', () => {
    for (const path of ['/t', '/rovat/after', '/rovat/kultura', '/rovat/g7-partner', '/tamogatas/{{x}}', '/dokumentum/impresszum']) {
      expect(ro(path)).toBeNull();
    }
  });

  it('combines the rules a legacy URL needs into one hop', () => {
    expect(main(`/tag/eb-2024/${WITH_FBCLID}`)).toEqual(perm(`/melleklet/eb-2024${QUERY}`));
    expect(main('/list/announcement/')).toEqual(perm('/rovat/kozlemeny'));
    expect(main('/rovat/kultura/')).toEqual(perm('/karakter/kultura'));
    expect(main('/g7/adat/2025/01/02/slug/elo/')).toEqual(perm('/g7/adat/2025/01/02/slug'));
  });
});

describe('the query string', () => {
  it('is kept as it came, only fbclid removed', () => {
    expect(redirectFor('main', '/list/newest?q=a+b&x=%C3%A9&y')).toEqual({ location: '/legfrissebb?q=a+b&x=%C3%A9&y', status: 301 });
    expect(redirectFor('main', '/list/newest?fbclid=1')).toEqual({ location: '/legfrissebb', status: 301 });
    expect(redirectFor('main', '/list/newest?fbclid')).toEqual({ location: '/legfrissebb', status: 301 });
  });

  it('without fbclid, on a path no rule touches, gives no redirect', () => {
    expect(redirectFor('main', '/rovat/belfold')).toBeNull();
    expect(redirectFor('main', `/rovat/belfold${QUERY}`)).toBeNull();
    expect(redirectFor('main', '/belfold/2025/01/02/slug?oldal=2')).toBeNull();
    expect(redirectFor('ro', '/rovat/erdely?oldal=3')).toBeNull();
  });

  it('with fbclid, on a path no rule touches, redirects to the same URL without it', () => {
    expect(redirectFor('main', '/rovat/belfold?fbclid=abc')).toEqual({ location: '/rovat/belfold', status: 301 });
    expect(redirectFor('main', `/rovat/belfold${WITH_FBCLID}`)).toEqual({ location: `/rovat/belfold${QUERY}`, status: 301 });
    expect(redirectFor('ro', '/?fbclid=abc&oldal=2')).toEqual({ location: '/?oldal=2', status: 301 });
    // Only the exact parameter name.
    expect(redirectFor('main', '/rovat/belfold?fbclidx=1&xfbclid=2')).toBeNull();
  });

  it('keeps the fragment', () => {
    expect(redirectFor('main', new URL('https://hirter.hu/list/newest?oldal=2#lista'))).toEqual({ location: '/legfrissebb?oldal=2#lista', status: 301 });
  });
});

describe('server-provided rules', () => {
  const rules: RouteRule[] = [
    { from: '/rovat/regi-rovat', to: '/rovat/belfold', status: 301 },
    { from: '/valasztas', to: '/melleklet/valasztas-2024', status: 302 },
    { from: '/hirlevel', to: '/dokumentum/hirlevel?forras=regi', status: 301 },
    { from: '/rovat/belfold', to: '/rovat/kulfold', status: 301 },
    { from: '/onmaga', to: '/onmaga', status: 301 },
    { from: '/list/newest', to: '/rovat/tech', status: 301 },
  ];

  it('apply on an exact path, with their status, keeping the query', () => {
    expect(redirectFor('main', `/valasztas${WITH_FBCLID}`, rules)).toEqual({ location: `/melleklet/valasztas-2024${QUERY}`, status: 302 });
    expect(redirectFor('ro', '/valasztas', rules)).toEqual({ location: '/melleklet/valasztas-2024', status: 302 });
    expect(redirectFor('main', '/valasztas/x', rules)).toBeNull();
  });

  it('join a query of their own with the request query', () => {
    expect(redirectFor('main', `/hirlevel${QUERY}`, rules)).toEqual({ location: `/dokumentum/hirlevel?forras=regi&${QUERY.slice(1)}`, status: 301 });
  });

  it('come after the built-in rules', () => {
    expect(redirectFor('main', '/list/newest', rules)).toEqual({ location: '/legfrissebb', status: 301 });
  });

  it('are looked up on the path the built-in rules leave, in the same hop', () => {
    expect(redirectFor('main', '/rovat/regi-rovat/?oldal=2', rules)).toEqual({ location: '/rovat/belfold?oldal=2', status: 301 });
  });

  it('are not chased: the result of one is not the source of another in the same answer', () => {
    expect(redirectFor('main', '/rovat/regi-rovat', rules)).toEqual({ location: '/rovat/belfold', status: 301 });
  });

  it('ignore a rule that points at itself', () => {
    expect(redirectFor('main', '/onmaga', rules)).toBeNull();
  });

  it('are optional', () => {
    expect(redirectFor('main', '/valasztas')).toBeNull();
  });
});

describe('routeRuleProblem', () => {
  it.each([[{ from: '/regi', to: '/uj', status: 301 }], [{ from: '/kampany', to: 'https://kampany.example.org/?a=1', status: 302 }]] as const)(
    'serves %j',
    (rule) => {
      expect(routeRuleProblem(rule)).toBeNull();
    },
  );
  it.each([
    [{ from: 'regi', to: '/uj', status: 301 }, /starts with one/],
    [{ from: '//evil', to: '/uj', status: 301 }, /starts with one/],
    [{ from: '/a b', to: '/uj', status: 301 }, /no space/],
    [{ from: '/a?x=1', to: '/uj', status: 301 }, /query/],
    [{ from: '/api/x', to: '/uj', status: 301 }, /not redirected/],
    [{ from: '/media', to: '/uj', status: 301 }, /not redirected/],
    [{ from: '/a', to: 'http://x.hu/', status: 301 }, /https/],
    [{ from: '/a', to: '//x.hu/', status: 301 }, /https/],
    [{ from: `/${'a'.repeat(200)}`, to: '/b', status: 301 }, /at most 200/],
    [{ from: '/a', to: '/a', status: 301 }, /itself/],
    [{ from: '/a', to: '/b', status: 307 }, /301 or 302/],
  ] as const)('refuses %j', (rule, problem) => {
    expect(routeRuleProblem(rule as unknown as RouteRule)).toMatch(problem);
  });
});
