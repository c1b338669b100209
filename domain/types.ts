// The entities of the product spec (reader-site.md §3) that the code uses, with the spec's field names. The
// content API answers in these shapes; pages, the prerender job and the live layer read them. A type comes
// here with the feature that needs it (D-203 "Types live with their feature").
// Where the spec says "not shown", the shape here is ours and a decision record (docs/decisions/) says why.

/** The sites of the publication (reader-site.md §1). */
export type SiteSlug = 'main' | 'after' | 'g7' | 'karakter' | 'ro';

/** Unix seconds, as the spec's pubDate. */
export type UnixSeconds = number;

export type ArticleType = 'article' | 'longform' | 'liveblog' | 'liveblogpost';

/** Flag slugs seen in the spec, plus the list flags the list routes filter by. */
export type FlagSlug = 'live' | 'refresh' | 'g7-hero' | 'legfontosabb' | 'kedvenceink' | 'english' | 'adfree' | 'adult-content' | 'pr';

export interface ArticleAuthor {
  slug: string;
  name: string;
  avatarSrc: string;
}

export interface MainSuperTag {
  id: number;
  name: string;
  slug: string;
  active: boolean;
  siteSlug: SiteSlug;
}

export interface SlugRef {
  slug: string;
}

/** A named slug reference (tags and super-tags carry their display name too). */
export interface NamedSlug extends SlugRef {
  name: string;
}

/** An image in every variant the spec names (1.25x, 2x, 3x, 4x) besides the base width. */
export interface ImageSet {
  src: string;
  width: number;
  height: number;
  alt: string;
  variants: { '1.25x': string; '2x': string; '3x': string; '4x': string };
}

export interface ArticleContributor {
  slug: string;
  name: string;
  role: string;
}

export interface ArticleAction {
  type: string;
  label: string;
  url: string;
}

/** One entry of a live blog's sub-articles (the items call). */
export interface SubArticle {
  type: 'post' | 'article';
  document: Article;
}

export interface Article {
  id: number;
  type: ArticleType;
  title: string;
  pubDate: UnixSeconds;
  updatedAt: UnixSeconds;
  version: number;
  slug: string;
  articleAuthors: ArticleAuthor[];
  lead: string;
  mainSuperTag: MainSuperTag;
  superTags: NamedSlug[];
  tags: NamedSlug[];
  flags: { slug: FlagSlug }[];
  recommendedBoxImage: string | null;
  resizedRecommendedBoxImage: string | null;
  mobileImage43: string | null;
  mobileImage11: string | null;
  active: boolean;
  english: boolean;
  halfImage: boolean;
  colorScheme: string | null;
  spiritualHelp: boolean;
  drugProblem: boolean;
  rank: number;
  live: boolean;
  adultContent: boolean;
  mirroringSites: SiteSlug[];
  /** Summary text for the recommender. */
  recommender: string | null;
  colorClass: string | null;
  parent: { id: number } | null;
  parentId: number | null;
  originatingSite: SiteSlug;
  subType: string | null;
  subtitle: string | null;
  headerType: string | null;
  minute: string | null;
  coverImage: string | null;
  coverImageText: string | null;
  facebookImage: string | null;
  coverImageSet: ImageSet | null;
  /** Body HTML. List items carry '' (D-20). */
  content: string;
  contentHighlight: string | null;
  paragraphCount: number;
  articleContributors: ArticleContributor[];
  facebookEngagement: number;
  evergreen: boolean;
  important: boolean;
  announcement: boolean;
  favorite: boolean;
  periodic: boolean;
  adfree: boolean;
  pr: boolean;
  articleWidthCover: boolean;
  facebookSuggested: boolean;
  avCode: string | null;
  indexAVCode: string | null;
  ogDescription: string | null;
  livescoreId: number | null;
  /** Embedded sub-articles; the items call is the paged source, this holds at most the first few. */
  subArticles: SubArticle[];
  actions: ArticleAction[];
  /** Optional URL override. */
  url?: string;
  /** External link for promoted items. */
  ctUrl?: string;
  /** Page count of a long article split by the `page` query (ours; 1 when not split). */
  pageCount?: number;
  /** The page of a long article this response holds (ours). */
  page?: number;
}

/** Article list result (reader-site.md §3). */
export interface ArticleList {
  items: Article[];
  totalItems: number;
  title: string | null;
  rss: string | null;
  highlights: Article[];
}

export interface PagedArticleList extends ArticleList {
  page: number;
  totalPages: number;
}

/** The search call answers items, totalItems, title, rss and the paging fields. */
export type SearchResult = Omit<PagedArticleList, 'highlights'>;

export interface AdSlotConfig {
  /** Ad unit path. */
  slot: string;
  sizes: { width: number; height: number }[];
  load: 'early' | 'deferred';
  delay: number;
  observerMargin: number;
  loadCollapsed: boolean;
  fixed: boolean;
  pr: boolean;
  setupad: boolean;
}

export interface MenuItem {
  label: string;
  url: string;
}

export interface Menus {
  site: MenuItem[];
  main: MenuItem[];
  sidebar: MenuItem[];
  heading: MenuItem[];
  extra: MenuItem[];
  footerHighlight: MenuItem[];
  footerNormal: MenuItem[];
  footerApp: MenuItem[];
  footerSocial: MenuItem[];
}

export interface PipStatus {
  pipShow: string;
  pipTitle: string;
  pipUrl: string;
  pipOpen: string;
  pipLabel: string;
}

export interface ComponentSetup {
  /** '1' turns the donations/subscription route off on the main site. */
  donations: string;
  /** '1' makes quizzes refresh every 15 s. */
  refreshQuiz: string;
  [key: string]: string;
}

export interface ExchangeRate {
  /** ISO currency code of the foreign currency (EUR, USD, …). */
  code: string;
  name: string;
  /** Value of one unit in the base currency. */
  rate: number;
  /** Change against the previous day, in percent. */
  change: number;
}

export interface ExchangeRates {
  /** HUF on the Hungarian sites, RON on the Romanian edition. */
  base: 'HUF' | 'RON';
  date: string;
  rates: ExchangeRate[];
}

export type ExchangeRange = 'day' | 'week' | 'month' | 'year';

export interface ExchangeHistory extends ExchangeRates {
  range: ExchangeRange;
  history: { code: string; points: { date: string; rate: number }[] }[];
}

export interface WeatherData {
  city: string;
  temperature: number;
  description: string;
  icon: string;
}

export interface FloodingData {
  active: boolean;
  river: string;
  level: number;
  url: string;
}

export interface TrendingTag {
  slug: string;
  name: string;
  url: string;
}

export interface Widget {
  slug: string;
  title: string;
  url: string;
}

export interface FrontendSetup {
  siteSlug: SiteSlug;
  [key: string]: string;
}

export interface CommonData {
  frontendSetup: FrontendSetup;
  componentSetup: ComponentSetup;
  exchangeRates: ExchangeRates;
  weatherData: WeatherData[];
  floodingData: FloodingData | null;
  searchPlaceholders: string[];
  pipStatus: PipStatus;
  dwPromo: { show: boolean; url: string; title: string } | null;
  latestPrArticles: Article[];
  assetsUrl: string;
  afterSpotifyUrl: string;
  trendingTags: TrendingTag[];
  widgets: Widget[];
}

/** /api/frontend/init: the common data plus every site's menus. */
export interface FrontendInit extends CommonData {
  menus: Record<SiteSlug, Menus>;
}

/** A curated front-page block. Position 1000 is the breaking block. */
export interface FrontPageBlock {
  id: number;
  position: number;
  type: string;
  title: string | null;
  articles: Article[];
}

export interface AutoBlock {
  /** Version 1 to 4. */
  v: number;
  blocks: { title: string; slug: string; articles: Article[] }[];
}

export interface SubArticlePage {
  items: SubArticle[];
  pinnedItems: SubArticle[];
  totalItems: number;
  page: number;
  totalPages: number;
}

export interface Document {
  id: number;
  slug: string;
  title: string;
  content: string;
  updatedAt: UnixSeconds;
  version: number;
}

/** One entry of the document list (GET /api/docs, our extension): enough to find and date the pages. */
export type DocumentSummary = Pick<Document, 'slug' | 'title' | 'updatedAt' | 'version'>;

export interface UniqueItem {
  slug: string;
  content: string;
}

export interface UniqueGroup {
  /** 27 for the entertainment sub-site, 13 for the blog. */
  id: number;
  uniques: UniqueItem[];
}

/** /api/recommended/mstag/all (specialised-features.md §3). */
export interface RecommenderResponse {
  v: number;
  special: Article[];
  breaking: Article[];
  important: Article[];
  newest: Article[];
  favorite: Article[];
  pr: Article[];
  after: Article[];
  g7: Article[];
}

/** Archive search criteria, the `filters` JSON of the search calls. */
export interface SearchFilters {
  and_tags?: string[];
  /** Ours: articles with any of these tags are left out (the hiking list without its news tag). */
  not_tags?: string[];
  superTags?: string[];
  authors?: string[];
  title?: string[];
  superTagSiteSlugs?: string[];
  /** Ours: articles with any of these flags (the flag lists' search, reader-site.md §2). */
  flags?: string[];
}

export type SearchTagType = 'superTags' | 'tags' | 'authors' | 'title';

export interface AutocompleteItem {
  type: SearchTagType;
  text: string;
  count: number;
  /** Ours: what the search's `filters` name it by (the spec's item has only the name). */
  slug: string;
}

/** Staff list of the imprint (response shape not in the spec). */
export interface StaffGroup {
  title: string;
  people: { name: string; role: string }[];
}

/** One server-provided redirect rule. */
export interface RouteRule {
  from: string;
  to: string;
  status: 301 | 302;
}
export type ColorMode = 'system' | 'light' | 'dark';

/** Our extension: one entry of the publisher's changes feed (docs/changes-feed.md). */
export type ChangeEntry =
  | {
      kind: 'article';
      cursor: string;
      id: number;
      slug: string;
      site: SiteSlug;
      type: ArticleType;
      parentId: number | null;
      version: number;
      updatedAt: UnixSeconds;
      active: boolean;
      /** What the canonical path is made of (domain/urls.ts articlePath), so a publisher needs no extra call. */
      pubDate: UnixSeconds;
      mainSuperTag: string;
      superTagSite: SiteSlug;
    }
  | { kind: 'doc'; cursor: string; slug: string; version: number; updatedAt: UnixSeconds }
  | { kind: 'menu'; cursor: string; site: SiteSlug; updatedAt: UnixSeconds }
  /** The exchange rates of a base currency (HUF, RON) changed: the rate pages and every footer's strip of its sites. */
  | { kind: 'rates'; cursor: string; base: string; updatedAt: UnixSeconds }
  /** A setting of the content store changed (`common`: the shared data, its donations flag among them): every page's chrome. */
  | { kind: 'settings'; cursor: string; key: string; updatedAt: UnixSeconds }
  | { kind: 'block'; cursor: string; site: SiteSlug; id: number; updatedAt: UnixSeconds }
  | { kind: 'unique'; cursor: string; slug: string; updatedAt: UnixSeconds }
  /** A podcast episode (domain/podcast): its page is made of its podcast's site and slug and its own slug. */
  | {
      kind: 'episode';
      cursor: string;
      id: number;
      slug: string;
      podcast: string;
      site: SiteSlug;
      version: number;
      updatedAt: UnixSeconds;
      active: boolean;
      pubDate: UnixSeconds;
    }
  | { kind: 'podcast'; cursor: string; slug: string; site: SiteSlug; updatedAt: UnixSeconds };

export interface ChangesPage {
  changes: ChangeEntry[];
  /** Pass as `since` next time; equal to the request's cursor when nothing changed. */
  next: string;
  hasMore: boolean;
}

/** Error body of every content API error answer. */
export interface ApiError {
  error: string;
  status: number;
}
