// The election maps (specialised-features.md §2 "Election pages"): which map each election supplement
// embeds, its regions and parties, where the regions sit on the tile map, and the one rule that builds the
// embedded frame's source from the election type, path segments 3 and 4 (/adatok/{a}/{b}) and the
// hide-more flag. The frame is a same-origin static page (public/terkep, written by scripts/electionMaps.ts
// from services/seed/electionMaps.ts), so the map works offline and without a third party.

/** Where the static map pages are served from. */
export const MAP_ROOT = '/terkep';
/** The map page of the whole country (continent) of an election type. */
export const MAP_NATIONAL = 'orszagos';
/** The query parameters the map page reads: the highlighted party (segment 4) and the hide-more flag. */
export const MAP_PARAMS = { party: 'part', hideMore: 'rejt' } as const;
/** The frame's height before its page reports its own (iframe-size), and the bounds a report is held to. */
export const FRAME_HEIGHT = { initial: 720, min: 240, max: 4000 } as const;

export type ElectionType = 'ogy-2022' | 'onk-2024' | 'ep-2024' | 'usa-2024';

export interface MapParty {
  key: string;
  name: string;
  /** Shown on a tile beside its colour, so no result is told by colour alone. */
  short: string;
  color: string;
}

export interface MapRegion {
  key: string;
  name: string;
  /** Two or three letters on the tile. */
  short: string;
  /** The tile's column and row on the map's grid. */
  col: number;
  row: number;
}

export interface ElectionMap {
  /** The election supplement (domain/supplements.ts) whose /adatok pages embed this map. */
  election: string;
  type: ElectionType;
  title: string;
  /** What a region is called ('Vármegye', 'Ország', 'Állam'). */
  regionLabel: string;
  /** The regions together ('vármegyék') and one by one ('vármegyénként'): Hungarian does not add a plain suffix. */
  regionsLabel: string;
  perRegion: string;
  /** The name of the whole: the national view's heading. */
  whole: string;
  parties: readonly MapParty[];
  regions: readonly MapRegion[];
}

const r = (key: string, name: string, short: string, col: number, row: number): MapRegion => ({ key, name, short, col, row });

const COUNTIES: readonly MapRegion[] = [
  r('gyor-moson-sopron', 'Győr-Moson-Sopron', 'GYS', 1, 0),
  r('komarom-esztergom', 'Komárom-Esztergom', 'KE', 2, 0),
  r('nograd', 'Nógrád', 'NG', 4, 0),
  r('borsod-abauj-zemplen', 'Borsod-Abaúj-Zemplén', 'BAZ', 5, 0),
  r('szabolcs-szatmar-bereg', 'Szabolcs-Szatmár-Bereg', 'SZSZ', 6, 0),
  r('vas', 'Vas', 'VA', 0, 1),
  r('veszprem', 'Veszprém', 'VE', 1, 1),
  r('fejer', 'Fejér', 'FE', 2, 1),
  r('budapest', 'Budapest', 'BP', 3, 1),
  r('pest', 'Pest', 'PE', 4, 1),
  r('heves', 'Heves', 'HE', 5, 1),
  r('hajdu-bihar', 'Hajdú-Bihar', 'HB', 6, 1),
  r('zala', 'Zala', 'ZA', 0, 2),
  r('somogy', 'Somogy', 'SO', 1, 2),
  r('tolna', 'Tolna', 'TO', 2, 2),
  r('bacs-kiskun', 'Bács-Kiskun', 'BK', 3, 2),
  r('jasz-nagykun-szolnok', 'Jász-Nagykun-Szolnok', 'JNSZ', 4, 2),
  r('bekes', 'Békés', 'BE', 5, 2),
  r('baranya', 'Baranya', 'BA', 2, 3),
  r('csongrad-csanad', 'Csongrád-Csanád', 'CS', 4, 3),
];

const EU: readonly MapRegion[] = [
  r('svedorszag', 'Svédország', 'SE', 4, 0),
  r('finnorszag', 'Finnország', 'FI', 5, 0),
  r('irorszag', 'Írország', 'IE', 0, 1),
  r('dania', 'Dánia', 'DK', 3, 1),
  r('esztorszag', 'Észtország', 'EE', 5, 1),
  r('hollandia', 'Hollandia', 'NL', 1, 2),
  r('nemetorszag', 'Németország', 'DE', 2, 2),
  r('lengyelorszag', 'Lengyelország', 'PL', 3, 2),
  r('litvania', 'Litvánia', 'LT', 4, 2),
  r('lettorszag', 'Lettország', 'LV', 5, 2),
  r('belgium', 'Belgium', 'BE', 0, 3),
  r('luxemburg', 'Luxemburg', 'LU', 1, 3),
  r('csehorszag', 'Csehország', 'CZ', 2, 3),
  r('szlovakia', 'Szlovákia', 'SK', 3, 3),
  r('franciaorszag', 'Franciaország', 'FR', 1, 4),
  r('ausztria', 'Ausztria', 'AT', 2, 4),
  r('magyarorszag', 'Magyarország', 'HU', 3, 4),
  r('romania', 'Románia', 'RO', 4, 4),
  r('portugalia', 'Portugália', 'PT', 0, 5),
  r('spanyolorszag', 'Spanyolország', 'ES', 1, 5),
  r('szlovenia', 'Szlovénia', 'SI', 2, 5),
  r('horvatorszag', 'Horvátország', 'HR', 3, 5),
  r('bulgaria', 'Bulgária', 'BG', 4, 5),
  r('olaszorszag', 'Olaszország', 'IT', 2, 6),
  r('gorogorszag', 'Görögország', 'GR', 4, 6),
  r('malta', 'Málta', 'MT', 2, 7),
  r('ciprus', 'Ciprus', 'CY', 5, 7),
];

const US: readonly MapRegion[] = [
  r('alaszka', 'Alaszka', 'AK', 0, 0),
  r('maine', 'Maine', 'ME', 11, 0),
  r('wisconsin', 'Wisconsin', 'WI', 6, 1),
  r('vermont', 'Vermont', 'VT', 10, 1),
  r('new-hampshire', 'New Hampshire', 'NH', 11, 1),
  r('washington', 'Washington', 'WA', 1, 2),
  r('idaho', 'Idaho', 'ID', 2, 2),
  r('montana', 'Montana', 'MT', 3, 2),
  r('eszak-dakota', 'Észak-Dakota', 'ND', 4, 2),
  r('minnesota', 'Minnesota', 'MN', 5, 2),
  r('illinois', 'Illinois', 'IL', 6, 2),
  r('michigan', 'Michigan', 'MI', 7, 2),
  r('new-york', 'New York', 'NY', 9, 2),
  r('massachusetts', 'Massachusetts', 'MA', 10, 2),
  r('oregon', 'Oregon', 'OR', 1, 3),
  r('nevada', 'Nevada', 'NV', 2, 3),
  r('wyoming', 'Wyoming', 'WY', 3, 3),
  r('del-dakota', 'Dél-Dakota', 'SD', 4, 3),
  r('iowa', 'Iowa', 'IA', 5, 3),
  r('indiana', 'Indiana', 'IN', 6, 3),
  r('ohio', 'Ohio', 'OH', 7, 3),
  r('pennsylvania', 'Pennsylvania', 'PA', 8, 3),
  r('new-jersey', 'New Jersey', 'NJ', 9, 3),
  r('connecticut', 'Connecticut', 'CT', 10, 3),
  r('rhode-island', 'Rhode Island', 'RI', 11, 3),
  r('kalifornia', 'Kalifornia', 'CA', 1, 4),
  r('utah', 'Utah', 'UT', 2, 4),
  r('colorado', 'Colorado', 'CO', 3, 4),
  r('nebraska', 'Nebraska', 'NE', 4, 4),
  r('missouri', 'Missouri', 'MO', 5, 4),
  r('kentucky', 'Kentucky', 'KY', 6, 4),
  r('nyugat-virginia', 'Nyugat-Virginia', 'WV', 7, 4),
  r('virginia', 'Virginia', 'VA', 8, 4),
  r('maryland', 'Maryland', 'MD', 9, 4),
  r('delaware', 'Delaware', 'DE', 10, 4),
  r('arizona', 'Arizona', 'AZ', 2, 5),
  r('uj-mexiko', 'Új-Mexikó', 'NM', 3, 5),
  r('kansas', 'Kansas', 'KS', 4, 5),
  r('arkansas', 'Arkansas', 'AR', 5, 5),
  r('tennessee', 'Tennessee', 'TN', 6, 5),
  r('eszak-karolina', 'Észak-Karolina', 'NC', 7, 5),
  r('del-karolina', 'Dél-Karolina', 'SC', 8, 5),
  r('washington-dc', 'Washington, D.C.', 'DC', 9, 5),
  r('oklahoma', 'Oklahoma', 'OK', 4, 6),
  r('louisiana', 'Louisiana', 'LA', 5, 6),
  r('mississippi', 'Mississippi', 'MS', 6, 6),
  r('alabama', 'Alabama', 'AL', 7, 6),
  r('georgia', 'Georgia', 'GA', 8, 6),
  r('hawaii', 'Hawaii', 'HI', 0, 7),
  r('texas', 'Texas', 'TX', 4, 7),
  r('florida', 'Florida', 'FL', 9, 7),
];

const p = (key: string, name: string, short: string, color: string): MapParty => ({ key, name, short, color });

/** A Hungarian election's map: the counties (and the capital) as its regions. */
const BY_COUNTY = {
  regionLabel: 'Vármegye',
  regionsLabel: 'vármegyék',
  perRegion: 'vármegyénként',
  whole: 'Magyarország',
  regions: COUNTIES,
} as const;

/** Every election's map, by supplement. */
export const ELECTION_MAPS: readonly ElectionMap[] = [
  {
    election: 'valasztas-2022',
    type: 'ogy-2022',
    title: 'Országgyűlési választás 2022: a pártlisták eredménye vármegyénként',
    ...BY_COUNTY,
    parties: [
      p('fidesz-kdnp', 'Fidesz–KDNP', 'F', '#f58220'),
      p('egyutt', 'Egységben Magyarországért', 'EM', '#1f6fb2'),
      p('mi-hazank', 'Mi Hazánk', 'MH', '#4b7d3a'),
      p('mkkp', 'Magyar Kétfarkú Kutya Párt', 'MKKP', '#8e8e8e'),
      p('egyeb', 'Egyéb', 'E', '#bdbdbd'),
    ],
  },
  {
    election: 'valasztas-2024',
    type: 'onk-2024',
    title: 'Önkormányzati választás 2024: a közgyűlési listák eredménye vármegyénként',
    ...BY_COUNTY,
    parties: [
      p('fidesz-kdnp', 'Fidesz–KDNP', 'F', '#f58220'),
      p('tisza', 'TISZA', 'T', '#1d3f7a'),
      p('dk-mszp-p', 'DK–MSZP–Párbeszéd', 'DK', '#2f8fce'),
      p('mi-hazank', 'Mi Hazánk', 'MH', '#4b7d3a'),
      p('egyeb', 'Egyéb', 'E', '#bdbdbd'),
    ],
  },
  {
    election: 'ep-2024',
    type: 'ep-2024',
    title: 'Európai parlamenti választás 2024: az EP-frakciók eredménye tagállamonként',
    regionLabel: 'Ország',
    regionsLabel: 'országok',
    perRegion: 'országonként',
    whole: 'Európai Unió',
    parties: [
      p('neppart', 'Európai Néppárt', 'EPP', '#3b78c4'),
      p('szocialistak', 'Szocialisták és Demokraták', 'S&D', '#d6293b'),
      p('patriotak', 'Patrióták Európáért', 'PfE', '#4b2e83'),
      p('konzervativok', 'Európai Konzervatívok és Reformerek', 'ECR', '#1b8ca6'),
      p('megujulo', 'Újítsuk meg Európát', 'RE', '#e6c619'),
      p('zoldek', 'Zöldek–Európai Szabad Szövetség', 'ZÖ', '#47a447'),
      p('egyeb', 'Baloldal és független képviselők', 'E', '#9e9e9e'),
    ],
    regions: EU,
  },
  {
    election: 'usa-2024',
    type: 'usa-2024',
    title: 'Amerikai elnökválasztás 2024: az eredmény államonként',
    regionLabel: 'Állam',
    regionsLabel: 'államok',
    perRegion: 'államonként',
    whole: 'Egyesült Államok',
    parties: [p('republikanus', 'Donald Trump (republikánus)', 'R', '#c8102e'), p('demokrata', 'Kamala Harris (demokrata)', 'D', '#0a3d91')],
    regions: US,
  },
];

export function electionMapOf(election: string): ElectionMap | null {
  return ELECTION_MAPS.find((m) => m.election === election) ?? null;
}

export function mapByType(type: string): ElectionMap | null {
  return ELECTION_MAPS.find((m) => m.type === type) ?? null;
}

/** The data page of a map view on the reader site: /melleklet/{election}/adatok[/{a}[/{b}]]. */
export function dataPagePath(election: string, a?: string | null, b?: string | null): string {
  return ['/melleklet', election, 'adatok', a, a ? b : null].filter(Boolean).join('/');
}

export interface MapView {
  map: ElectionMap;
  region: MapRegion | null;
  party: MapParty | null;
}

/**
 * What a data page shows from its free segments: segment 3 a region of the map, segment 4 a party of it
 * highlighted; null (→ 404) for a key the map does not have.
 */
export function mapViewOf(election: string, free: readonly string[]): MapView | null {
  const map = electionMapOf(election);
  if (!map || free.length > 2) return null;
  const [a, b] = free;
  const region = a === undefined ? null : (map.regions.find((x) => x.key === a) ?? null);
  if (a !== undefined && !region) return null;
  const party = b === undefined ? null : (map.parties.find((x) => x.key === b) ?? null);
  if (b !== undefined && !party) return null;
  return { map, region, party };
}

/** The static map page of a region (or the national one) of an election type. */
export function mapFilePath(type: ElectionType, region: string | null): string {
  return `${MAP_ROOT}/${type}/${region ?? MAP_NATIONAL}.html`;
}

/**
 * The embedded map's source: the election type's page of segment 3 (the region; the national page without
 * it), segment 4 (the highlighted party) and the hide-more flag as its query. Segments are keys of the map
 * (mapViewOf); anything else is left out rather than passed to the frame.
 */
export function mapFrameSrc(type: ElectionType, segment3: string | null, segment4: string | null, hideMore: boolean): string {
  const map = mapByType(type);
  const region = segment3 && map?.regions.some((x) => x.key === segment3) ? segment3 : null;
  const party = region && segment4 && map?.parties.some((x) => x.key === segment4) ? segment4 : null;
  const q = new URLSearchParams();
  if (party) q.set(MAP_PARAMS.party, party);
  if (hideMore) q.set(MAP_PARAMS.hideMore, '1');
  const query = q.toString();
  return `${mapFilePath(type, region)}${query ? `?${query}` : ''}`;
}

/**
 * The data page a frame page stands for (its route-push), from the frame page's own path and query: the
 * inverse of mapFrameSrc. Null for a path that is no map page.
 */
export function dataPageOfFrame(pathname: string, search: string): string | null {
  const m = /^\/terkep\/([a-z0-9-]+)\/([a-z0-9-]+)\.html$/.exec(pathname);
  const map = m ? mapByType(m[1]!) : null;
  if (!m || !map) return null;
  const region = m[2] === MAP_NATIONAL ? null : (map.regions.find((x) => x.key === m[2]) ?? undefined);
  if (region === undefined) return null;
  const party = new URLSearchParams(search).get(MAP_PARAMS.party);
  const known = region && party && map.parties.some((x) => x.key === party) ? party : null;
  return dataPagePath(map.election, region?.key, known);
}

/** Every region data page (/adatok/{a}) of every election: prerendered, linked from the national page. */
export function regionDataPaths(): string[] {
  return ELECTION_MAPS.flatMap((m) => m.regions.map((x) => dataPagePath(m.election, x.key)));
}

/** Every party's view of every region (/adatok/{a}/{b}): prerendered, linked from its region's page. */
export function partyDataPaths(): string[] {
  return ELECTION_MAPS.flatMap((m) => m.regions.flatMap((x) => m.parties.map((party) => dataPagePath(m.election, x.key, party.key))));
}

/** The election data page a path is, when it is one (the frame may push only these). */
export function isDataPagePath(path: string, election: string): boolean {
  const base = dataPagePath(election);
  if (path !== base && !path.startsWith(`${base}/`)) return false;
  const free = path.slice(base.length).split('/').filter(Boolean);
  return mapViewOf(election, free) !== null;
}
