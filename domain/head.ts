// What goes into a page's <head>: title, canonical URL, share tags, verification, feeds, JSON-LD.
// Pure: the renderer turns the model into tags.
import type { Article, ColorMode, SiteSlug, SubArticle } from './types';
import { SITES } from './sites';
import { ICONS, THEME_COLOR } from './brand';
import { articleColorMode } from './colorMode';
import { publisher } from './structuredData/organization';
import { articleTrail, breadcrumbList } from './structuredData/breadcrumbs';

/**
 * og:locale of every site, the Romanian edition's too: its pages are in Hungarian, and og:locale is read
 * for the language. 'hu_RO' would say "Hungarian in Romania" more exactly, but it is not among the locales
 * Facebook accepts: its scraper ignores the tag then and assumes en_US, the wrong language.
 */
export const OG_LOCALE = 'hu_HU';

/** The icon links and the theme colour every page's head carries (files of domain/brand.ts). */
export const HEAD_LINKS: readonly { rel: string; href: string; type?: string; sizes?: string }[] = [
  { rel: 'icon', href: ICONS.ico, sizes: '48x48' },
  { rel: 'icon', href: ICONS.svg, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: ICONS.appleTouch },
  { rel: 'manifest', href: ICONS.manifest },
];
export { THEME_COLOR };

export interface HeadModel {
  title: string;
  description: string;
  /** The page's canonical URL; null on an error page, whose address is no page to point to. */
  canonical: string | null;
  robots: string | null;
  /** Open Graph and Twitter tags, in order. */
  meta: { property?: string; name?: string; content: string }[];
  feeds: { title: string; href: string }[];
  /** The page's JSON-LD blocks (domain/structuredData/), one script each; the page's own entity first. */
  jsonLd: object[];
  forceColorMode: ColorMode | null;
  cssClass: string;
}

export function siteOrigin(site: SiteSlug): string {
  return `https://${SITES[site].domain}`;
}

function absolute(site: SiteSlug, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteOrigin(site)}${path}`;
}

function feeds(site: SiteSlug, extra: { title: string; href: string }[] = []): { title: string; href: string }[] {
  const own = { title: `${SITES[site].name} – friss cikkek`, href: SITES[site].rss };
  return [own, ...extra.filter((f) => f.href !== own.href)];
}

function baseMeta(site: SiteSlug, o: { title: string; description: string; url: string | null; image: string; type: string }) {
  const cfg = SITES[site];
  return [
    { property: 'og:site_name', content: cfg.name },
    { property: 'og:locale', content: OG_LOCALE },
    { property: 'og:type', content: o.type },
    { property: 'og:title', content: o.title },
    { property: 'og:description', content: o.description },
    ...(o.url === null ? [] : [{ property: 'og:url', content: o.url }]),
    { property: 'og:image', content: absolute(site, o.image) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: cfg.socialHandle },
    { name: 'twitter:title', content: o.title },
    { name: 'twitter:description', content: o.description },
    { name: 'twitter:image', content: absolute(site, o.image) },
    { name: 'google-site-verification', content: cfg.verificationCode },
  ];
}

const iso = (unix: number) => new Date(unix * 1000).toISOString();

/**
 * Head of a plain page (front page, lists, documents, errors). `error`: an error page (404, 500), served
 * at whatever address failed — it names no canonical URL and no og:url, which would point crawlers and
 * share previews at an address that is no page (the prerendered 404.html would name /404).
 */
export function pageHead(
  site: SiteSlug,
  o: {
    title: string | null;
    path: string;
    description?: string;
    noindex?: boolean;
    error?: boolean;
    feeds?: { title: string; href: string }[];
    jsonLd?: object[];
  },
): HeadModel {
  const cfg = SITES[site];
  const title = o.title ? `${o.title} | ${cfg.name}` : cfg.name;
  const description = o.description ?? `${cfg.name}: friss hírek, elemzések, vélemények.`;
  const url = o.error ? null : absolute(site, o.path);
  return {
    title,
    description,
    canonical: url,
    robots: o.noindex || o.error ? 'noindex' : null,
    meta: baseMeta(site, { title, description, url, image: cfg.shareImage, type: 'website' }),
    feeds: feeds(site, o.feeds),
    jsonLd: o.error ? [] : (o.jsonLd ?? []),
    forceColorMode: null,
    cssClass: cfg.cssClass,
  };
}

/**
 * An article's shares as structured data, once they reach the site's social interaction number (reader-site.md
 * §1, §9: 300 on the Hungarian sites, 100 on the Romanian edition's smaller readership): below it the figure says
 * nothing worth telling.
 */
export function socialInteraction(site: SiteSlug, a: Pick<Article, 'facebookEngagement'>): { interactionStatistic?: object } {
  const shares = a.facebookEngagement ?? 0;
  if (shares < SITES[site].socialInteractionNumber) return {};
  return { interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ShareAction', userInteractionCount: shares } };
}

/** Head of an article page: NewsArticle, or LiveBlogPosting with its updates for a live blog. */
export function articleHead(site: SiteSlug, a: Article, o: { path: string; posts?: SubArticle[] }): HeadModel {
  const cfg = SITES[site];
  const url = absolute(site, o.path);
  const description = a.ogDescription || a.lead || cfg.name;
  const image = a.facebookImage ?? a.coverImage ?? cfg.shareImage;
  const wide = a.coverImageSet ? [a.coverImageSet.src, ...Object.values(a.coverImageSet.variants)] : [image];
  // The search engines' three shapes (16:9, 4:3, 1:1): the article's own mobile pictures, else its site's.
  const images = [...wide, a.mobileImage43 ?? cfg.mobileImage43, a.mobileImage11 ?? cfg.mobileImage11].map((p) => absolute(site, p));
  const common = {
    '@context': 'https://schema.org',
    headline: a.title,
    description,
    datePublished: iso(a.pubDate),
    dateModified: iso(a.updatedAt),
    image: images,
    author: a.articleAuthors.map((x) => ({ '@type': 'Person', name: x.name, url: absolute(site, `/szerzo/${x.slug}`) })),
    publisher: publisher(site),
    mainEntityOfPage: url,
    inLanguage: a.english ? 'en' : 'hu',
    isAccessibleForFree: true,
    // The reader-revenue (Reader Revenue Manager) markup: the site's property, free to read.
    isPartOf: { '@type': ['CreativeWork', 'Product'], name: cfg.name, productID: `${cfg.readerRevenuePropertyId}:openaccess` },
    articleSection: a.mainSuperTag.name,
    ...socialInteraction(site, a),
  };
  const jsonLd =
    a.type === 'liveblog'
      ? {
          ...common,
          '@type': 'LiveBlogPosting',
          coverageStartTime: iso(a.pubDate),
          ...(a.live ? {} : { coverageEndTime: iso(a.updatedAt) }),
          liveBlogUpdate: (o.posts ?? []).map((p) => ({
            '@type': 'BlogPosting',
            headline: p.document.title,
            datePublished: iso(p.document.pubDate),
            url: `${url}#${p.document.slug}`,
          })),
        }
      : { ...common, '@type': 'NewsArticle' };
  const meta = baseMeta(site, { title: a.title, description, url, image, type: 'article' });
  meta.push(
    { property: 'article:published_time', content: iso(a.pubDate) },
    { property: 'article:modified_time', content: iso(a.updatedAt) },
    { property: 'article:section', content: a.mainSuperTag.name },
    ...a.tags.map((t) => ({ property: 'article:tag', content: t.name })),
  );
  const sectionFeed = { title: `${a.mainSuperTag.name} – ${cfg.name}`, href: `/rss/rovat/${a.mainSuperTag.slug}` };
  return {
    title: `${a.title} | ${cfg.name}`,
    description,
    canonical: url,
    robots: a.active && a.mainSuperTag.active ? (a.adultContent ? 'noindex' : null) : 'noindex',
    meta,
    feeds: feeds(site, [sectionFeed]),
    jsonLd: [jsonLd, breadcrumbList(site, articleTrail(site, a, o.path.replace(/\?.*$/, '')))],
    forceColorMode: articleColorMode(a.colorScheme),
    cssClass: cfg.cssClass,
  };
}

/**
 * Whether a page belongs in the sitemaps: its head lets it be indexed and names the page itself canonical
 * (not an alias of another page). `pageUrl` is the page's absolute URL without its query.
 */
export function inSitemap(head: Pick<HeadModel, 'robots' | 'canonical'>, pageUrl: string): boolean {
  if (head.robots !== null && /\bnoindex\b/i.test(head.robots)) return false;
  if (head.canonical === null) return false;
  try {
    return new URL(head.canonical).href === new URL(pageUrl).href;
  } catch {
    return false;
  }
}
