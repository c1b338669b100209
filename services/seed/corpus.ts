// Generates the deterministic corpus: same options, same store, byte for byte in its content.
import type { Article, ArticleAuthor, ArticleType, FlagSlug, SiteSlug } from '../../domain/types';
import { withFlags } from '../../domain/flags';
import { articlePath } from '../../domain/urls';
import { SITE_SLUGS } from '../../domain/sites';
import { ArticleWriter } from '../store/write';
import type { Db } from '../store/schema';
import { createRng, type Rng } from '../../lib/rng';
import { createTextGenerator, opensAlike, slugify, type TextGenerator, type Topic } from './text';
import { body, mediaPath } from './body';
import type { GeneratedImage } from './images';
import { articleFixtures } from '../livescore/football/model';
import { HIKING_DIFFICULTY_TAGS, HIKING_NEWS_TAG, SECTIONS, SITE_SHARE, SUPPLEMENT_TAGS_BY_SECTION, TAGS, WAR_SUB_TAGS, type SectionSeed } from './catalog';

export interface CorpusImages {
  article: GeneratedImage[];
  avatar: GeneratedImage[];
  square: GeneratedImage[];
}

export interface CorpusOptions {
  /** Top-level articles (live-blog posts come on top). */
  articles: number;
  seed: number;
  /** Unix seconds the corpus is anchored to: the newest article is a few minutes older. */
  now: number;
}

export interface CorpusReport {
  articles: number;
  posts: number;
  liveblogs: number;
  authors: number;
}

interface AuthorSeed extends ArticleAuthor {
  id: number;
  site: SiteSlug;
}

/** A sport article this recent is about one of today's fixtures. */
const MATCH_DAY_S = 24 * 3600;

const AUTHORS_PER_SITE: Record<SiteSlug, number> = { main: 40, after: 8, g7: 8, karakter: 6, ro: 8 };

function weightedPick<T>(rng: Rng, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let r = rng.next() * total;
  for (const t of items) {
    r -= weight(t);
    if (r < 0) return t;
  }
  return items[items.length - 1]!;
}

class SlugSet {
  private used = new Set<string>();
  take(text: string, fallback: string): string {
    const base = slugify(text) || fallback;
    let slug = base;
    for (let n = 2; this.used.has(slug); n++) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }
}

export function generateCorpus(db: Db, opts: CorpusOptions, images: CorpusImages): CorpusReport {
  const rng = createRng(opts.seed);
  const text = createTextGenerator(rng);
  const writer = new ArticleWriter(db);
  writer.beginBulk();
  const slugs = new SlugSet();

  // Sections and tags.
  const sectionIds = new Map<string, number>();
  SECTIONS.forEach((s, i) => {
    const id = i + 1;
    sectionIds.set(s.slug, id);
    writer.addSuperTag({ id, slug: s.slug, name: s.name, active: s.active !== false, siteSlug: s.site, rss: `/rss/rovat/${s.slug}` });
  });
  Object.entries(TAGS).forEach(([slug, name], i) => writer.addTag({ id: i + 1, slug, name }));

  // Authors, each belonging to one site.
  const authors: AuthorSeed[] = [];
  const authorSlugs = new SlugSet();
  for (const site of SITE_SLUGS) {
    for (let i = 0; i < AUTHORS_PER_SITE[site]; i++) {
      const name = text.personName();
      const avatar = images.avatar[authors.length % images.avatar.length]!;
      const a: AuthorSeed = {
        id: authors.length + 1,
        slug: authorSlugs.take(name, `szerzo-${authors.length + 1}`),
        name,
        avatarSrc: mediaPath(avatar.files.base),
        site,
      };
      writer.addAuthor({ id: a.id, slug: a.slug, name: a.name, avatarSrc: a.avatarSrc, siteSlug: site });
      authors.push(a);
    }
  }
  const authorsBySite = new Map(SITE_SLUGS.map((s) => [s, authors.filter((a) => a.site === s)]));
  const sectionsBySite = new Map(SITE_SLUGS.map((s) => [s, SECTIONS.filter((x) => x.site === s)]));

  // Publication times, newest a few minutes before `now`, about 80 articles a day.
  const times: number[] = new Array(opts.articles);
  let t = opts.now - 300;
  for (let i = opts.articles - 1; i >= 0; i--) {
    times[i] = t;
    t -= rng.int(360, 1800);
  }
  /** How long a live blog that is not one of the forced ones runs (seconds). */
  const LIVE_BLOG_RUNS = 12 * 3600;
  const forcedLiveblogs = new Set([opts.articles - 2, opts.articles - 30, opts.articles - 150].filter((i) => i >= 0));

  let nextId = 1;
  let posts = 0;
  let liveblogs = 0;
  const recentPaths = new Map<string, string[]>();
  const liveblogBySection = new Map<string, { id: number; pubDate: number; children: number }>();

  // Articles about a match name fixtures of the live-score model (D-217): those of the last day today's
  // fixtures, the first of them one that is live when a service started the same day starts; older ones
  // fixtures of the past tournaments.
  const matches = articleFixtures(opts.now);
  const taken = { today: 0, earlier: 0 };
  const nextMatch = (pubDate: number) => {
    const pool = opts.now - pubDate < MATCH_DAY_S ? 'today' : 'earlier';
    return matches[pool][taken[pool]++ % matches[pool].length]!;
  };

  const authorsFor = (site: SiteSlug): ArticleAuthor[] => {
    const pool = authorsBySite.get(site)!;
    return rng.sample(pool, rng.chance(0.15) ? 2 : 1).map(({ slug, name, avatarSrc }) => ({ slug, name, avatarSrc }));
  };

  for (let i = 0; i < opts.articles; i++) {
    const forced = forcedLiveblogs.has(i);
    // The newest live blogs are on the main site's busiest sections, so that a fresh corpus always has some.
    const site = forced ? 'main' : weightedPick(rng, SITE_SLUGS, (s) => SITE_SHARE[s]);
    const section = forced
      ? SECTIONS.find((s) => s.slug === ['belfold', 'kulfold', 'sport'][i % 3])!
      : weightedPick(rng, sectionsBySite.get(site)!, (s) => s.weight);
    const pubDate = times[i]!;
    const isLiveblog = forced || (section.active !== false && !section.sponsored && rng.chance(1 / 400));
    const type: ArticleType = isLiveblog ? 'liveblog' : rng.chance(0.03) ? 'longform' : 'article';
    const related = recentPaths.get(section.slug) ?? [];
    const article = makeArticle({
      rng,
      text,
      images,
      id: nextId++,
      slug: '',
      type,
      site,
      section,
      sectionId: sectionIds.get(section.slug)!,
      pubDate,
      now: opts.now,
      authors: authorsFor(site),
      related,
      isNewest: i >= opts.articles - 5,
      nextMatch,
    });
    article.slug = slugs.take(article.title, `cikk-${article.id}`);

    // A regular article published soon after a live blog of its section may belong to it.
    const lb = liveblogBySection.get(section.slug);
    if (type === 'article' && lb && pubDate - lb.pubDate < 12 * 3600 && lb.children < 5 && rng.chance(0.3)) {
      article.parentId = lb.id;
      article.parent = { id: lb.id };
      lb.children++;
    }

    if (isLiveblog) {
      liveblogs++;
      const count = rng.int(40, 55);
      // The forced ones are running; any other runs for half a day and has ended since (a corpus has both).
      const live = forced || opts.now - pubDate < LIVE_BLOG_RUNS;
      const lastPost = live ? Math.max(pubDate + count, opts.now - 60) : pubDate + LIVE_BLOG_RUNS;
      const spacing = Math.max(1, Math.min(600, Math.floor((lastPost - pubDate) / count)));
      if (live) Object.assign(article, withFlags(article, [...article.flags.map((f) => f.slug), 'live']));
      const postTimes = Array.from({ length: count }, (_, k) => pubDate + (k + 1) * spacing);
      article.updatedAt = postTimes[postTimes.length - 1]!;
      article.version = count + 1;
      writer.insert({ article, pinned: false, publishedOnce: true });
      const pinned = new Set([0, rng.int(5, count - 1)]);
      postTimes.forEach((pt, k) => {
        const title = text.title(section.topic);
        const post: Article = {
          ...article,
          id: nextId++,
          type: 'liveblogpost',
          title,
          slug: slugs.take(title, `bejegyzes-${nextId}`),
          lead: '',
          pubDate: pt,
          updatedAt: pt,
          version: 1,
          parentId: article.id,
          parent: { id: article.id },
          content: body({ rng, text, topic: section.topic, images: images.article, related: [] }, { count: rng.int(1, 3), embeds: false }),
          paragraphCount: 0,
          flags: [],
          live: false,
          coverImage: null,
          coverImageSet: null,
          subArticles: [],
        };
        post.paragraphCount = (post.content.match(/<p>/g) ?? []).length;
        writer.insert({ article: post, pinned: pinned.has(k), publishedOnce: true });
        posts++;
      });
      liveblogBySection.set(section.slug, { id: article.id, pubDate, children: 0 });
    } else {
      const publishedOnce = !rng.chance(0.002);
      const active = publishedOnce && !rng.chance(0.01);
      article.active = active;
      writer.insert({ article, pinned: false, publishedOnce });
    }
    if (article.active) {
      const path = articlePath({ ...article, mainSuperTag: { ...article.mainSuperTag, siteSlug: site } });
      related.push(path);
      if (related.length > 20) related.shift();
      recentPaths.set(section.slug, related);
    }
  }

  writer.flush();
  return { articles: opts.articles, posts, liveblogs, authors: authors.length };
}

interface MakeArticle {
  rng: Rng;
  text: TextGenerator;
  images: CorpusImages;
  id: number;
  slug: string;
  type: ArticleType;
  site: SiteSlug;
  section: SectionSeed;
  sectionId: number;
  pubDate: number;
  now: number;
  authors: ArticleAuthor[];
  related: string[];
  isNewest: boolean;
  /** The fixture the next article about a match, published at `pubDate`, is about. */
  nextMatch: (pubDate: number) => number;
}

function pickTags(rng: Rng, section: SectionSeed): string[] {
  const tags = new Set<string>();
  if (section.tags?.length) for (const t of rng.sample(section.tags, rng.int(1, Math.min(3, section.tags.length)))) tags.add(t);
  const supplements = SUPPLEMENT_TAGS_BY_SECTION[section.slug];
  if (supplements && rng.chance(0.06)) {
    const s = rng.pick(supplements);
    tags.add(s);
    if (s === 'orosz-ukran-haboru') tags.add(rng.pick(WAR_SUB_TAGS));
  }
  if (section.slug === 'szepkilatas') tags.add(rng.chance(0.35) ? HIKING_NEWS_TAG : rng.pick(HIKING_DIFFICULTY_TAGS));
  if (rng.chance(0.05)) tags.add('idojaras');
  return [...tags];
}

function pickFlags(rng: Rng, a: MakeArticle): FlagSlug[] {
  const flags: FlagSlug[] = [];
  if (a.section.sponsored) flags.push('pr');
  if (a.section.slug === 'english') flags.push('english');
  if (a.site === 'g7' && rng.chance(0.05)) flags.push('g7-hero');
  if (rng.chance(0.05)) flags.push('legfontosabb');
  if (rng.chance(0.04)) flags.push('kedvenceink');
  if (rng.chance(0.02)) flags.push('adfree');
  if (rng.chance(0.01)) flags.push('adult-content');
  if (a.isNewest && a.type !== 'liveblog' && rng.chance(0.5)) flags.push('refresh');
  return flags;
}

function makeArticle(a: MakeArticle): Article {
  const { rng, text, section, images } = a;
  const english = section.slug === 'english';
  const title = english ? a.text.englishTitle() : text.title(section.topic);
  const lead = english ? text.englishParagraph().split('. ').slice(0, 2).join('. ') : text.lead(section.topic);
  const cover = rng.pick(images.article);
  const square = rng.pick(images.square);
  const paragraphs = a.type === 'longform' ? rng.int(10, 16) : a.type === 'liveblog' ? rng.int(1, 3) : rng.int(4, 8);
  const content = body(
    { rng, text, topic: section.topic, images: images.article, related: a.related },
    { count: paragraphs, english, pages: a.type === 'longform' ? rng.int(2, 3) : 1 },
  );
  const updatedAt = Math.min(a.now - 60, a.pubDate + (rng.chance(0.3) ? rng.int(60, 3 * 3600) : 0));
  const superTags = [{ slug: section.slug, name: section.name }];
  const siblings = SECTIONS.filter((s) => s.site === a.site && s.slug !== section.slug && s.active !== false && !s.sponsored);
  if (siblings.length && rng.chance(0.1)) {
    const extra = rng.pick(siblings);
    superTags.push({ slug: extra.slug, name: extra.name });
  }
  const base: Article = {
    id: a.id,
    type: a.type,
    title,
    pubDate: a.pubDate,
    updatedAt: Math.max(updatedAt, a.pubDate),
    version: updatedAt > a.pubDate ? rng.int(2, 4) : 1,
    slug: a.slug,
    articleAuthors: a.authors,
    lead,
    mainSuperTag: { id: a.sectionId, name: section.name, slug: section.slug, active: section.active !== false, siteSlug: a.site },
    superTags,
    tags: pickTags(rng, section).map((slug) => ({ slug, name: TAGS[slug]! })),
    flags: [],
    recommendedBoxImage: mediaPath(cover.files['2x']),
    resizedRecommendedBoxImage: mediaPath(cover.files.base),
    mobileImage43: mediaPath(cover.files['1.25x']),
    mobileImage11: mediaPath(square.files.base),
    active: true,
    english,
    halfImage: rng.chance(0.1),
    colorScheme: null,
    spiritualHelp: rng.chance(0.01),
    drugProblem: rng.chance(0.005),
    rank: rng.int(0, 100),
    live: false,
    adultContent: false,
    mirroringSites: a.site === 'ro' && rng.chance(0.05) ? ['main'] : [],
    recommender: recommenderText(lead),
    colorClass: null,
    parent: null,
    parentId: null,
    originatingSite: a.site,
    subType: null,
    subtitle: rng.chance(0.2) ? text.lead(section.topic).split('. ')[0]! : null,
    headerType: a.type === 'longform' ? 'wide' : 'default',
    minute: null,
    coverImage: mediaPath(cover.files.base),
    coverImageText: `Fotó: ${text.personName()}`,
    facebookImage: mediaPath(cover.files['3x']),
    coverImageSet: {
      src: mediaPath(cover.files.base),
      width: cover.width,
      height: cover.height,
      alt: cover.alt,
      variants: {
        '1.25x': mediaPath(cover.files['1.25x']),
        '2x': mediaPath(cover.files['2x']),
        '3x': mediaPath(cover.files['3x']),
        '4x': mediaPath(cover.files['4x']),
      },
    },
    content,
    contentHighlight: null,
    paragraphCount: (content.match(/<p>/g) ?? []).length,
    articleContributors: rng.chance(0.05) ? [{ slug: 'fotos', name: text.personName(), role: 'fotó' }] : [],
    facebookEngagement: rng.int(0, 5000),
    evergreen: rng.chance(0.03),
    important: false,
    announcement: section.slug === 'kozlemeny',
    favorite: false,
    periodic: rng.chance(0.01),
    adfree: false,
    pr: false,
    articleWidthCover: rng.chance(0.05),
    facebookSuggested: rng.chance(0.02),
    avCode: section.sponsored ? `AV-${a.id}` : null,
    indexAVCode: section.sponsored ? `IAV-${a.id}` : null,
    ogDescription: lead,
    // About a match: 3 % of sport articles, and every sport article of the last day (today's round). The
    // number once drawn for the id is still drawn, so the rest of the corpus does not shift (D-217).
    livescoreId:
      section.slug === 'sport' && ((rng.chance(0.03) && rng.int(1_000_000, 1_999_999) > 0) || a.now - a.pubDate < MATCH_DAY_S) ? a.nextMatch(a.pubDate) : null,
    subArticles: [],
    actions: [],
  };
  if (section.sponsored) base.ctUrl = 'https://example.com/partner-ajanlat';
  distinctOpenings(base, section.topic);
  return withFlags(base, pickFlags(rng, a));
}

/** The recommender's text of a lead: the lead, cut to 140 characters. */
function recommenderText(lead: string): string {
  return lead.length > 140 ? `${lead.slice(0, 137)}…` : lead;
}

/** The first paragraph of a body (the CMS's HTML). */
const FIRST_PARAGRAPH = /<p>([\s\S]*?)<\/p>/;

/**
 * Draws again a lead, subtitle or first paragraph that opens like the text shown above it (the title, the
 * subtitle, the lead), so that no page shows one sentence twice. The new draws come from a generator of the
 * article's own (seeded by its id), not the corpus's: the rest of the corpus stays as it was.
 */
function distinctOpenings(a: Article, topic: Topic): void {
  let side: TextGenerator | null = null;
  const draw = () => (side ??= createTextGenerator(createRng(0x5eed0000 + a.id)));
  for (let k = 0; k < 20 && opensAlike(a.title, a.lead); k++) a.lead = draw().lead(topic);
  for (let k = 0; k < 20 && a.subtitle && (opensAlike(a.subtitle, a.title) || opensAlike(a.subtitle, a.lead)); k++)
    a.subtitle = draw().lead(topic).split('. ')[0]!;
  const first = () => FIRST_PARAGRAPH.exec(a.content)?.[1] ?? '';
  for (let k = 0; k < 20 && (opensAlike(a.lead, first()) || (a.subtitle !== null && opensAlike(a.subtitle, first()))); k++)
    a.content = a.content.replace(FIRST_PARAGRAPH, `<p>${draw().paragraph(topic)}</p>`);
  a.recommender = recommenderText(a.lead);
  a.ogDescription = a.lead;
}
