// For page tests: where a rendered page's links land. A browser resolves a relative href against the
// page's own origin, so a relative link to an article of the other domain lands on a 404.
import type { Article, SiteSlug } from '../domain/types';
import { SITES } from '../domain/sites';
import { articlePath } from '../domain/urls';

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** Every href of the HTML, resolved as on a page of `site`'s domain. */
export function resolvedLinks(html: string, site: SiteSlug): URL[] {
  const origin = `https://${SITES[site].domain}/`;
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => new URL(decode(m[1]!), origin));
}

/**
 * Article links of the page that land on a domain the article does not live on (its path there is a 404),
 * and the articles the page does not link at all.
 */
export function misdirectedArticleLinks(html: string, site: SiteSlug, articles: readonly Article[]): { wrong: string[]; missing: string[] } {
  const home = new Map(articles.map((a) => [articlePath(a), SITES[a.mainSuperTag.siteSlug].domain]));
  const links = resolvedLinks(html, site);
  return {
    wrong: links.filter((u) => home.has(u.pathname) && home.get(u.pathname) !== u.host).map(String),
    missing: [...home.keys()].filter((path) => !links.some((u) => u.pathname === path)),
  };
}
