// What goes into a page's <head>: title, canonical URL, share tags, verification, feeds, JSON-LD.
// Pure: the renderer turns the model into tags.
import type { Article, ColorMode, SiteSlug, SubArticle } from './types';
import { SITES } from './sites';
import { ICONS, SHARE_IMAGE_SIZE, THEME_COLOR } from './brand';
import { articleColorMode } from './colorMode';
import { OG_LOCALES, articleLanguage, siteLanguage, type Language } from './language';
import { imageSetFileSize } from './images';
import { publisher } from './structuredData/organization';
import { articleTrail, breadcrumbList } from './structuredData/breadcrumbs';
import { absoluteOn as absolute } from './structuredData/common';

/**
 * The robots directive of an indexable page: Google Discover and Top Stories show a large picture only with
 * it. A noindex page says noindex alone (there is no preview to size).
 */
export const INDEXABLE_ROBOTS = 'max-image-preview:large';

/** The icon links and the theme colour every page's head carries (files of domain/brand.ts). */
export const HEAD_LINKS: readonly { rel: string; href: string; type?: string; sizes?: string }[] = [
  { rel: 'icon', href: ICONS.ico, sizes: '48x48' },
  { rel: 'icon', href: ICONS.svg, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: ICONS.appleTouch },
  { rel: 'manifest', href: ICONS.manifest },
];
export { THEME_COLOR };

export interface HeadModel {
  /** The page's language: <html lang> and og:locale (domain/language.ts). */
  lang: Language;
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

function feeds(site: SiteSlug, extra: { title: string; href: string }[] = []): { title: string; href: string }[] {
  const own = { title: `${SITES[site].name} – friss cikkek`, href: SITES[site].rss };
  return [own, ...extra.filter((f) => f.href !== own.href)];
}

/** A share image with what is known of it: its size when the content says it, its text alternative. */
export interface ShareImage {
  path: string;
  size: { width: number; height: number } | null;
  alt: string | null;
}

/** The site's default share image (prerender/brandImages.ts draws it at SHARE_IMAGE_SIZE, spelling the site's name). */
export function siteShareImage(site: SiteSlug): ShareImage {
  return { path: SITES[site].shareImage, size: { ...SHARE_IMAGE_SIZE }, alt: SITES[site].name };
}

/**
 * An article's share image: its Facebook picture, else its cover, else the site's. Its size and alt are the
 * cover set's when the picture is one of that set's files (the seed's Facebook picture is the cover at 3x);
 * a picture the content gives no size of gets none, rather than a guess the scrapers would crop by.
 */
export function articleShareImage(site: SiteSlug, a: Pick<Article, 'facebookImage' | 'coverImage' | 'coverImageSet' | 'coverImageText'>): ShareImage {
  const path = a.facebookImage ?? a.coverImage;
  if (!path) return siteShareImage(site);
  const set = a.coverImageSet;
  const size = set ? imageSetFileSize(set, path) : null;
  return { path, size, alt: size ? set!.alt || a.coverImageText || null : null };
}

function baseMeta(site: SiteSlug, o: { title: string; description: string; url: string | null; image: ShareImage; type: string; lang: Language }) {
  const cfg = SITES[site];
  const { image } = o;
  return [
    { property: 'og:site_name', content: cfg.name },
    { property: 'og:locale', content: OG_LOCALES[o.lang] },
    { property: 'og:type', content: o.type },
    { property: 'og:title', content: o.title },
    { property: 'og:description', content: o.description },
    ...(o.url === null ? [] : [{ property: 'og:url', content: o.url }]),
    { property: 'og:image', content: absolute(site, image.path) },
    ...(image.size
      ? [
          { property: 'og:image:width', content: String(image.size.width) },
          { property: 'og:image:height', content: String(image.size.height) },
        ]
      : []),
    ...(image.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: cfg.socialHandle },
    { name: 'twitter:title', content: o.title },
    { name: 'twitter:description', content: o.description },
    { name: 'twitter:image', content: absolute(site, image.path) },
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
  const lang = siteLanguage(site);
  return {
    lang,
    title,
    description,
    canonical: url,
    robots: o.noindex || o.error ? 'noindex' : INDEXABLE_ROBOTS,
    meta: baseMeta(site, { title, description, url, image: siteShareImage(site), type: 'website', lang }),
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
  const share = articleShareImage(site, a);
  const image = share.path;
  const lang = articleLanguage(a);
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
    inLanguage: lang,
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
  const meta = baseMeta(site, { title: a.title, description, url, image: share, type: 'article', lang });
  meta.push(
    { property: 'article:published_time', content: iso(a.pubDate) },
    { property: 'article:modified_time', content: iso(a.updatedAt) },
    { property: 'article:section', content: a.mainSuperTag.name },
    ...a.tags.map((t) => ({ property: 'article:tag', content: t.name })),
  );
  const sectionFeed = { title: `${a.mainSuperTag.name} – ${cfg.name}`, href: `/rss/rovat/${a.mainSuperTag.slug}` };
  return {
    lang,
    title: `${a.title} | ${cfg.name}`,
    description,
    canonical: url,
    robots: a.active && a.mainSuperTag.active && !a.adultContent ? INDEXABLE_ROBOTS : 'noindex',
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
