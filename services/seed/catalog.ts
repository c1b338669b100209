// The fixed part of the seed corpus: sections, tags, menus, documents and settings as a newsroom would
// have configured them. Articles are generated from these in corpus.ts.
import type { Menus, RouteRule, SiteSlug, StaffGroup } from '../../domain/types';
import type { Topic } from './text';

export interface SectionSeed {
  slug: string;
  name: string;
  site: SiteSlug;
  /** Relative share of its site's articles. */
  weight: number;
  topic: Topic;
  active?: boolean;
  /** Tag pool the section's articles draw from. */
  tags?: string[];
  /** Sponsored sections: their articles carry the pr flag. */
  sponsored?: boolean;
}

/** The cards section of Karakter (also a sponsored super-tag in the ad rules). */
export const CARDS_SECTION = 'kartyak';
export const HIKING_NEWS_TAG = 'szepkilatas-hirek';
export const HIKING_DIFFICULTY_TAGS = ['nem-nehez-tura', 'kozepesen-nehez-tura', 'nehez-tura', 'extrem-tura'];
export const SUPPLEMENT_TAGS = [
  'tokio-2020',
  'foci-vb-2022',
  'eb-2024',
  'parizs-2024',
  'orosz-ukran-haboru',
  'valasztas-2022',
  'valasztas-2024',
  'ep-2024',
  'usa-2024',
];

export const SITE_SHARE: Record<SiteSlug, number> = { main: 60, after: 10, g7: 12, karakter: 8, ro: 10 };

export const SECTIONS: SectionSeed[] = [
  {
    slug: 'belfold',
    name: 'Belföld',
    site: 'main',
    weight: 25,
    topic: 'belfold',
    tags: ['budapest', 'kormany', 'oktatas', 'egeszsegugy', 'kozlekedes', 'fovarosi-kozgyules', 'onkormanyzat', 'rendorseg', 'birosag', 'helyben'],
  },
  {
    slug: 'kulfold',
    name: 'Külföld',
    site: 'main',
    weight: 18,
    topic: 'kulfold',
    tags: ['europai-unio', 'ukrajna', 'oroszorszag', 'egyesult-allamok', 'kina', 'nato', 'nemetorszag', 'kozel-kelet'],
  },
  {
    slug: 'gazdasag',
    name: 'Gazdaság',
    site: 'main',
    weight: 12,
    topic: 'gazdasag',
    tags: ['inflacio', 'forint', 'koltsegvetes', 'energia', 'lakhatas', 'ado', 'nyugdij'],
  },
  {
    slug: 'sport',
    name: 'Sport',
    site: 'main',
    weight: 10,
    topic: 'sport',
    tags: ['labdarugas', 'ferencvaros', 'magyar-valogatott', 'forma-1', 'olimpia', 'kezilabda', 'vizilabda'],
  },
  { slug: 'velemeny', name: 'Vélemény', site: 'main', weight: 5, topic: 'velemeny', tags: ['kormany', 'oktatas', 'europai-unio'] },
  { slug: 'direkt36', name: 'Direkt36', site: 'main', weight: 2, topic: 'belfold', tags: ['korrupcio', 'kozbeszerzes'] },
  { slug: 'kozlemeny', name: 'Közlemény', site: 'main', weight: 1, topic: 'general' },
  { slug: 'ellenorzo', name: 'Ellenőrző', site: 'main', weight: 3, topic: 'ellenorzo', tags: ['tenyellenorzes', 'kormany'] },
  { slug: 'szepkilatas', name: 'Szép kilátás', site: 'main', weight: 3, topic: 'szepkilatas' },
  { slug: 'english', name: 'English', site: 'main', weight: 3, topic: 'english', tags: ['europai-unio', 'budapest'] },
  { slug: 'tech', name: 'Tech', site: 'main', weight: 5, topic: 'tech', tags: ['mesterseges-intelligencia', 'urkutatas', 'tudomany', 'technologia'] },
  { slug: 'eszkombajn', name: 'Észkombájn', site: 'main', weight: 1, topic: 'tech', tags: ['tudomany'] },
  { slug: 'holdblog', name: 'Holdblog', site: 'main', weight: 1, topic: 'velemeny' },
  { slug: 'komplex', name: 'Komplex', site: 'main', weight: 1, topic: 'tech', tags: ['tudomany'] },
  { slug: 'napirajz', name: 'Napirajz', site: 'main', weight: 1, topic: 'general' },
  { slug: 'zacc', name: 'Zacc', site: 'main', weight: 1, topic: 'velemeny' },
  { slug: 'automagazin', name: 'Autómagazin', site: 'main', weight: 1, topic: 'tech', tags: ['kozlekedes'] },
  { slug: 'video', name: 'Videó', site: 'main', weight: 2, topic: 'belfold' },
  { slug: 'pr-cikk', name: 'PR-cikk', site: 'main', weight: 1, topic: 'gazdasag', sponsored: true },
  { slug: 'tamogatott-tartalom', name: 'Támogatott tartalom', site: 'main', weight: 1, topic: 'gazdasag', sponsored: true },
  { slug: 'tarsadalmi-celu-reklam', name: 'Társadalmi célú reklám', site: 'main', weight: 0.3, topic: 'general', sponsored: true },
  { slug: 'hirdetes', name: 'Hirdetés', site: 'main', weight: 0.3, topic: 'gazdasag', sponsored: true },
  { slug: 'regi-rovat', name: 'Régi rovat', site: 'main', weight: 0.5, topic: 'belfold', active: false },
  { slug: 'after', name: 'After', site: 'after', weight: 10, topic: 'after', tags: ['zene', 'sorozat', 'film', 'divat', 'koncert', 'fesztival'] },
  { slug: 'g7', name: 'G7', site: 'g7', weight: 3, topic: 'g7', tags: ['inflacio', 'forint'] },
  { slug: 'adat', name: 'Adat', site: 'g7', weight: 3, topic: 'g7', tags: ['inflacio', 'lakhatas', 'nyugdij'] },
  { slug: 'penz', name: 'Pénz', site: 'g7', weight: 3, topic: 'g7', tags: ['forint', 'ado', 'energia'] },
  { slug: 'kozelet', name: 'Közélet', site: 'g7', weight: 3, topic: 'g7', tags: ['koltsegvetes', 'kormany'] },
  { slug: 'podcast', name: 'Podcast', site: 'g7', weight: 2, topic: 'g7' },
  { slug: 'karakter', name: 'Karakter', site: 'karakter', weight: 2, topic: 'kultura', tags: ['film', 'konyv', 'szinhaz'] },
  { slug: 'kultura', name: 'Kultúra', site: 'karakter', weight: 4, topic: 'kultura', tags: ['film', 'konyv', 'szinhaz', 'zene', 'kiallitas'] },
  { slug: CARDS_SECTION, name: 'Kártyák', site: 'karakter', weight: 1, topic: 'kultura', sponsored: true },
  { slug: 'konyvespolc', name: 'Könyvespolc', site: 'karakter', weight: 2, topic: 'kultura', tags: ['konyv'] },
  { slug: 'nagyito', name: 'Nagyító', site: 'karakter', weight: 2, topic: 'kultura', tags: ['film', 'kiallitas'] },
  { slug: 'karakter-archiv', name: 'Karakter archívum', site: 'karakter', weight: 0.3, topic: 'kultura', active: false },
  { slug: 'erdely', name: 'Erdély', site: 'ro', weight: 5, topic: 'erdely', tags: ['kolozsvar', 'marosvasarhely', 'szekelyfold', 'nagyvarad', 'csikszereda'] },
  { slug: 'romania', name: 'Románia', site: 'ro', weight: 3, topic: 'erdely', tags: ['bukarest', 'europai-unio'] },
  { slug: 'vilag', name: 'Világ', site: 'ro', weight: 1.5, topic: 'kulfold', tags: ['europai-unio', 'ukrajna'] },
  { slug: 'eletmod', name: 'Életmód', site: 'ro', weight: 1, topic: 'after', tags: ['gasztronomia', 'utazas'] },
];

/** Tags with their display names; slugs are referenced by the sections above. */
export const TAGS: Record<string, string> = {
  budapest: 'Budapest',
  kormany: 'kormány',
  oktatas: 'oktatás',
  egeszsegugy: 'egészségügy',
  kozlekedes: 'közlekedés',
  'fovarosi-kozgyules': 'Fővárosi Közgyűlés',
  onkormanyzat: 'önkormányzat',
  rendorseg: 'rendőrség',
  birosag: 'bíróság',
  helyben: 'Helyben',
  'europai-unio': 'Európai Unió',
  ukrajna: 'Ukrajna',
  oroszorszag: 'Oroszország',
  'egyesult-allamok': 'Egyesült Államok',
  kina: 'Kína',
  nato: 'NATO',
  nemetorszag: 'Németország',
  'kozel-kelet': 'Közel-Kelet',
  inflacio: 'infláció',
  forint: 'forint',
  koltsegvetes: 'költségvetés',
  energia: 'energia',
  lakhatas: 'lakhatás',
  ado: 'adó',
  nyugdij: 'nyugdíj',
  labdarugas: 'labdarúgás',
  ferencvaros: 'Ferencváros',
  'magyar-valogatott': 'magyar válogatott',
  'forma-1': 'Forma–1',
  olimpia: 'olimpia',
  kezilabda: 'kézilabda',
  vizilabda: 'vízilabda',
  korrupcio: 'korrupció',
  kozbeszerzes: 'közbeszerzés',
  tenyellenorzes: 'tényellenőrzés',
  'mesterseges-intelligencia': 'mesterséges intelligencia',
  urkutatas: 'űrkutatás',
  tudomany: 'tudomány',
  technologia: 'technológia',
  zene: 'zene',
  sorozat: 'sorozat',
  film: 'film',
  divat: 'divat',
  koncert: 'koncert',
  fesztival: 'fesztivál',
  konyv: 'könyv',
  szinhaz: 'színház',
  kiallitas: 'kiállítás',
  kolozsvar: 'Kolozsvár',
  marosvasarhely: 'Marosvásárhely',
  szekelyfold: 'Székelyföld',
  nagyvarad: 'Nagyvárad',
  csikszereda: 'Csíkszereda',
  bukarest: 'Bukarest',
  gasztronomia: 'gasztronómia',
  utazas: 'utazás',
  idojaras: 'időjárás',
  [HIKING_NEWS_TAG]: 'Szép kilátás hírek',
  'nem-nehez-tura': 'nem nehéz túra',
  'kozepesen-nehez-tura': 'közepesen nehéz túra',
  'nehez-tura': 'nehéz túra',
  'extrem-tura': 'extrém túra',
  'tokio-2020': 'Tokió 2020',
  'foci-vb-2022': 'Foci-vb 2022',
  'eb-2024': 'Eb 2024',
  'parizs-2024': 'Párizs 2024',
  'orosz-ukran-haboru': 'Orosz-ukrán háború',
  'valasztas-2022': 'Választás 2022',
  'valasztas-2024': 'Választás 2024',
  'ep-2024': 'EP-választás 2024',
  'usa-2024': 'USA 2024',
  osszefoglalo: 'összefoglaló',
  riport: 'riport',
  elemzes: 'elemzés',
};

/** Which supplement tags a section's articles may carry. */
export const SUPPLEMENT_TAGS_BY_SECTION: Record<string, string[]> = {
  sport: ['tokio-2020', 'foci-vb-2022', 'eb-2024', 'parizs-2024'],
  belfold: ['valasztas-2022', 'valasztas-2024', 'ep-2024'],
  kulfold: ['orosz-ukran-haboru', 'usa-2024', 'ep-2024'],
};
export const WAR_SUB_TAGS = ['osszefoglalo', 'riport', 'elemzes'];

/** Auto-block versions 1–4: which sections each shows. */
export const AUTO_BLOCKS: Record<string, { title: string; slug: string }[]> = {
  '1': [
    { title: 'Belföld', slug: 'belfold' },
    { title: 'Külföld', slug: 'kulfold' },
    { title: 'Gazdaság', slug: 'gazdasag' },
  ],
  '2': [
    { title: 'Sport', slug: 'sport' },
    { title: 'Tech', slug: 'tech' },
    { title: 'Kultúra', slug: 'kultura' },
  ],
  '3': [
    { title: 'Vélemény', slug: 'velemeny' },
    { title: 'Adat', slug: 'adat' },
    { title: 'After', slug: 'after' },
  ],
  '4': [
    { title: 'Szép kilátás', slug: 'szepkilatas' },
    { title: 'Ellenőrző', slug: 'ellenorzo' },
    { title: 'Erdély', slug: 'erdely' },
  ],
};

const item = (label: string, url: string) => ({ label, url });

const SOCIAL = [
  item('Facebook', 'https://www.facebook.com/'),
  item('Instagram', 'https://www.instagram.com/'),
  item('YouTube', 'https://www.youtube.com/'),
  item('TikTok', 'https://www.tiktok.com/'),
];
const APPS = [item('iOS alkalmazás', 'https://apps.apple.com/'), item('Android alkalmazás', 'https://play.google.com/')];
const FOOTER_NORMAL = [
  item('Impresszum', '/impresszum'),
  item('Adatvédelem', '/dokumentum/adatvedelem'),
  item('Felhasználási feltételek', '/dokumentum/felhasznalasi-feltetelek'),
  item('Hírlevél', '/dokumentum/hirlevel'),
  item('Árfolyamok', '/arfolyam'),
  item('Archívum', '/archivum'),
];

function mainMenus(): Menus {
  return {
    site: [item('Címlap', '/'), item('After', '/after'), item('G7', '/g7'), item('Karakter', '/karakter')],
    main: [
      item('Belföld', '/rovat/belfold'),
      item('Külföld', '/rovat/kulfold'),
      item('Gazdaság', '/rovat/gazdasag'),
      item('Sport', '/rovat/sport'),
      item('Vélemény', '/rovat/velemeny'),
      item('Tech', '/rovat/tech'),
      item('English', '/english'),
    ],
    sidebar: [
      item('Friss hírek', '/legfrissebb'),
      item('Legfontosabb', '/legfontosabb'),
      item('Kedvenceink', '/kedvenceink'),
      item('Ellenőrző', '/rovat/ellenorzo'),
      item('Szép kilátás', '/rovat/szepkilatas'),
      item('Direkt36', '/rovat/direkt36'),
      item('Archívum', '/archivum'),
    ],
    heading: [item('Belföld', '/rovat/belfold'), item('Külföld', '/rovat/kulfold'), item('Gazdaság', '/rovat/gazdasag'), item('Sport', '/rovat/sport')],
    extra: [item('Támogatás', '/tamogatas'), item('Egy százalék', '/egyszazalek')],
    footerHighlight: [item('Támogass minket!', '/tamogatas'), item('Hírlevél', '/dokumentum/hirlevel')],
    footerNormal: FOOTER_NORMAL,
    footerApp: APPS,
    footerSocial: SOCIAL,
  };
}

function subSiteMenus(site: 'after' | 'g7' | 'karakter'): Menus {
  const base = mainMenus();
  const own: Record<typeof site, { label: string; url: string }[]> = {
    after: [item('Friss hírek', '/after/legfrissebb')],
    g7: [
      item('Friss hírek', '/g7/legfrissebb'),
      item('Adat', '/g7/adat'),
      item('Közélet', '/g7/kozelet'),
      item('Pénz', '/g7/penz'),
      item('Podcast', '/g7/podcast'),
    ],
    karakter: [
      item('Friss hírek', '/karakter/legfrissebb'),
      item('Kultúra', '/karakter/kultura'),
      item('Kártyák', `/karakter/${CARDS_SECTION}`),
      item('Könyvespolc', '/karakter/konyvespolc'),
      item('Nagyító', '/karakter/nagyito'),
    ],
  };
  return { ...base, main: own[site], heading: own[site] };
}

function roMenus(): Menus {
  return {
    site: [item('Címlap', '/')],
    main: [item('Erdély', '/rovat/erdely'), item('Románia', '/rovat/romania'), item('Világ', '/rovat/vilag'), item('Életmód', '/rovat/eletmod')],
    sidebar: [item('Archívum', '/archivum')],
    heading: [item('Erdély', '/rovat/erdely'), item('Románia', '/rovat/romania')],
    extra: [],
    footerHighlight: [item('Hírlevél', '/dokumentum/hirlevel')],
    footerNormal: [item('Impresszum', '/dokumentum/impresszum'), item('Adatvédelem', '/dokumentum/adatvedelem'), item('Árfolyamok', '/arfolyam')],
    footerApp: APPS,
    footerSocial: SOCIAL,
  };
}

export const MENUS: Record<SiteSlug, Menus> = {
  main: mainMenus(),
  after: subSiteMenus('after'),
  g7: subSiteMenus('g7'),
  karakter: subSiteMenus('karakter'),
  ro: roMenus(),
};

export const DOCS: { slug: string; title: string; paragraphs: string[] }[] = [
  {
    slug: 'impresszum',
    title: 'Impresszum',
    paragraphs: [
      'A lapot a szerkesztőség adja ki. Felelős kiadó: a kiadó ügyvezetője.',
      'Szerkesztőség címe: 1000 Budapest, Példa utca 1. E-mail: szerkesztoseg@example.hu',
      'A lap nyilvántartásba vételi száma: CE/0000-0/2020. ISSN 0000-0000.',
    ],
  },
  {
    slug: 'ellenorzo-modszertan',
    title: 'Így dolgozik az Ellenőrző',
    paragraphs: [
      'Az Ellenőrző közszereplők nyilvános állításait vizsgálja meg: az állítást forrásokkal vetjük össze, és minősítjük.',
      'A minősítések: igaz, részben igaz, félrevezető, hamis. Minden cikk végén felsoroljuk a felhasznált forrásokat.',
      'Ha hibát talál egy ellenőrzésünkben, írjon nekünk: a javítást a cikk alján jelezzük.',
    ],
  },
  {
    slug: 'hirlevel',
    title: 'Hírlevél',
    paragraphs: [
      'Iratkozzon fel hírleveleinkre, és a nap legfontosabb hírei reggelente a postafiókjában várják.',
      'A feliratkozás ingyenes, és bármikor lemondható a levelek alján található hivatkozással.',
    ],
  },
  {
    slug: 'adatvedelem',
    title: 'Adatvédelmi tájékoztató',
    paragraphs: [
      'Ez a tájékoztató leírja, milyen személyes adatokat kezelünk, milyen célból, és milyen jogok illetik meg az olvasót.',
      'Sütiket a működéshez és – hozzájárulás esetén – a látogatottság méréséhez használunk.',
    ],
  },
  {
    slug: 'felhasznalasi-feltetelek',
    title: 'Felhasználási feltételek',
    paragraphs: ['Az oldal tartalma szerzői jogi védelem alatt áll; átvétele csak a forrás megjelölésével, hivatkozással lehetséges.'],
  },
];

export const UNIQUES: { slug: string; content: string }[] = [
  { slug: 'konyvajanlo', content: '<p>Heti könyvajánlónk: három regény, amelyet a szerkesztőség ezen a héten olvasott.</p>' },
  {
    slug: 'karakter-rovatok',
    content: JSON.stringify([
      { slug: 'kultura', name: 'Kultúra' },
      { slug: CARDS_SECTION, name: 'Kártyák' },
      { slug: 'konyvespolc', name: 'Könyvespolc' },
      { slug: 'nagyito', name: 'Nagyító' },
    ]),
  },
  {
    slug: 'sport-leagues',
    // The football screen's leagues (country ids of the live-score service's `countries`); the first is its
    // default (specialised-features.md §5).
    content: JSON.stringify([
      { country: 1, league: 271 },
      { country: 1, league: 272 },
      { country: 2, league: 39 },
      { country: 3, league: 4 },
      { country: 4, league: 1 },
    ]),
  },
  { slug: 'frontpage-podcast-block-position', content: '45' },
  { slug: 'after-ajanlo', content: '<p>Az After heti ajánlója: zene, sorozat, koncert.</p>' },
  { slug: 'after-spotify', content: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M' },
  { slug: 'holdblog-bevezeto', content: '<p>A Holdblog a tudomány és a csillagászat hírei egy helyen.</p>' },
  { slug: 'holdblog-szerzok', content: '<p>A blog szerzői csillagászok és tudományos újságírók.</p>' },
];

export const UNIQUE_GROUPS: { id: number; slugs: string[] }[] = [
  { id: 27, slugs: ['after-ajanlo', 'after-spotify'] },
  { id: 13, slugs: ['holdblog-bevezeto', 'holdblog-szerzok'] },
];

export const ROUTE_RULES: RouteRule[] = [
  { from: '/rovat/regi-rovat', to: '/rovat/belfold', status: 301 },
  { from: '/valasztas', to: '/melleklet/valasztas-2024', status: 302 },
  { from: '/hirlevel', to: '/dokumentum/hirlevel', status: 301 },
];

export function staff(authorNames: string[]): StaffGroup[] {
  const [chief, ...rest] = authorNames;
  return [
    { title: 'Főszerkesztő', people: [{ name: chief ?? '', role: 'főszerkesztő' }] },
    { title: 'Vezető szerkesztők', people: rest.slice(0, 3).map((name) => ({ name, role: 'vezető szerkesztő' })) },
    { title: 'Rovatvezetők', people: rest.slice(3, 9).map((name) => ({ name, role: 'rovatvezető' })) },
    { title: 'Újságírók', people: rest.slice(9).map((name) => ({ name, role: 'újságíró' })) },
  ];
}

export const COMMON_SETTINGS = {
  componentSetup: { donations: '0', refreshQuiz: '0' },
  weatherData: [
    { city: 'Budapest', temperature: 7, description: 'borult', icon: 'cloudy' },
    { city: 'Debrecen', temperature: 5, description: 'ködös', icon: 'fog' },
    { city: 'Szeged', temperature: 9, description: 'napos', icon: 'sunny' },
    { city: 'Pécs', temperature: 8, description: 'szórványosan felhős', icon: 'partly-cloudy' },
    { city: 'Kolozsvár', temperature: 4, description: 'esős', icon: 'rain' },
  ],
  floodingData: null,
  searchPlaceholders: ['Keresés a cikkek között', 'Például: közgyűlés', 'Rovat, címke vagy szerző'],
  pipStatus: { pipShow: '0', pipTitle: '', pipUrl: '', pipOpen: '1', pipLabel: 'élő' },
  dwPromo: null,
  assetsUrl: '/media',
  afterSpotifyUrl: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
  widgets: [],
};

/** Foreign currencies per base with a starting rate: value of one unit in the base currency. */
export const EXCHANGE_START: Record<'HUF' | 'RON', Record<string, number>> = {
  HUF: { EUR: 395, USD: 365, CHF: 410, GBP: 465, RON: 79.4, CZK: 15.7, PLN: 92.3 },
  RON: { EUR: 4.97, USD: 4.59, CHF: 5.2, GBP: 5.85, HUF: 0.0126 },
};
