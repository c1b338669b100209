// The event supplements under /melleklet/ (reader-site.md §2 "Supplements under /melleklet/", election data
// pages of specialised-features.md §2) as one table: which supplements exist, their tabs, which tabs list
// articles, which are the football screen with the league fixed to the tournament, and which show data a
// later issue fills; the one matcher of a supplement path; the football tabs' query screens.
import type { SiteSlug } from './types';
import { pageKey } from './dependencies';
import { SITES } from './sites';
import { FOOTBALL_TAB_LABELS } from './football/tabs';
import { PART_PARAMS, type FootballPart } from './football/view';
import type { FootballParam } from './football/query';
import { CONSTITUENCY_SEARCH_PARAM, type DatasetName } from './datasets';

export const SUPPLEMENT_ROOT = '/melleklet';

/** The spec's grouping of a tab; what it loads and draws is its kind (domain/supplementTabKinds.ts). */
export type SupplementTabGroup = 'articles' | 'data' | 'football';

/** A sub-tab (filter) of a tab: its own path segment after the tab's, '' for the tab's default view. */
export interface SupplementSubTab {
  slug: string;
  label: string;
  /** Articles tabs: a genre tag the supplement's tag is combined with (and_tags); none: every article. */
  genreTag?: string;
  /** Football tabs: the part of the football screen this view is. */
  football?: FootballPart;
  /** Data tabs: the content API's dataset this view shows (domain/supplementData.ts). */
  dataset?: DatasetName;
}

export interface SupplementTab {
  /** The path segment after the supplement's slug; '' for the first tab (the supplement's own path). */
  slug: string;
  label: string;
  kind: SupplementTabGroup;
  /** Articles tabs: a genre tag narrowing the list (see SupplementSubTab.genreTag). */
  genreTag?: string;
  /** The prediction game the tab shows (domain/predictionGame.ts), by its slug. */
  game?: string;
  /** Football tabs: the part of the football screen this tab is (its sub-tabs may name their own). */
  football?: FootballPart;
  subTabs?: readonly SupplementSubTab[];
  /** Data tabs: the content API's dataset this tab shows; hidden when it is empty (domain/supplementData.ts). */
  dataset?: DatasetName;
  /** Query parameters that are states of the view (a search): the renderer's, like the football screens'. */
  query?: readonly string[];
  /**
   * Election data pages: how many free path segments may follow the tab (/adatok[/{a}[/{b}]]); they are
   * the embedded map's region and district keys, so any slug-shaped value is a page.
   */
  freeSegments?: number;
}

export interface Supplement {
  slug: string;
  /** Other slugs that show the same supplement (its canonical path stays under `slug`). */
  aliases?: readonly string[];
  /** The list header title (reader-site.md §2 "List header title per route"). */
  title: string;
  /** The tag the newsroom puts on the supplement's articles (seeded as a "supplement tag"). */
  tag: string;
  /** Election supplements: their pages get the election boxes and the map embed. */
  election?: true;
  /** The EU co-financing notice of the EP election pages (specialised-features.md §2). */
  euCofinanced?: true;
  /** A football tournament: its league and season in the live-score service, and the league's country. */
  football?: { country: number; league: number; season: number };
  tabs: readonly SupplementTab[];
}

const articles = (label = 'Cikkek'): SupplementTab => ({ slug: '', label, kind: 'articles' });
const data = (slug: string, label: string, more: Partial<SupplementTab> = {}): SupplementTab => ({ slug, label, kind: 'data', ...more });

// A tab of the content API's data (domain/supplementData.ts).
const dataTab = (slug: string, label: string, dataset: DatasetName, more: Partial<SupplementTab> = {}): SupplementTab => ({
  slug,
  label,
  kind: 'data',
  dataset,
  ...more,
});

const football = (slug: string, label: string, part: FootballPart | undefined, more: Partial<SupplementTab> = {}): SupplementTab => ({
  slug,
  label,
  kind: 'football',
  ...(part ? { football: part } : {}),
  ...more,
});
// The football screen's parts (components/Football): the whole schedule, a day's results, the groups, the top lists.
const MATCHES = football('merkozesek', 'Mérkőzések', 'schedule');
const RESULTS = football('eredmenyek', 'Eredmények', 'day');
const GROUPS = football('csoportok', 'Csoportok', 'standings');
const TOP_LISTS = football('toplistak', 'Toplisták', undefined, {
  subTabs: [
    { slug: '', label: FOOTBALL_TAB_LABELS.gol, football: 'goals' },
    { slug: 'sarga-lapok', label: FOOTBALL_TAB_LABELS.sarga, football: 'yellow' },
    { slug: 'piros-lapok', label: FOOTBALL_TAB_LABELS.piros, football: 'red' },
  ],
});
const MEDALS = dataTab('eremtablazat', 'Éremtáblázat', 'medals');
const FAQ = dataTab('gyik', 'GYIK', 'faq');
const SHOWS = dataTab('musorok', 'Műsorok', 'shows');
const ELECTION_DATA = (label: string) => data('adatok', label, { freeSegments: 2 });

/** Every supplement in the order of reader-site.md §2. */
export const SUPPLEMENTS: readonly Supplement[] = [
  { slug: 'tokio-2020', title: 'Tokió 2020', tag: 'tokio-2020', tabs: [articles(), MEDALS] },
  // The live-score service's World Cup (league 1, country 4 'Világ') and Euro (league 4, country 3 'Európa').
  {
    slug: 'foci-vb-2022',
    title: 'Foci-vb 2022',
    tag: 'foci-vb-2022',
    football: { country: 4, league: 1, season: 2022 },
    tabs: [articles(), MATCHES, RESULTS, GROUPS],
  },
  {
    slug: 'eb-2024',
    title: 'Eb 2024',
    tag: 'eb-2024',
    football: { country: 3, league: 4, season: 2024 },
    tabs: [articles(), MATCHES, RESULTS, GROUPS, TOP_LISTS],
  },
  {
    slug: 'parizs-2024',
    title: 'Párizs 2024',
    tag: 'parizs-2024',
    tabs: [articles(), dataTab('menetrend', 'Menetrend', 'schedule'), dataTab('magyar-erdekeltsegu', 'Magyar érdekeltségű', 'hungarian-events'), MEDALS],
  },
  {
    slug: 'orosz-ukran-haboru',
    aliases: ['orosz-ukran-valsag'],
    title: 'Orosz-ukrán háború',
    tag: 'orosz-ukran-haboru',
    tabs: [
      {
        ...articles(),
        subTabs: [
          { slug: '', label: 'Összes' },
          { slug: 'osszefoglalok', label: 'Összefoglalók', genreTag: 'osszefoglalo' },
          { slug: 'riportok', label: 'Riportok', genreTag: 'riport' },
          { slug: 'elemzesek', label: 'Elemzések', genreTag: 'elemzes' },
        ],
      },
    ],
  },
  {
    slug: 'valasztas-2022',
    title: 'Választás 2022',
    tag: 'valasztas-2022',
    election: true,
    tabs: [
      articles(),
      dataTab('reszvetel', 'Részvétel', 'turnout'),
      dataTab('egyeni-valasztokeruletek', 'Egyéni választókerületek', 'constituencies', { query: [CONSTITUENCY_SEARCH_PARAM] }),
      {
        slug: 'orszagos-listak',
        label: 'Országos listák',
        kind: 'data',
        subTabs: [
          { slug: '', label: 'Pártlisták', dataset: 'national-lists' },
          { slug: 'nemzetisegek', label: 'Nemzetiségi listák', dataset: 'nationality-lists' },
        ],
      },
      data('tippjatek', 'Tippjáték', { game: 'valasztas-2022' }),
      // Not in the spec's tab list, but every election has the data pages (/adatok/{a}/{b}): here the map.
      ELECTION_DATA('Térkép'),
    ],
  },
  {
    slug: 'valasztas-2024',
    title: 'Választás 2024',
    tag: 'valasztas-2024',
    election: true,
    tabs: [articles(), FAQ, ELECTION_DATA('Adatok és térkép'), SHOWS],
  },
  {
    slug: 'ep-2024',
    title: 'EP-választás 2024',
    tag: 'ep-2024',
    election: true,
    euCofinanced: true,
    tabs: [
      articles(),
      FAQ,
      ELECTION_DATA('Adatok és térkép'),
      SHOWS,
      dataTab('partlistak', 'Pártlisták', 'ep-lists'),
      dataTab('ep-frakciok', 'EP-frakciók', 'ep-groups'),
      dataTab('mandatumok', 'Mandátumok', 'ep-mandates'),
    ],
  },
  {
    slug: 'usa-2024',
    title: 'USA 2024',
    tag: 'usa-2024',
    election: true,
    tabs: [articles(), ELECTION_DATA('Adatok'), { slug: 'elemzesek', label: 'Elemzések', kind: 'articles', genreTag: 'elemzes' }, SHOWS],
  },
];

const BY_SLUG = new Map<string, Supplement>(SUPPLEMENTS.flatMap((s) => [s.slug, ...(s.aliases ?? [])].map((slug) => [slug, s] as const)));

/** A free segment of an election data page: a region or district key of the map. */
const FREE_SEGMENT = /^[a-z0-9][a-z0-9-]{0,79}$/;

export interface SupplementMatch {
  supplement: Supplement;
  /** The slug the path used (an alias, or the supplement's own). */
  requested: string;
  tab: SupplementTab;
  /** The sub-tab shown, when the tab has sub-tabs (its default one when the path names none). */
  subTab: SupplementSubTab | null;
  /** The free segments of an election data page (/adatok/{a}/{b}). */
  free: string[];
  /** The canonical path: the supplement's own slug, the tab, the sub-tab, the free segments. */
  path: string;
}

/**
 * Whether a site's domain has the supplements: the main domain only. Their articles and links are the main
 * domain's, so the Romanian edition answers 404 (D-99), though the route table would accept them.
 */
export function hasSupplements(site: SiteSlug): boolean {
  return SITES[site].supplements;
}

export function supplementBySlug(slug: string): Supplement | null {
  return BY_SLUG.get(slug) ?? null;
}

/** The path of a supplement's tab (and sub-tab) under its own slug, or the alias given. */
export function supplementPath(s: Supplement, tab: SupplementTab, sub: SupplementSubTab | null = null, free: readonly string[] = [], slug = s.slug): string {
  return [SUPPLEMENT_ROOT, slug, tab.slug, sub?.slug ?? '', ...free].filter((p, i) => i === 0 || p !== '').join('/');
}

/**
 * The supplement page a /melleklet/{fullPath…} path names, or null (→ 404): an unknown supplement, an
 * unknown tab or sub-tab, or more segments than the tab takes. `fullPath` is the route's decoded segments.
 */
export function matchSupplement(fullPath: readonly string[]): SupplementMatch | null {
  const [slug, ...rest] = fullPath;
  const supplement = slug === undefined ? null : supplementBySlug(slug);
  if (!supplement || slug === undefined) return null;
  const first = supplement.tabs[0]!;
  // The first tab owns the bare path; its sub-tabs follow the slug directly (/orosz-ukran-haboru/riportok).
  let tab = supplement.tabs.find((t) => t.slug !== '' && t.slug === rest[0]);
  let i = tab ? 1 : 0;
  tab ??= first;
  let subTab: SupplementSubTab | null = null;
  if (tab.subTabs) {
    const named = rest[i] !== undefined ? tab.subTabs.find((s) => s.slug !== '' && s.slug === rest[i]) : undefined;
    if (named) i += 1;
    subTab = named ?? tab.subTabs.find((s) => s.slug === '') ?? null;
  }
  const free = rest.slice(i);
  if (free.length > (tab.freeSegments ?? 0) || !free.every((f) => FREE_SEGMENT.test(f))) return null;
  return { supplement, requested: slug, tab, subTab, free, path: supplementPath(supplement, tab, subTab, free) };
}

/** The part of the football screen a supplement view is (null: not a football view). */
export function footballPartOf(m: Pick<SupplementMatch, 'supplement' | 'tab' | 'subTab'>): FootballPart | null {
  if (!m.supplement.football || m.tab.kind !== 'football') return null;
  return m.subTab?.football ?? m.tab.football ?? null;
}

/**
 * The football views of the supplements that take a query (`nap`, `meccs`): their default state is the
 * prerendered page, a state the renderer's (domain/serving.ts QUERY_SCREENS), aliases included.
 */
export function supplementQueryScreens(): { path: string; params: readonly (FootballParam | string)[] }[] {
  return SUPPLEMENTS.flatMap((s) =>
    [s.slug, ...(s.aliases ?? [])].flatMap((slug) =>
      s.tabs.flatMap((tab) =>
        (tab.subTabs ?? [null]).flatMap((sub) => {
          const part = footballPartOf({ supplement: s, tab, subTab: sub });
          const params = part ? PART_PARAMS[part] : (tab.query ?? []);
          return params.length ? [{ path: supplementPath(s, tab, sub, [], slug), params }] : [];
        }),
      ),
    ),
  );
}

/** The genre tag an articles view narrows to (sub-tab first, then tab), or null for every article of the supplement. */
export function genreTagOf(m: Pick<SupplementMatch, 'tab' | 'subTab'>): string | null {
  return m.subTab?.genreTag ?? m.tab.genreTag ?? null;
}

/**
 * The dependency key of an articles view (domain/dependencies.ts): the list of the tag every article shown
 * carries — the genre tag when the view narrows to one (every such article carries it, so its changes
 * reach the page), else the supplement's tag.
 */
export function supplementListKey(m: Pick<SupplementMatch, 'supplement' | 'tab' | 'subTab'>, page = 1): string {
  return pageKey(`tag:${genreTagOf(m) ?? m.supplement.tag}`, page);
}

/**
 * Every supplement page without free segments or paging, aliases included: what the publisher renders.
 * Election data pages with region keys (/adatok/{a}/{b}) are found from links once the map lands.
 */
export function supplementPaths(): string[] {
  return SUPPLEMENTS.flatMap((s) =>
    [s.slug, ...(s.aliases ?? [])].flatMap((slug) => s.tabs.flatMap((tab) => (tab.subTabs ?? [null]).map((sub) => supplementPath(s, tab, sub, [], slug)))),
  );
}
