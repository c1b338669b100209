// The screens of reader-site.md §2 the spec names without giving their content (support, academy, youth,
// tax, the empty page, login): what each says, as data, so one page renders them all and the tests can
// check every link. Texts are ours (D-103 "Screens without spec content"); the Hungarian is the product's voice.
import { GAMES, gamePath } from './predictionGame';
import type { ComponentSetup, SiteSlug } from './types';
import { ACADEMY_SLUG } from './sites';
import { SUPPORT_SLUGS, matchRoute, type SupportSlug } from './routes';
import { redirectFor } from './redirects';
import { SUPPLEMENT_ROOT, hasSupplements, supplementPaths } from './supplements';
import { partyDataPaths, regionDataPaths } from './electionMap';
import { SPORTS } from './sports/registry';

export interface ScreenLink {
  label: string;
  href: string;
}

export interface StaticScreen {
  title: string;
  paragraphs: readonly string[];
  links: readonly ScreenLink[];
  /** Pages a search engine has no use for (a payment's outcome, an account page, a blank page). */
  noindex?: true;
  /** The title is for screen readers only (the blank page shows nothing). */
  hiddenTitle?: true;
  /** The account island the screen holds after its text: the sign-in form, or the supporter's profile. */
  account?: 'sign-in' | 'profile';
}

/** The donations flag switches the support routes off on the main site (reader-site.md §5). */
export function donationsOff(setup: Pick<ComponentSetup, 'donations'>): boolean {
  return setup.donations === '1';
}

/** The support routes' pages (/tamogatas and its sub-pages): the ones the donations flag takes down or brings back. */
export const SUPPORT_PATHS: readonly string[] = ['/tamogatas', ...SUPPORT_SLUGS.map((slug) => `/tamogatas/${slug}`)];

const SUPPORT_LINKS: ScreenLink[] = [
  { label: 'Belépés támogatóknak', href: '/tamogatas/belepes' },
  { label: 'Adója 1%-a', href: '/egyszazalek' },
  { label: 'Impresszum', href: '/impresszum' },
];

/** /tamogatas and its four sub-pages; the key '' is /tamogatas itself. */
export const SUPPORT_SCREENS: Readonly<Record<'' | SupportSlug, StaticScreen>> = {
  '': {
    title: 'Támogass minket!',
    paragraphs: [
      'A független újságírás olvasói támogatásból él. Nem kapunk állami pénzt, és nem függünk egyetlen tulajdonostól vagy hirdetőtől sem.',
      'Rendszeres vagy egyszeri támogatásával ön is hozzájárul ahhoz, hogy mindenki számára ingyen olvasható, megbízható hírek készüljenek.',
    ],
    links: SUPPORT_LINKS,
  },
  belepes: {
    title: 'Belépés támogatóknak',
    paragraphs: [
      'Támogatói fiókjába azzal az e-mail-címmel léphet be, amelyet a támogatáskor megadott. Belépés után megnézheti és módosíthatja a támogatását.',
      // Also what a reader without JavaScript reads after the form's redirect (?elkuldve=1) or a dead link
      // (?hiba=link): the static page cannot tell them apart, so it says both, neutrally.
      'Ha a megadott címhez tartozik támogatói fiók, e-mailben küldünk rá egy belépési linket. A link 30 percig érvényes, és csak egyszer használható; ha lejárt vagy már felhasználta, kérjen újat.',
    ],
    account: 'sign-in',
    links: [
      { label: 'Vissza a támogatáshoz', href: '/tamogatas' },
      { label: 'Profil', href: '/tamogatas/profil' },
    ],
    noindex: true,
  },
  profil: {
    title: 'Támogatói profil',
    paragraphs: ['Itt láthatja a támogatása adatait, a befizetéseit és a hírlevél-beállításait. A profil megtekintéséhez be kell lépnie.'],
    account: 'profile',
    links: [
      { label: 'Belépés', href: '/tamogatas/belepes' },
      { label: 'Vissza a támogatáshoz', href: '/tamogatas' },
    ],
    noindex: true,
  },
  hiba: {
    title: 'A támogatás nem sikerült',
    paragraphs: ['A fizetés nem ment végbe, a kártyáját nem terheltük meg. Kérjük, próbálja újra, vagy válasszon másik fizetési módot.'],
    links: [{ label: 'Újrapróbálom', href: '/tamogatas' }],
    noindex: true,
  },
  siker: {
    title: 'Köszönjük a támogatását!',
    paragraphs: ['A támogatása megérkezett. A visszaigazolást e-mailben is elküldtük.'],
    links: [
      { label: 'Vissza a címlapra', href: '/' },
      { label: 'Támogatói profil', href: '/tamogatas/profil' },
    ],
    noindex: true,
  },
};

/** The other screens without content of their own in the spec, by route name. */
export const OTHER_SCREENS = {
  tax: {
    title: 'Adója 1%-a',
    paragraphs: [
      'Személyi jövedelemadója 1%-át felajánlhatja egy civil szervezetnek. Ha a független újságírást támogatná, a felajánlást a szerkesztőséget segítő alapítványnak is megteheti.',
      'A rendelkező nyilatkozatot az adóbevallással együtt, május 20-ig adhatja be; a kedvezményezett adószámát a bevallási időszak kezdetén itt tesszük közzé.',
    ],
    links: [
      { label: 'Támogass minket!', href: '/tamogatas' },
      { label: 'Impresszum', href: '/impresszum' },
    ],
  },
  academy: {
    title: 'Hírtér Akadémia',
    paragraphs: [
      'A Hírtér Akadémia a szerkesztőség újságíró-képzése: gyakorló újságírók tanítják a hírírást, az adatújságírást, a tényellenőrzést és a riportkészítést.',
      'A következő évfolyam jelentkezési időszakát itt és a hírlevelünkben hirdetjük meg.',
    ],
    links: [
      { label: 'Feliratkozás a hírlevélre', href: '/dokumentum/hirlevel' },
      { label: 'Így dolgozik az Ellenőrző', href: '/dokumentum/ellenorzo-modszertan' },
    ],
  },
  youth: {
    title: 'Te',
    paragraphs: [
      'Fiatal olvasóinknak: érthetően a hírekről, amelyek rólad is szólnak – oktatás, lakhatás, munka, klíma, technológia.',
      'Ha kérdésed van, amire választ keresel, vagy témát javasolnál, írj nekünk.',
    ],
    links: [
      { label: 'Friss hírek', href: '/legfrissebb' },
      { label: 'After', href: '/after' },
      { label: 'Tech', href: '/rovat/tech' },
    ],
  },
  empty: { title: 'Üres oldal', paragraphs: [], links: [], noindex: true, hiddenTitle: true },
} as const satisfies Record<'tax' | 'academy' | 'youth' | 'empty', StaticScreen>;

export const ACADEMY_PATH = `/${ACADEMY_SLUG}`;

// Dependency keys of these screens (domain/dependencies.ts names the article and list keys). The publisher
// re-renders /dokumentum/{slug} and /impresszum by path on a 'doc' change; staff and exchange rates have no
// change entry yet, so their keys are recorded for the day one exists (D-101, D-102).

/** A document page's key. */
export const docKey = (slug: string) => `doc:${slug}`;
/** The staff list of /impresszum. */
export const STAFF_KEY = 'staff:impress';
/** A currency's rates (/arfolyam). */
export const exchangeKey = (currency: string) => `exchange:${currency}`;

/** How many headlines the app's web-view widget shows (reader-site.md §9: latest articles default 6). */
export const APP_WIDGET_ITEMS = 6;

/**
 * The pages of these screens a domain has ('main' = the main domain, 'ro' = the Romanian edition), for the
 * publisher's page discovery: every candidate the route table accepts there and no redirect sends
 * elsewhere. `docSlugs` come from GET /api/docs. Paged supplement pages follow from page 1's pageCount;
 * /login is left out (a redirect, never a file).
 */
export function screenPaths(domain: Extract<SiteSlug, 'main' | 'ro'>, opts: { donationsOff: boolean; docSlugs: readonly string[] }): string[] {
  const candidates = [
    ...supplementPaths(),
    // The election data pages of each region (/adatok/{a}) and each party's view of it (/adatok/{a}/{b}), which
    // the region's page links.
    ...regionDataPaths(),
    ...partyDataPaths(),
    `${SUPPLEMENT_ROOT}/tippjatek`,
    ...GAMES.map((g) => gamePath(g.slug)),
    ...opts.docSlugs.map((slug) => `/dokumentum/${encodeURIComponent(slug)}`),
    '/impresszum',
    '/arfolyam',
    ...SPORTS.map((s) => s.path),
    '/egyszazalek',
    ...SUPPORT_PATHS,
    ACADEMY_PATH,
    '/te',
    '/empty',
    '/app-web-widget',
  ];
  return candidates.filter((path) => {
    if (redirectFor(domain, path) !== null) return false;
    const m = matchRoute(domain, path, { donationsOff: opts.donationsOff });
    if ((m.name === 'melleklet' || m.name === 'tippjatek') && !hasSupplements(domain)) return false;
    return m.name !== 'not-found';
  });
}

/**
 * Paths the static output answers with a redirect because they never become a file: /login outside
 * preview mode goes to / (reader-site.md §4); the origin and the generated nginx config both read this.
 */
export const STATIC_REDIRECTS: Readonly<Record<string, string>> = { '/login': '/' };
