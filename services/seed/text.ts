// Deterministic generator of natural-looking Hungarian (and some English) news text for the seed corpus.
//
// The word lists and sentence templates live in words.ts. Templates are compiled once, when this module
// is loaded (an unknown slot name throws right away), into arrays of literal strings and slot references;
// a generator only walks those arrays, so one article's text costs a few microseconds.
// All randomness comes from the Rng handed to createTextGenerator: the same seed gives the same text.

import type { Rng } from '../../lib/rng';
import * as W from './words';
import { definiteArticle } from '../../domain/definiteArticle';

export type Topic =
  | 'belfold'
  | 'kulfold'
  | 'gazdasag'
  | 'sport'
  | 'velemeny'
  | 'kultura'
  | 'after'
  | 'g7'
  | 'tech'
  | 'english'
  | 'erdely'
  | 'szepkilatas'
  | 'ellenorzo'
  | 'general';

export interface TextGenerator {
  /** 30–110 characters, no trailing full stop, starts with a capital letter. */
  title(topic: Topic): string;
  /** 1–2 sentences, 80–260 characters. */
  lead(topic: Topic): string;
  /** 2–5 sentences of plain text (no HTML). */
  paragraph(topic: Topic): string;
  /** "Családnév Keresztnév". */
  personName(): string;
  /** A town name. */
  place(): string;
  /** English-language title for the English section. */
  englishTitle(): string;
  /** English-language paragraph. */
  englishParagraph(): string;
  /** A one-sentence quotation, without quote marks. */
  quote(): string;
}

// ---------------------------------------------------------------------------------------------
// Hungarian helpers
// ---------------------------------------------------------------------------------------------

function capitalize(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}

function lowerFirst(s: string): string {
  return s.length === 0 ? s : s[0]!.toLowerCase() + s.slice(1);
}

/** A year with its case endings: [year, inessive "2023-ban", ablative "2023-tól"]. Years 2001–2099. */
function yearForms(y: number): readonly [string, string, string] {
  const back = sublativeSuffix(y % 100) === 'ra';
  return [String(y), `${y}-${back ? 'ban' : 'ben'}`, `${y}-${back ? 'tól' : 'től'}`];
}

/** Suffix -ra/-re after a number, by how its last word is read (3–1-re, 2–0-ra, 31–30-ra). */
function sublativeSuffix(n: number): 'ra' | 're' {
  const last = n % 10;
  if (last === 0) {
    if (n === 0) return 'ra'; // nulla
    const tens = Math.floor(n / 10) % 10;
    // tíz, negyven, hetven, kilencven → -re; húsz, harminc, ötven, hatvan, nyolcvan → -ra
    return tens === 1 || tens === 4 || tens === 7 || tens === 9 ? 're' : 'ra';
  }
  // egy, kettő, négy, öt, hét, kilenc → -re; három, hat, nyolc → -ra
  return last === 3 || last === 6 || last === 8 ? 'ra' : 're';
}

// ---------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------

const SLOT_NAMES = [
  // people
  'person',
  'personF',
  'personM',
  'personApp',
  'personTitle',
  'personTitleF',
  'personTitleEcon',
  'personRo',
  'celeb',
  'celeb2',
  // places
  'town',
  'townLoc',
  'townFrom',
  'townAdj',
  'mjAdj',
  'roTownLoc',
  'roTownFrom',
  'roTownAdj',
  'cityLoc',
  'country',
  'countryAcc',
  'countryLoc',
  'countryAdj',
  'euCityLoc',
  // time and numbers
  'day',
  'timePast',
  'timeNext',
  'monthIn',
  'monthFrom',
  'season',
  'seasonAdj',
  'yearIn',
  'pastYearIn',
  'yearFrom',
  'yearSince',
  'oldYear',
  'n',
  'n2',
  'nBig',
  'pct',
  'share',
  'baseRate',
  'homeType',
  'hikeTip',
  'bn',
  'bp',
  'eur',
  'price',
  'numWord',
  'kmWord',
  'km',
  'kmShort',
  'minute',
  'rank',
  // public life
  'inst',
  'econInst',
  'roInst',
  'fgov',
  'intl',
  'docAcc',
  'docNom',
  'docDel',
  'docVP',
  'docVPr',
  'fac',
  'facAcc',
  'facAdjNom',
  'facAdjAcc',
  'facV3',
  'facV3P',
  'facI',
  'changeClause',
  'domClause',
  'domQuoteTitle',
  'issue',
  'issueDel',
  'opinionClaim',
  'qBare',
  // economy
  'stat',
  'statMove',
  'forintMove',
  'aboveBelow',
  'rateAction',
  'econClause',
  'company',
  'bizEvent',
  'priceItem',
  'professionPl',
  'mapWhere',
  'g7Fact',
  // world
  'foreignEvent',
  'electionOutcome',
  'foreignClause',
  'euIssueDel',
  // sport
  'club',
  'club2',
  'club2Acc',
  'clubWin',
  'score',
  'hscore',
  'team',
  'medal',
  'champLoc',
  // culture and entertainment
  'workNom',
  'workAcc',
  'workClaim',
  'filmWork',
  'venueLoc',
  'play',
  'award',
  'filmFest',
  'artistInstr',
  'cultureQuote',
  'artForm',
  'celebEvent',
  'celebQuote',
  'show',
  'series',
  'band',
  'musicFest',
  'festLoc',
  'albumClaim',
  'lifeGoal',
  'activity',
  'lifeTopicDel',
  'lifeExpert',
  // tech
  'techCo',
  'techCo2',
  'techEvent',
  'techThing',
  'techFuture',
  'service',
  'gadget',
  'gadgetVerdict',
  'scam',
  // Transylvania
  'roEvent',
  'roClause',
  // hiking
  'mountLoc',
  'dest',
  'destHoz',
  'hikeClaim',
  'hikeTownAdj',
  'trailColor',
  // fact checks
  'fcClaim',
  'verdict',
  // English
  'enSubj',
  'enVerb',
  'enObj',
  'enTown',
  'enFacility',
  'enClub',
  'enClub2',
  'enScore',
  'enIssue',
  'enClaim',
  'enReason',
  'enFx',
  'enMove',
  'enMonth',
  'enDay',
  'enNum',
  'enRate',
  'enPerson',
  'enScience',
  'enRanking',
  'enBalaton',
  'enQuote',
  'enPct',
  'enEur',
  'enCountry',
  'enWhen',
  'enMedal',
  'enChamp',
  'year',
] as const;

type SlotName = (typeof SLOT_NAMES)[number];

const SLOT_INDEX: ReadonlyMap<string, number> = new Map(SLOT_NAMES.map((name, i) => [name, i]));

const MOD_NONE = 0;
const MOD_CAP = 1;
const MOD_LOWER = 2;

interface SlotRef {
  readonly slot: number;
  /** Prefix the value with its definite article. */
  readonly art: boolean;
  readonly mod: number;
}

type Part = string | SlotRef;
type Template = readonly Part[];
/** A list entry: plain text, or a template when it has slots. */
type Entry = string | Template;

function compile(src: string): Template {
  const parts: Part[] = [];
  let last = 0;
  for (const m of src.matchAll(/\{([^{}]*)\}/g)) {
    const at = m.index;
    if (at > last) parts.push(src.slice(last, at));
    let name = m[1]!;
    let art = false;
    let mod = MOD_NONE;
    if (name.startsWith('a:')) {
      art = true;
      name = name.slice(2);
    }
    let slot = SLOT_INDEX.get(name);
    if (slot === undefined && name.endsWith('Cap')) {
      slot = SLOT_INDEX.get(name.slice(0, -3));
      mod = MOD_CAP;
    } else if (slot === undefined && name.endsWith('Lc')) {
      slot = SLOT_INDEX.get(name.slice(0, -2));
      mod = MOD_LOWER;
    }
    if (slot === undefined) throw new Error(`text templates: unknown slot {${m[1]}} in "${src}"`);
    parts.push({ slot, art, mod });
    last = at + m[0].length;
  }
  if (last < src.length) parts.push(src.slice(last));
  for (const p of parts) {
    if (typeof p === 'string' && /[{}|]/.test(p)) throw new Error(`text templates: stray brace or bar in "${src}"`);
  }
  return parts;
}

function entries(list: readonly string[]): readonly Entry[] {
  if (list.length === 0) throw new Error('text templates: empty list');
  return list.map((s) => (s.includes('{') ? compile(s) : s));
}

function templates(list: readonly string[]): readonly Template[] {
  if (list.length === 0) throw new Error('text templates: empty list');
  return list.map(compile);
}

/** Splits "a|b|c" entries into their forms; every entry must have exactly `n` forms. */
function forms(list: readonly string[], n: number): readonly (readonly string[])[] {
  return list.map((s) => {
    const f = s.split('|');
    if (f.length !== n || f.some((x) => x.length === 0)) throw new Error(`text words: "${s}" needs ${n} forms`);
    return f;
  });
}

function hasTwoSentences(src: string): boolean {
  return /[.?!] [\p{Lu}{„]/u.test(src);
}

interface TopicSet {
  readonly titles: readonly Template[];
  readonly leads: readonly Template[];
  readonly leadIsDouble: readonly boolean[];
  readonly sentences: readonly Template[];
  readonly quotes: readonly Entry[];
  /** Whether the shared news sentences fit this topic. */
  readonly shared: boolean;
}

function topicSet(sources: readonly W.TopicTemplates[], shared: boolean): TopicSet {
  const leads = sources.flatMap((s) => s.leads);
  const quotes = sources.flatMap((s) => s.quotes);
  return {
    titles: templates(sources.flatMap((s) => s.titles)),
    leads: templates(leads),
    leadIsDouble: leads.map(hasTwoSentences),
    sentences: templates(sources.flatMap((s) => s.sentences)),
    quotes: entries(quotes.length > 0 ? quotes : W.QUOTES),
    shared,
  };
}

function need(name: string): W.TopicTemplates {
  const t = W.TOPIC_TEMPLATES[name];
  if (t === undefined) throw new Error(`text templates: no templates for topic ${name}`);
  return t;
}

type HuTopic = Exclude<Topic, 'english'>;

const SETS: Readonly<Record<HuTopic, TopicSet>> = {
  belfold: topicSet([need('belfold')], true),
  kulfold: topicSet([need('kulfold')], true),
  gazdasag: topicSet([need('gazdasag')], true),
  sport: topicSet([need('sport')], false),
  velemeny: topicSet([need('velemeny')], true),
  kultura: topicSet([need('kultura')], false),
  after: topicSet([need('after')], false),
  g7: topicSet([need('g7')], true),
  tech: topicSet([need('tech')], true),
  erdely: topicSet([need('erdely')], true),
  szepkilatas: topicSet([need('szepkilatas')], false),
  ellenorzo: topicSet([need('ellenorzo')], true),
  general: topicSet([need('belfold'), need('kulfold'), need('gazdasag'), need('tech')], true),
};

const SHARED = templates(W.SHARED_SENTENCES);

// Word lists, parsed once.
const HU_TOWNS = forms(W.HU_TOWNS, 5);
const MJ_TOWNS = HU_TOWNS.filter((t) => t[4] === 'mj');
const RO_TOWNS = forms(W.RO_TOWNS, 4);
const CITIES = forms(W.FOREIGN_CITIES, 3);
const COUNTRIES = forms(W.COUNTRIES, 4);
const DOC_NOUNS = forms(W.DOC_NOUNS, 3);
const DOC_FIXED = forms(W.DOC_FIXED, 3);
const DOC_VERBS = forms(W.DOC_VERBS, 2);
const FACILITIES = forms(W.FACILITIES, 2);
const FACILITY_VERBS = forms(W.FACILITY_VERBS, 2);
const FACILITY_INTRANS = forms(W.FACILITY_INTRANS, 2);
const ISSUES = forms(W.ISSUES, 2);
const CLUBS = forms(W.CLUBS, 2);
const WORKS = forms(W.WORKS, 2);
const FESTIVALS = forms(W.FESTIVALS, 2);
const MOUNTAINS = forms(W.MOUNTAINS, 2);
const DESTINATIONS = forms(W.DESTINATIONS, 3);

const DOMESTIC_CLAUSES = entries(W.DOMESTIC_CLAUSES);
const DOMESTIC_QUOTE_TITLES = entries(W.DOMESTIC_QUOTE_TITLES);
const CHANGE_CLAUSES = entries(W.CHANGE_CLAUSES);
const RATE_ACTIONS = entries(W.RATE_ACTIONS);
const ECON_CLAUSES = entries(W.ECON_CLAUSES);
const BIZ_EVENTS = entries(W.BIZ_EVENTS);
const G7_FACTS = entries(W.G7_FACTS);
const CELEB_EVENTS = entries(W.CELEB_EVENTS);
const FC_CLAIMS = entries(W.FC_CLAIMS);
const FOREIGN_CLAUSES = entries(W.FOREIGN_CLAUSES);
const RO_CLAUSES = entries(W.RO_CLAUSES);
const RO_EVENTS = entries(W.RO_EVENTS);
const ALL_QUOTES: readonly Entry[] = entries([...W.QUOTES, ...Object.values(W.TOPIC_TEMPLATES).flatMap((t) => t.quotes)]);
const GENERAL_QUOTES = entries(W.QUOTES);

// Lists read with a plain pick() must not hold slots; the ones above are compiled. Fail fast otherwise.
const COMPILED_LISTS: ReadonlySet<unknown> = new Set<unknown>([
  W.DOMESTIC_CLAUSES,
  W.DOMESTIC_QUOTE_TITLES,
  W.CHANGE_CLAUSES,
  W.RATE_ACTIONS,
  W.ECON_CLAUSES,
  W.BIZ_EVENTS,
  W.G7_FACTS,
  W.CELEB_EVENTS,
  W.FC_CLAIMS,
  W.FOREIGN_CLAUSES,
  W.RO_CLAUSES,
  W.RO_EVENTS,
  W.QUOTES,
  W.SHARED_SENTENCES,
  W.EN_TITLES,
  W.EN_SENTENCES,
  W.EN_SUBJECTS,
  W.EN_OBJECTS,
  W.EN_CLAIMS,
]);
for (const [name, value] of Object.entries(W)) {
  if (!Array.isArray(value) || COMPILED_LISTS.has(value)) continue;
  for (const item of value) {
    if (typeof item === 'string' && item.includes('{')) throw new Error(`text words: ${name} holds a slot: "${item}"`);
  }
}

const EN_TITLES = templates(W.EN_TITLES);
const EN_SENTENCES = templates(W.EN_SENTENCES);
/** Lead sentences: the narrative ones (a lead should not open with a quotation). */
const EN_LEAD_SENTENCES = templates(W.EN_SENTENCES.filter((s) => !s.startsWith('"')));
const EN_SUBJECTS = entries(W.EN_SUBJECTS);
const EN_CLAIMS = entries(W.EN_CLAIMS);
const EN_OBJECTS = entries(W.EN_OBJECTS);

const TITLE_MIN = 30;
const TITLE_MAX = 110;
const LEAD_MIN = 80;
const LEAD_MAX = 260;

// ---------------------------------------------------------------------------------------------
// The generator
// ---------------------------------------------------------------------------------------------

export function createTextGenerator(rng: Rng): TextGenerator {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng.next() * items.length)]!;
  const int = (min: number, max: number): number => min + Math.floor(rng.next() * (max - min + 1));
  const chance = (p: number): boolean => rng.next() < p;

  let topicQuotes: readonly Entry[] = GENERAL_QUOTES;
  let lastClub = 0;
  let lastTechCo = 0;

  const entry = (e: Entry): string => (typeof e === 'string' ? e : render(e));
  const art = (s: string): string => `${definiteArticle(s)} ${s}`;

  const family = (): string => pick(W.FAMILY_NAMES);
  const personF = (): string => `${family()} ${pick(W.FEMALE_NAMES)}`;
  const personM = (): string => `${family()} ${pick(W.MALE_NAMES)}`;
  const person = (): string => (chance(0.5) ? personF() : personM());
  const mjAdj = (): string => pick(MJ_TOWNS)[3]!;
  const docForm = (form: number): string => {
    if (chance(0.25)) return pick(DOC_FIXED)[form]!;
    let s = pick(DOC_NOUNS)[form]!;
    if (chance(0.6)) s = `${pick(W.DOC_DOMAINS)} ${s}`;
    if (chance(0.45)) s = `${pick(W.DOC_QUALIFIERS)} ${s}`;
    return s;
  };
  const facAdj = (form: number): string => {
    const f = pick(FACILITIES)[form]!;
    return chance(0.7) ? `${pick(W.FACILITY_ADJS)} ${f}` : f;
  };
  const year = (min: number, max: number, form: number): string => yearForms(int(min, max))[form]!;
  const pct = (): string => {
    const v = int(2, 129);
    return v % 10 === 0 ? String(v / 10) : `${Math.floor(v / 10)},${v % 10}`;
  };
  const score = (): string => {
    const w = int(1, 5);
    const l = int(0, w - 1);
    return `${w}–${l}-${sublativeSuffix(l)}`;
  };
  const club = (): readonly string[] => {
    lastClub = Math.floor(rng.next() * CLUBS.length);
    return CLUBS[lastClub]!;
  };
  const otherClub = (): readonly string[] => {
    let i = Math.floor(rng.next() * (CLUBS.length - 1));
    if (i >= lastClub) i++;
    // the list repeats a club to weight it; never pair a club with itself
    if (CLUBS[i]![0] === CLUBS[lastClub]![0]) i = (i + 2) % CLUBS.length;
    return CLUBS[i]!;
  };
  const celeb = (): string => (chance(0.5) ? `${personF()} ${pick(W.CELEB_JOBS_F)}` : `${personM()} ${pick(W.CELEB_JOBS_M)}`);
  const roleApp = (): string => (chance(0.25) ? `${art(mjAdj())} közgyűlés ${pick(W.ROLES)}` : `${art(pick(W.ROLE_ORGS))} ${pick(W.ROLES)}`);

  const slots: Record<SlotName, () => string> = {
    person,
    personF,
    personM,
    personApp: () => `${person()}, ${roleApp()}`,
    personTitle: () => `${person()} ${pick(W.OCCUPATIONS)}`,
    personTitleF: () => `${art(pick(COUNTRIES)[3]!)} ${pick(W.FOREIGN_JOBS)}`,
    personTitleEcon: () => `${person()} ${pick(W.ECON_OCCUPATIONS)}`,
    personRo: () => (chance(0.5) ? `${person()}, ${art(pick(W.RO_ORGS))} ${pick(W.RO_ROLES)}` : `${person()} ${pick(RO_TOWNS)[3]} polgármester`),
    celeb,
    celeb2: celeb,

    town: () => pick(HU_TOWNS)[0]!,
    townLoc: () => pick(HU_TOWNS)[1]!,
    townFrom: () => pick(HU_TOWNS)[2]!,
    townAdj: () => pick(HU_TOWNS)[3]!,
    mjAdj,
    roTownLoc: () => pick(RO_TOWNS)[1]!,
    roTownFrom: () => pick(RO_TOWNS)[2]!,
    roTownAdj: () => pick(RO_TOWNS)[3]!,
    cityLoc: () => pick(CITIES)[1]!,
    country: () => pick(COUNTRIES)[0]!,
    countryAcc: () => pick(COUNTRIES)[1]!,
    countryLoc: () => pick(COUNTRIES)[2]!,
    countryAdj: () => pick(COUNTRIES)[3]!,
    euCityLoc: () => pick(W.EU_CITIES_LOC),

    day: () => pick(W.DAYS),
    timePast: () => pick(W.TIMES_PAST),
    timeNext: () => pick(W.TIMES_NEXT),
    monthIn: () => pick(W.MONTHS_IN),
    monthFrom: () => pick(W.MONTHS_FROM),
    season: () => pick(W.SEASONS),
    seasonAdj: () => pick(W.SEASON_ADJS),
    yearIn: () => year(2026, 2030, 1),
    pastYearIn: () => year(2012, 2023, 1),
    yearFrom: () => year(2010, 2022, 2),
    yearSince: () => year(2010, 2022, 0),
    oldYear: () => String(int(1948, 2005)),
    n: () => String(int(2, 30)),
    n2: () => String(int(2, 6)),
    nBig: () => String(int(12, 98) * 10),
    pct,
    share: () => String(int(8, 92)),
    baseRate: () => pick(W.BASE_RATES),
    homeType: () => pick(W.HOME_TYPES),
    hikeTip: () => pick(W.HIKE_TIPS),
    bn: () => String(chance(0.3) ? int(2, 9) : int(10, 240)),
    bp: () => pick(['25', '50', '75', '100']),
    eur: () => `${int(385, 418)},${int(10, 99)}`,
    price: () => String(int(12, 49) * 100),
    numWord: () => pick(W.NUMBER_WORDS),
    kmWord: () => pick(W.KM_WORDS),
    km: () => String(int(5, 28)),
    kmShort: () => String(int(4, 12)),
    minute: () => `${int(2, 90)}.`,
    rank: () => `${int(1, 16)}.`,

    inst: () => {
      const r = rng.next();
      if (r < 0.74) return pick(W.INSTITUTIONS);
      if (r < 0.9) return `${art(mjAdj())} közgyűlés`;
      return `${art(pick(HU_TOWNS)[3]!)} önkormányzat`;
    },
    econInst: () => pick(W.ECON_INSTITUTIONS),
    roInst: () => (chance(0.8) ? pick(W.RO_INSTITUTIONS) : `${art(pick(RO_TOWNS)[3]!)} városi tanács`),
    fgov: () => (chance(0.7) ? `${art(pick(COUNTRIES)[3]!)} ${pick(W.FOREIGN_BODIES)}` : pick(W.INTL_INSTITUTIONS)),
    intl: () => pick(W.INTL_INSTITUTIONS),
    docNom: () => docForm(0),
    docAcc: () => docForm(1),
    docDel: () => docForm(2),
    docVP: () => pick(DOC_VERBS)[0]!,
    docVPr: () => pick(DOC_VERBS)[1]!,
    fac: () => pick(FACILITIES)[0]!,
    facAcc: () => pick(FACILITIES)[1]!,
    facAdjNom: () => facAdj(0),
    facAdjAcc: () => facAdj(1),
    facV3: () => pick(FACILITY_VERBS)[0]!,
    facV3P: () => pick(FACILITY_VERBS)[1]!,
    facI: () => pick(FACILITY_INTRANS)[chance(0.5) ? 0 : 1]!,
    changeClause: () => entry(pick(CHANGE_CLAUSES)),
    domClause: () => entry(pick(DOMESTIC_CLAUSES)),
    domQuoteTitle: () => entry(pick(DOMESTIC_QUOTE_TITLES)),
    issue: () => pick(ISSUES)[0]!,
    issueDel: () => pick(ISSUES)[1]!,
    opinionClaim: () => pick(W.OPINION_CLAIMS),
    qBare: () => {
      const q = entry(pick(chance(0.6) ? topicQuotes : GENERAL_QUOTES));
      return q.endsWith('.') ? q.slice(0, -1) : q;
    },

    stat: () => pick(W.STATS),
    statMove: () => pick(W.STAT_MOVES),
    forintMove: () => pick(W.FORINT_MOVES),
    aboveBelow: () => pick(['fölött', 'alatt', 'közelében']),
    rateAction: () => entry(pick(RATE_ACTIONS)),
    econClause: () => entry(pick(ECON_CLAUSES)),
    company: () => pick(W.COMPANIES),
    bizEvent: () => entry(pick(BIZ_EVENTS)),
    priceItem: () => pick(W.PRICE_ITEMS),
    professionPl: () => pick(W.PROFESSIONS_PL),
    mapWhere: () => pick(W.MAP_WHERE),
    g7Fact: () => entry(pick(G7_FACTS)),

    foreignEvent: () => pick(W.FOREIGN_EVENTS),
    electionOutcome: () => pick(W.ELECTION_OUTCOMES),
    foreignClause: () => entry(pick(FOREIGN_CLAUSES)),
    euIssueDel: () => pick(W.EU_ISSUES_DEL),

    club: () => club()[0]!,
    club2: () => otherClub()[0]!,
    club2Acc: () => otherClub()[1]!,
    clubWin: () => {
      const a = club()[0]!;
      return `${art(a)} ${score()} legyőzte ${art(otherClub()[1]!)}`;
    },
    score,
    hscore: () => {
      const w = int(24, 38);
      const l = w - int(1, 7);
      return `${w}–${l}-${sublativeSuffix(l)}`;
    },
    team: () => pick(W.TEAMS),
    medal: () => pick(W.MEDALS),
    champLoc: () => pick(W.CHAMPIONSHIPS_LOC),

    workNom: () => pick(WORKS)[0]!,
    workAcc: () => pick(WORKS)[1]!,
    workClaim: () => pick(W.WORK_CLAIMS),
    filmWork: () => pick(W.FILM_WORKS),
    venueLoc: () => pick(W.VENUES_LOC),
    play: () => pick(W.PLAYS),
    award: () => pick(W.AWARDS),
    filmFest: () => pick(W.FILM_FESTIVALS),
    artistInstr: () => pick(W.ARTISTS_INSTR),
    cultureQuote: () => pick(W.CULTURE_QUOTES),
    artForm: () => pick(W.ART_FORMS),
    celebEvent: () => entry(pick(CELEB_EVENTS)),
    celebQuote: () => pick(W.CELEB_QUOTES),
    show: () => pick(W.SHOWS),
    series: () => pick(W.SERIES),
    band: () => pick(W.BANDS),
    musicFest: () => pick(FESTIVALS)[0]!,
    festLoc: () => pick(FESTIVALS)[1]!,
    albumClaim: () => pick(W.ALBUM_CLAIMS),
    lifeGoal: () => pick(W.LIFE_GOALS),
    activity: () => pick(W.ACTIVITIES),
    lifeTopicDel: () => pick(W.LIFE_TOPICS_DEL),
    lifeExpert: () => pick(W.LIFE_EXPERTS),

    techCo: () => {
      lastTechCo = Math.floor(rng.next() * W.TECH_COMPANIES.length);
      return W.TECH_COMPANIES[lastTechCo]!;
    },
    techCo2: () => {
      let i = Math.floor(rng.next() * (W.TECH_COMPANIES.length - 1));
      if (i >= lastTechCo) i++;
      return W.TECH_COMPANIES[i]!;
    },
    techFuture: () => pick(W.TECH_FUTURES),
    techEvent: () => pick(W.TECH_EVENTS),
    techThing: () => pick(W.TECH_THINGS),
    service: () => pick(W.SERVICES),
    gadget: () => pick(W.GADGETS),
    gadgetVerdict: () => pick(W.GADGET_VERDICTS),
    scam: () => pick(W.SCAMS),

    roEvent: () => entry(pick(RO_EVENTS)),
    roClause: () => entry(pick(RO_CLAUSES)),

    mountLoc: () => pick(MOUNTAINS)[1]!,
    dest: () => pick(DESTINATIONS)[0]!,
    destHoz: () => pick(DESTINATIONS)[2]!,
    hikeClaim: () => pick(W.HIKE_CLAIMS),
    hikeTownAdj: () => pick(W.HIKE_TOWN_ADJS),
    trailColor: () => pick(W.TRAIL_COLORS),

    fcClaim: () => entry(pick(FC_CLAIMS)),
    verdict: () => pick(W.VERDICTS),

    enSubj: () => entry(pick(EN_SUBJECTS)),
    enVerb: () => pick(W.EN_VERBS),
    enObj: () => entry(pick(EN_OBJECTS)),
    enTown: () => pick(W.EN_TOWNS),
    enFacility: () => pick(W.EN_FACILITIES),
    enClub: () => {
      lastClub = Math.floor(rng.next() * W.EN_CLUBS.length);
      return W.EN_CLUBS[lastClub]!;
    },
    enClub2: () => {
      let i = Math.floor(rng.next() * (W.EN_CLUBS.length - 1));
      if (i >= lastClub) i++;
      return W.EN_CLUBS[i]!;
    },
    enScore: () => {
      const w = int(1, 5);
      return `${w}-${int(0, w - 1)}`;
    },
    enIssue: () => pick(W.EN_ISSUES),
    enClaim: () => entry(pick(EN_CLAIMS)),
    enReason: () => pick(W.EN_REASONS),
    enFx: () => pick(W.EN_MISC.fx),
    enMove: () => pick(W.EN_MISC.move),
    enMonth: () => pick(W.EN_MISC.months),
    enDay: () => pick(W.EN_MISC.days),
    enNum: () => pick(W.EN_MISC.nums),
    enRate: () => pick(W.EN_MISC.rate),
    enPerson: () => `${pick(chance(0.5) ? W.MALE_NAMES : W.FEMALE_NAMES)} ${family()}`,
    enScience: () => pick(W.EN_MISC.science),
    enRanking: () => pick(W.EN_MISC.ranking),
    enBalaton: () => pick(W.EN_MISC.balaton),
    enQuote: () => pick(W.EN_QUOTES),
    enPct: () => pct().replace(',', '.'),
    enMedal: () => pick(W.EN_MISC.medals),
    enEur: () => `${int(385, 418)}.${int(10, 99)}`,
    enCountry: () => pick(W.EN_MISC.countries),
    enWhen: () => pick(W.EN_MISC.when),
    enChamp: () => pick(W.EN_MISC.champs),
    year: () => year(2026, 2030, 0),
  };

  const fns: readonly (() => string)[] = SLOT_NAMES.map((name) => slots[name]);

  function render(t: Template): string {
    let out = '';
    for (let i = 0; i < t.length; i++) {
      const p = t[i]!;
      if (typeof p === 'string') {
        out += p;
        continue;
      }
      let v = fns[p.slot]!();
      if (p.mod === MOD_CAP) v = capitalize(v);
      else if (p.mod === MOD_LOWER) v = lowerFirst(v);
      out += p.art ? `${definiteArticle(v)} ${v}` : v;
    }
    return out;
  }

  const sentence = (t: Template): string => capitalize(render(t));

  const setFor = (topic: HuTopic): TopicSet => {
    const set = SETS[topic];
    topicQuotes = set.quotes;
    return set;
  };

  function title(topic: Topic): string {
    if (topic === 'english') return englishTitle();
    const set = setFor(topic);
    for (let attempt = 0; attempt < 40; attempt++) {
      let t = sentence(pick(set.titles));
      while (t.endsWith('.')) t = t.slice(0, -1);
      if (t.length >= TITLE_MIN && t.length <= TITLE_MAX) return t;
    }
    return 'Fontos döntés született a fővárosi közgyűlés legutóbbi ülésén';
  }

  function lead(topic: Topic): string {
    if (topic === 'english') return englishLead();
    const set = setFor(topic);
    for (let attempt = 0; attempt < 40; attempt++) {
      const i = Math.floor(rng.next() * set.leads.length);
      let s = sentence(set.leads[i]!);
      if (s.length < LEAD_MIN && !set.leadIsDouble[i]) s += ` ${sentence(pick(set.sentences))}`;
      if (s.length >= LEAD_MIN && s.length <= LEAD_MAX) return s;
    }
    return 'A fővárosi közgyűlés a héten ismét napirendre tűzte a kérdést, a döntés azonban egyelőre várat magára.';
  }

  function paragraph(topic: Topic): string {
    if (topic === 'english') return englishParagraph();
    const set = setFor(topic);
    const count = int(2, 5);
    const used: Template[] = [];
    let out = '';
    for (let k = 0; k < count; k++) {
      let t = set.shared && chance(0.18) ? pick(SHARED) : pick(set.sentences);
      for (let retry = 0; retry < 4 && used.includes(t); retry++) t = pick(set.sentences);
      used.push(t);
      out += (k === 0 ? '' : ' ') + sentence(t);
    }
    return out;
  }

  function englishTitle(): string {
    for (let attempt = 0; attempt < 40; attempt++) {
      const t = sentence(pick(EN_TITLES));
      if (t.length >= TITLE_MIN && t.length <= TITLE_MAX) return t;
    }
    return 'Budapest city assembly approves new parking rules';
  }

  function englishLead(): string {
    for (let attempt = 0; attempt < 40; attempt++) {
      let s = sentence(pick(EN_LEAD_SENTENCES));
      if (s.length < LEAD_MIN) s += ` ${sentence(pick(EN_SENTENCES))}`;
      if (s.length >= LEAD_MIN && s.length <= LEAD_MAX) return s;
    }
    return 'The capital city assembly is due to vote on the proposal next week, after months of debate.';
  }

  function englishParagraph(): string {
    const count = int(2, 5);
    const used: Template[] = [];
    let out = '';
    for (let k = 0; k < count; k++) {
      let t = pick(EN_SENTENCES);
      for (let retry = 0; retry < 4 && used.includes(t); retry++) t = pick(EN_SENTENCES);
      used.push(t);
      out += (k === 0 ? '' : ' ') + sentence(t);
    }
    return out;
  }

  return {
    title,
    lead,
    paragraph,
    personName: () => (chance(0.5) ? personF() : personM()),
    place: () => (chance(0.75) ? pick(HU_TOWNS)[0]! : pick(RO_TOWNS)[0]!),
    englishTitle,
    englishParagraph,
    quote: () => capitalize(entry(pick(ALL_QUOTES))),
  };
}

// ---------------------------------------------------------------------------------------------
// Openings
// ---------------------------------------------------------------------------------------------

const OPENING_WORDS = 3;

/** The first words of a text, lower-case and without punctuation: what a reader sees as its opening. */
function opening(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .split(/\s+/)
    .slice(0, OPENING_WORDS)
    .join(' ');
}

/**
 * Whether two texts shown one under the other open alike ('Az Európai Bizottság szerint …' twice): a reader
 * takes them for the same sentence said twice. Drawn independently from the same templates, a title and a
 * lead, a lead and a subtitle or a lead and the first paragraph sometimes do.
 */
export function opensAlike(a: string, b: string): boolean {
  const x = opening(a);
  return x !== '' && x === opening(b);
}

// ---------------------------------------------------------------------------------------------
// Slugs
// ---------------------------------------------------------------------------------------------

const SLUG_MAX = 80;

/**
 * Lower-case ASCII slug: accents removed (á→a, é→e, í→i, ó/ö/ő→o, ú/ü/ű→u, upper-case forms too),
 * non-alphanumerics → '-', collapsed, trimmed, at most 80 characters, cut at a '-' when possible.
 */
export function slugify(text: string): string {
  let s = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (s.length > SLUG_MAX) {
    const cut = s.slice(0, SLUG_MAX);
    const boundary = s[SLUG_MAX] === '-' ? SLUG_MAX : cut.lastIndexOf('-');
    s = (boundary > 0 ? cut.slice(0, boundary) : cut).replace(/-+$/, '');
  }
  return s;
}
