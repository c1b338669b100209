// The supplements' data tabs (domain/supplementData.ts): medal tables, the Paris schedule, the 2022 election's
// turnout, constituencies and lists, the FAQs, shows and EP tables. Fixed facts where the result is public
// knowledge (Hungary's medals, the national lists' seats), the rest drawn from the seed so the same seed
// gives the same tables. Written to the settings table as `supplement-data:{slug}:{dataset}`.
import { type Dataset, type HungarianEvent, type MedalRow, type ScheduleEvent, type Show } from '../../domain/supplementData';
import { supplementDataKey, type DatasetName } from '../../domain/datasets';
import type { Db } from '../store/schema';
import { stmt } from '../store/schema';
import { createRng, type Rng } from '../../lib/rng';
import { FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES } from './words';

const COUNTRIES: readonly [string, string][] = [
  ['Amerikai Egyesült Államok', 'USA'],
  ['Kína', 'CHN'],
  ['Japán', 'JPN'],
  ['Nagy-Britannia', 'GBR'],
  ['Franciaország', 'FRA'],
  ['Ausztrália', 'AUS'],
  ['Hollandia', 'NED'],
  ['Németország', 'GER'],
  ['Olaszország', 'ITA'],
  ['Kanada', 'CAN'],
  ['Dél-Korea', 'KOR'],
  ['Új-Zéland', 'NZL'],
  ['Brazília', 'BRA'],
  ['Spanyolország', 'ESP'],
  ['Kuba', 'CUB'],
  ['Lengyelország', 'POL'],
  ['Csehország', 'CZE'],
  ['Horvátország', 'CRO'],
  ['Svédország', 'SWE'],
  ['Norvégia', 'NOR'],
  ['Szerbia', 'SRB'],
  ['Románia', 'ROU'],
  ['Ausztria', 'AUT'],
  ['Szlovákia', 'SVK'],
];

/** Hungary's real medals (Tokyo: 6–7–7, Paris: 6–7–6); the other countries are drawn around them. */
function medals(rng: Rng, hungary: [number, number, number]): MedalRow[] {
  const rows = COUNTRIES.map(([country, code], i) => {
    const strength = Math.max(1, 40 - i * 2);
    return {
      country,
      code,
      gold: rng.int(Math.floor(strength / 3), strength),
      silver: rng.int(Math.floor(strength / 4), strength),
      bronze: rng.int(Math.floor(strength / 4), strength),
    };
  });
  return [...rows, { country: 'Magyarország', code: 'HUN', gold: hungary[0], silver: hungary[1], bronze: hungary[2] }];
}

const PARIS_SPORTS: readonly [string, string, readonly string[]][] = [
  ['Úszás', 'Paris La Défense Arena', ['férfi 200 m pillangó', 'női 200 m hát', 'férfi 4×100 m gyors váltó', 'női 400 m vegyes']],
  ['Kajak-kenu', 'Vaires-sur-Marne', ['férfi K-1 1000 m', 'női K-4 500 m', 'férfi C-1 1000 m', 'női K-1 500 m']],
  ['Vívás', 'Grand Palais', ['férfi kard egyéni', 'női párbaj egyéni', 'férfi párbaj csapat', 'női kard csapat']],
  ['Vízilabda', 'Paris La Défense Arena', ['férfi csoportmérkőzés', 'női negyeddöntő', 'férfi elődöntő']],
  ['Atlétika', 'Stade de France', ['férfi kalapácsvetés', 'női 100 m', 'férfi 400 m gát', 'női magasugrás']],
  ['Cselgáncs', 'Champ-de-Mars Aréna', ['férfi 73 kg', 'női 57 kg', 'vegyes csapat']],
  ['Öttusa', 'Versailles-i kastély', ['férfi egyéni', 'női egyéni']],
  ['Birkózás', 'Champ-de-Mars Aréna', ['kötöttfogás 77 kg', 'szabadfogás 65 kg']],
  ['Ökölvívás', 'Roland Garros', ['férfi 71 kg', 'női 54 kg']],
  ['Tenisz', 'Roland Garros', ['férfi egyes', 'női páros']],
];

/** The Paris days: 24 July (first group matches) to 11 August (the closing). */
function parisDays(): string[] {
  const out: string[] = [];
  for (let d = Date.UTC(2024, 6, 24); d <= Date.UTC(2024, 7, 11); d += 86_400_000) out.push(new Date(d).toISOString().slice(0, 10));
  return out;
}

function parisSchedule(rng: Rng): ScheduleEvent[] {
  return parisDays().flatMap((date, i) =>
    rng.sample(PARIS_SPORTS, i === 0 ? 2 : 4).map(([sport, venue, events]) => ({
      date,
      time: `${String(rng.int(9, 21)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`,
      sport,
      event: rng.pick(events),
      venue,
      medal: i > 2 && rng.chance(0.5),
    })),
  );
}

/** Modelled on the Hungarian team's Paris results; the start times are drawn. */
const HUNGARIAN_RESULTS: readonly Omit<HungarianEvent, 'time'>[] = [
  { date: '2024-07-27', sport: 'Vívás', event: 'férfi kard egyéni', athletes: 'Szilágyi Áron', result: 'kiesett a nyolcaddöntőben', medal: null },
  { date: '2024-07-31', sport: 'Úszás', event: 'férfi 200 m pillangó', athletes: 'Milák Kristóf', result: 'ezüstérem', medal: 'silver' },
  {
    date: '2024-07-31',
    sport: 'Vívás',
    event: 'férfi kard csapat',
    athletes: 'Szilágyi Áron, Szatmári András, Gémesi Csanád, Rabb Krisztián',
    result: 'ezüstérem',
    medal: 'silver',
  },
  { date: '2024-08-01', sport: 'Úszás', event: 'férfi 200 m hát', athletes: 'Kós Hubert', result: 'olimpiai bajnok', medal: 'gold' },
  {
    date: '2024-08-02',
    sport: 'Vívás',
    event: 'férfi párbajtőr csapat',
    athletes: 'Koch Máté, Siklósi Gergely, Andrásfi Tibor, Nagy Dávid',
    result: 'olimpiai bajnok',
    medal: 'gold',
  },
  { date: '2024-08-03', sport: 'Úszás', event: 'férfi 100 m pillangó', athletes: 'Milák Kristóf', result: 'olimpiai bajnok', medal: 'gold' },
  { date: '2024-08-07', sport: 'Kajak-kenu', event: 'férfi K-1 1000 m, előfutam', athletes: 'Kopasz Bálint', result: 'továbbjutott', medal: null },
  { date: '2024-08-09', sport: 'Úszás', event: 'férfi 10 km nyílt vízi', athletes: 'Rasovszky Kristóf', result: 'olimpiai bajnok', medal: 'gold' },
  { date: '2024-08-09', sport: 'Kajak-kenu', event: 'férfi K-1 1000 m', athletes: 'Kopasz Bálint', result: 'olimpiai bajnok', medal: 'gold' },
  { date: '2024-08-11', sport: 'Vízilabda', event: 'férfi bronzmérkőzés', athletes: 'férfi válogatott', result: '4. hely', medal: null },
  { date: '2024-08-11', sport: 'Öttusa', event: 'női egyéni', athletes: 'Gulyás Michelle', result: 'olimpiai bajnok', medal: 'gold' },
];

function hungarianEvents(rng: Rng): HungarianEvent[] {
  return HUNGARIAN_RESULTS.map((e) => ({ ...e, time: `${String(rng.int(10, 21)).padStart(2, '0')}:${rng.pick(['00', '20', '30', '45'])}` }));
}

// The 106 constituencies (2011 law): per county, the seat towns in order.
const COUNTIES: readonly [string, string, readonly string[]][] = [
  ['Budapest', 'budapest', Array.from({ length: 18 }, () => 'Budapest')],
  ['Baranya', 'baranya', ['Pécs', 'Pécs', 'Komló', 'Szigetvár']],
  ['Bács-Kiskun', 'bacs-kiskun', ['Kecskemét', 'Kecskemét', 'Kiskunfélegyháza', 'Kalocsa', 'Kiskunhalas', 'Baja']],
  ['Békés', 'bekes', ['Békéscsaba', 'Gyula', 'Orosháza', 'Szarvas']],
  ['Borsod-Abaúj-Zemplén', 'borsod-abauj-zemplen', ['Miskolc', 'Miskolc', 'Ózd', 'Kazincbarcika', 'Tiszaújváros', 'Szerencs', 'Mezőkövesd']],
  ['Csongrád-Csanád', 'csongrad-csanad', ['Szeged', 'Szeged', 'Hódmezővásárhely', 'Szentes']],
  ['Fejér', 'fejer', ['Székesfehérvár', 'Székesfehérvár', 'Dunaújváros', 'Gárdony', 'Sárbogárd']],
  ['Győr-Moson-Sopron', 'gyor-moson-sopron', ['Győr', 'Győr', 'Mosonmagyaróvár', 'Sopron', 'Csorna']],
  ['Hajdú-Bihar', 'hajdu-bihar', ['Debrecen', 'Debrecen', 'Debrecen', 'Hajdúböszörmény', 'Berettyóújfalu', 'Hajdúszoboszló']],
  ['Heves', 'heves', ['Eger', 'Gyöngyös', 'Hatvan']],
  ['Jász-Nagykun-Szolnok', 'jasz-nagykun-szolnok', ['Szolnok', 'Jászberény', 'Törökszentmiklós', 'Karcag']],
  ['Komárom-Esztergom', 'komarom-esztergom', ['Tatabánya', 'Esztergom', 'Komárom']],
  ['Nógrád', 'nograd', ['Salgótarján', 'Balassagyarmat']],
  ['Pest', 'pest', ['Érd', 'Budakeszi', 'Szentendre', 'Vác', 'Dunakeszi', 'Gödöllő', 'Vecsés', 'Monor', 'Nagykáta', 'Cegléd', 'Dabas', 'Szigetszentmiklós']],
  ['Somogy', 'somogy', ['Kaposvár', 'Barcs', 'Marcali', 'Siófok']],
  ['Szabolcs-Szatmár-Bereg', 'szabolcs-szatmar-bereg', ['Nyíregyháza', 'Nyíregyháza', 'Kisvárda', 'Vásárosnamény', 'Mátészalka', 'Nyírbátor']],
  ['Tolna', 'tolna', ['Szekszárd', 'Paks', 'Dombóvár']],
  ['Vas', 'vas', ['Szombathely', 'Sárvár', 'Körmend']],
  ['Veszprém', 'veszprem', ['Veszprém', 'Balatonfüred', 'Tapolca', 'Pápa']],
  ['Zala', 'zala', ['Zalaegerszeg', 'Keszthely', 'Nagykanizsa']],
];

const PARTIES_2022 = ['Fidesz–KDNP', 'Egységben Magyarországért', 'Mi Hazánk', 'MKKP', 'Megoldás Mozgalom'] as const;

function person(rng: Rng): string {
  return `${rng.pick(FAMILY_NAMES)} ${rng.pick(rng.chance(0.6) ? MALE_NAMES : FEMALE_NAMES)}`;
}

/** Shares that add to 100 with one decimal, biggest first. */
function shares(rng: Rng, weights: number[]): number[] {
  const raw = weights.map((w) => w * (0.75 + rng.next() * 0.5));
  const sum = raw.reduce((a, b) => a + b, 0);
  const tenths = raw.map((r) => Math.round((r / sum) * 1000));
  tenths[0]! += 1000 - tenths.reduce((a, b) => a + b, 0);
  return tenths.map((t) => t / 10);
}

function constituencies(rng: Rng) {
  return COUNTIES.flatMap(([county, slug, seats]) =>
    seats.map((seat, i) => {
      // Budapest leaned to the opposition in 2022, the rest of the country to the government.
      const capital = county === 'Budapest';
      const split = shares(
        rng,
        capital ? (rng.chance(0.85) ? [40, 48, 6, 4, 2] : [50, 42, 5, 2, 1]) : rng.chance(0.05) ? [44, 47, 6, 2, 1] : [56, 32, 8, 3, 1],
      );
      const candidates = PARTIES_2022.map((party, k) => ({ name: person(rng), party, percent: split[k]! })).sort((a, b) => b.percent - a.percent);
      return {
        id: `${slug}-${String(i + 1).padStart(2, '0')}`,
        county,
        number: i + 1,
        seat: capital
          ? `Budapest ${['I.', 'II.', 'III.', 'IV.', 'V.', 'VI.', 'VII.', 'VIII.', 'IX.', 'X.', 'XI.', 'XII.', 'XIII.', 'XIV.', 'XV.', 'XVI.', 'XVII.', 'XVIII.'][i]} kerület`
          : seat,
        turnout: Math.round((capital ? 72 : 66) * 10 + rng.int(-40, 50)) / 10,
        candidates,
      };
    }),
  );
}

const TURNOUT_TIMES = ['07:00', '09:00', '11:00', '13:00', '15:00', '17:00', '18:30', '19:00'];
// The National Election Office's national figures of 3 April 2022.
const TURNOUT_NATIONAL = [1.2, 5.3, 25.8, 40.0, 52.8, 62.9, 67.8, 69.6];

function turnout(rng: Rng): Dataset {
  return {
    kind: 'turnout',
    title: 'Részvétel óráról órára, 2022. április 3.',
    times: TURNOUT_TIMES,
    national: TURNOUT_NATIONAL,
    counties: COUNTIES.map(([name]) => {
      const lift = rng.int(-40, 40) / 10;
      return { name, values: TURNOUT_NATIONAL.map((v, i) => Math.max(0.5, Math.round((v + (lift * i) / (TURNOUT_TIMES.length - 1)) * 10) / 10)) };
    }),
  };
}

const ELECTION_FAQ_2024 = [
  [
    'Mikor lesz a választás?',
    '2024. június 9-én, vasárnap reggel 6 és este 7 óra között lehet szavazni; egy napon választjuk az európai parlamenti képviselőket és az önkormányzatokat.',
  ],
  [
    'Ki szavazhat?',
    'Minden nagykorú magyar állampolgár, akit a bíróság nem zárt ki a választójogból. Az önkormányzati választáson a Magyarországon élő uniós polgárok is szavazhatnak.',
  ],
  ['Hol szavazhatok?', 'A lakcíme szerinti szavazókörben. A választási értesítőn és a valasztas.hu oldalon is megtalálja a szavazóköre címét.'],
  ['Mit vigyek magammal?', 'Személyazonosításra alkalmas, érvényes igazolványt (személyi igazolvány, útlevél vagy jogosítvány) és a lakcímkártyáját.'],
  [
    'Szavazhatok máshol, mint ahol lakom?',
    'Igen, átjelentkezéssel: a kérelmet június 7-én 16 óráig kell benyújtani a Nemzeti Választási Iroda oldalán vagy a helyi választási irodában.',
  ],
  ['Mikor lesz eredmény?', 'Az első részeredményeket este 7 óra után, az urnák zárásakor közli a választási iroda; mi folyamatosan frissítjük az adatainkat.'],
] as const;

const EP_FAQ = [
  ['Hány képviselőt választunk?', 'Magyarország 21 képviselőt küld az Európai Parlamentbe; a mandátumokat az országos listák szavazatai arányában osztják el.'],
  ['Hány százalék kell a mandátumhoz?', 'Az ötszázalékos küszöböt átlépő listák kapnak mandátumot, a d’Hondt-módszer szerint.'],
  ['Szavazhatok külföldről?', 'Igen: a magyarországi lakcímmel rendelkezők a külképviseleteken, a lakcím nélküliek levélben szavazhatnak.'],
  [
    'Mi az a frakció?',
    'Az Európai Parlamentben a hasonló politikai irányú pártok képviselői frakciókba tömörülnek; egy frakcióhoz legalább 23 képviselő kell, legalább hét tagállamból.',
  ],
  ['Mikor alakul meg az új parlament?', 'Az új Európai Parlament július közepén tartja alakuló ülését Strasbourgban.'],
] as const;

function faq(title: string, items: readonly (readonly [string, string])[]): Dataset {
  return { kind: 'faq', title, items: items.map(([question, answer]) => ({ question, answer })) };
}

function shows(rng: Rng, title: string, days: string[], themes: readonly string[]): Dataset {
  const formats = ['Élő közvetítés', 'Stúdióbeszélgetés', 'Podcast', 'Videós elemzés'];
  const items: Show[] = days.map((date, i) => ({
    date,
    time: `${String(rng.int(17, 21)).padStart(2, '0')}:${rng.pick(['00', '30'])}`,
    title: themes[i % themes.length]!,
    format: rng.pick(formats),
    description: `Vendégünk ${person(rng)} politikai elemző és ${person(rng)}, a Hírtér belpolitikai újságírója.`,
  }));
  return { kind: 'shows', title, items };
}

const EP_GROUPS = [
  ['EPP', 'Európai Néppárt', 188, ['Tisza']],
  ['S&D', 'Szocialisták és Demokraták', 136, ['DK–MSZP–Párbeszéd']],
  ['PfE', 'Patrióták Európáért', 84, ['Fidesz–KDNP']],
  ['ECR', 'Európai Konzervatívok és Reformerek', 78, []],
  ['Renew', 'Renew Europe', 77, []],
  ['Zöldek/EFA', 'Zöldek – Európai Szabad Szövetség', 53, []],
  ['Baloldal', 'Az Európai Parlament Baloldali Képviselőcsoportja', 46, []],
  ['ESN', 'Szuverén Nemzetek Európája', 25, []],
  ['Független', 'Frakción kívüliek', 33, ['Mi Hazánk']],
] as const;

const EP_SEATS: readonly [string, number][] = [
  ['Németország', 96],
  ['Franciaország', 81],
  ['Olaszország', 76],
  ['Spanyolország', 61],
  ['Lengyelország', 53],
  ['Románia', 33],
  ['Hollandia', 31],
  ['Belgium', 22],
  ['Csehország', 21],
  ['Görögország', 21],
  ['Magyarország', 21],
  ['Portugália', 21],
  ['Svédország', 21],
  ['Ausztria', 20],
  ['Bulgária', 17],
  ['Dánia', 15],
  ['Finnország', 15],
  ['Szlovákia', 15],
  ['Írország', 14],
  ['Horvátország', 12],
  ['Litvánia', 11],
  ['Lettország', 9],
  ['Szlovénia', 9],
  ['Ciprus', 6],
  ['Észtország', 7],
  ['Luxemburg', 6],
  ['Málta', 6],
];

const EP_LISTS: readonly [string, string][] = [
  ['Fidesz–KDNP', 'Varga Judit'],
  ['Tisza', 'Magyar Péter'],
  ['DK–MSZP–Párbeszéd', 'Dobrev Klára'],
  ['Mi Hazánk', 'Toroczkai László'],
  ['Momentum', 'Donáth Anna'],
  ['MKKP', 'Kovács Gergely'],
  ['Második Reformkor', 'Vig Dávid'],
];

/** Every supplement's datasets, from the seed. */
export function supplementDatasets(seed: number): Record<string, Partial<Record<DatasetName, Dataset>>> {
  const rng = createRng(seed ^ 0x5eed_da7a);
  return {
    'tokio-2020': { medals: { kind: 'medals', title: 'Éremtáblázat – Tokió 2020', rows: medals(rng, [6, 7, 7]) } },
    'parizs-2024': {
      schedule: { kind: 'schedule', title: 'A párizsi olimpia menetrendje', events: parisSchedule(rng) },
      'hungarian-events': { kind: 'hungarian-events', title: 'Magyar indulók Párizsban', events: hungarianEvents(rng) },
      medals: { kind: 'medals', title: 'Éremtáblázat – Párizs 2024', rows: medals(rng, [6, 7, 6]) },
    },
    'valasztas-2022': {
      turnout: turnout(rng),
      constituencies: { kind: 'constituencies', title: 'A 106 egyéni választókerület eredménye', rows: constituencies(rng) },
      // The National Election Office's final national list results of 2022.
      'national-lists': {
        kind: 'national-lists',
        title: 'Az országos pártlisták eredménye',
        note: 'A 199 mandátumból 93 jut a listákra; az 5 százalékos küszöböt három lista lépte át.',
        rows: [
          { name: 'Fidesz–KDNP', votes: 3_060_706, percent: 54.1, seats: 48 },
          { name: 'Egységben Magyarországért', votes: 1_947_331, percent: 34.4, seats: 38 },
          { name: 'Mi Hazánk', votes: 332_487, percent: 5.9, seats: 6 },
          { name: 'MKKP', votes: 185_052, percent: 3.3, seats: 0 },
          { name: 'Megoldás Mozgalom', votes: 58_929, percent: 1.0, seats: 0 },
          { name: 'Normális Élet Pártja', votes: 43_786, percent: 0.8, seats: 0 },
        ],
      },
      'nationality-lists': {
        kind: 'nationality-lists',
        title: 'A nemzetiségi listák eredménye',
        note: 'Kedvezményes mandátumot csak a német lista szerzett; a többi nemzetiség szószólót küld az Országgyűlésbe.',
        rows: [
          { name: 'Magyarországi Németek Országos Önkormányzata', votes: 24_630, percent: 51.4, seats: 1 },
          { name: 'Országos Roma Önkormányzat', votes: 12_155, percent: 25.4, seats: 0 },
          { name: 'Magyarországi Horvátok Országos Önkormányzata', votes: 2_136, percent: 4.5, seats: 0 },
          { name: 'Magyarországi Szlovákok Országos Önkormányzata', votes: 1_844, percent: 3.8, seats: 0 },
          { name: 'Magyarországi Románok Országos Önkormányzata', votes: 1_018, percent: 2.1, seats: 0 },
        ],
      },
    },
    'valasztas-2024': {
      faq: faq('Gyakori kérdések a 2024-es választásról', ELECTION_FAQ_2024),
      shows: shows(
        rng,
        'Választási műsoraink',
        ['2024-05-27', '2024-06-03', '2024-06-06', '2024-06-09', '2024-06-10'],
        ['Hírtér Választás: Budapest', 'Kampányfinis', 'Vita a főpolgármester-jelöltekkel', 'Választási estünk élőben', 'Másnap: ki nyert, ki veszített?'],
      ),
    },
    'ep-2024': {
      faq: faq('Gyakori kérdések az EP-választásról', EP_FAQ),
      shows: shows(
        rng,
        'EP-választási műsoraink',
        ['2024-05-20', '2024-05-30', '2024-06-09'],
        ['Brüsszeli napló', 'Kit küldünk Brüsszelbe?', 'EP-választási est'],
      ),
      'ep-lists': {
        kind: 'ep-lists',
        title: 'A pártok listáinak első öt helye',
        lists: EP_LISTS.map(([party, leader]) => ({ party, candidates: [leader, ...Array.from({ length: 4 }, () => person(rng))] })),
      },
      'ep-groups': {
        kind: 'ep-groups',
        title: 'Az Európai Parlament frakciói (2024–2029)',
        total: 720,
        groups: EP_GROUPS.map(([short, name, seats, hungarian]) => ({ short, name, seats, hungarian: [...hungarian] })),
      },
      'ep-mandates': {
        kind: 'ep-mandates',
        title: 'Mandátumok',
        countries: EP_SEATS.map(([country, seats]) => ({ country, seats })),
        hungary: [
          { party: 'Fidesz–KDNP', group: 'PfE', seats: 11, percent: 44.8 },
          { party: 'Tisza', group: 'EPP', seats: 7, percent: 29.6 },
          { party: 'DK–MSZP–Párbeszéd', group: 'S&D', seats: 2, percent: 8.0 },
          { party: 'Mi Hazánk', group: 'Független', seats: 1, percent: 6.7 },
        ],
      },
    },
    'usa-2024': {
      shows: shows(
        rng,
        'Amerikai választási műsoraink',
        ['2024-09-10', '2024-10-22', '2024-11-05', '2024-11-06'],
        ['Trump–Harris-vita: elemzés', 'Csatatérállamok', 'Amerikai választási éjszaka élőben', 'Ki lesz az elnök?'],
      ),
    },
  };
}

/**
 * Writes the datasets the store lacks and returns how many: a store seeded before a dataset existed gets it
 * at the next start (services/main.ts), one an editor changed keeps its own.
 */
export function seedSupplementData(db: Db, seed: number): number {
  const insert = stmt(db, 'INSERT OR IGNORE INTO settings(key, value) VALUES (?, ?)');
  let added = 0;
  for (const [slug, sets] of Object.entries(supplementDatasets(seed))) {
    for (const [name, dataset] of Object.entries(sets)) added += insert.run(supplementDataKey(slug, name as DatasetName), JSON.stringify(dataset)).changes;
  }
  return added;
}
