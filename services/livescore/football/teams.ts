// The model's teams: the twelve NB I clubs, twenty lower-division clubs that enter the Magyar Kupa, the
// twenty Premier League clubs and the 44 national teams of Euro 2024 and the 2022 World Cup, with Hungarian
// names, crest colours, a strength (what results are drawn from) and the name list of their players.
import type { NamePool } from './names';

export interface Venue {
  id: number;
  name: string;
  city: string;
}

export interface TeamDef {
  id: number;
  name: string;
  /** The crest's letters. */
  code: string;
  colours: [string, string];
  /** 40 (lower division) … 90 (the best national teams): the relative chance of scoring. */
  strength: number;
  /** Whose names its players have; 'mixed': a Premier League squad of many nations. */
  pool: NamePool | 'mixed';
  /** Its home ground (clubs); a national team plays on the tournament's grounds. */
  venue: Venue | null;
}

type Row = [id: number, name: string, code: string, primary: string, secondary: string, strength: number, ground?: string, city?: string];

const club =
  (pool: NamePool | 'mixed') =>
  ([id, name, code, primary, secondary, strength, ground, city]: Row): TeamDef => ({
    id,
    name,
    code,
    colours: [primary, secondary],
    strength,
    pool,
    venue: ground && city ? { id: id * 10, name: ground, city } : null,
  });

/** NB I, 12 clubs (ids 1–12). */
export const NB1_CLUBS: TeamDef[] = (
  [
    [1, 'Ferencváros', 'FTC', '#1a7a3a', '#ffffff', 84, 'Groupama Aréna', 'Budapest'],
    [2, 'Puskás Akadémia', 'PAFC', '#0b3d91', '#f2c200', 77, 'Pancho Aréna', 'Felcsút'],
    [3, 'Paksi FC', 'PFC', '#00843d', '#ffffff', 74, 'Fehérvári úti Stadion', 'Paks'],
    [4, 'Debreceni VSC', 'DVSC', '#c8102e', '#ffffff', 72, 'Nagyerdei Stadion', 'Debrecen'],
    [5, 'ETO FC', 'ETO', '#006b3c', '#ffffff', 75, 'ETO Park', 'Győr'],
    [6, 'MTK Budapest', 'MTK', '#003399', '#ffffff', 71, 'Hidegkuti Nándor Stadion', 'Budapest'],
    [7, 'Újpest FC', 'UTE', '#5b2c83', '#ffffff', 70, 'Szusza Ferenc Stadion', 'Budapest'],
    [8, 'Zalaegerszegi TE', 'ZTE', '#1f4e9c', '#ffffff', 69, 'ZTE Aréna', 'Zalaegerszeg'],
    [9, 'Nyíregyháza Spartacus', 'NYSC', '#1565c0', '#ffffff', 66, 'Városi Stadion', 'Nyíregyháza'],
    [10, 'Kisvárda', 'KFC', '#d50000', '#ffffff', 67, 'Várkerti Stadion', 'Kisvárda'],
    [11, 'Diósgyőri VTK', 'DVTK', '#b71c1c', '#ffffff', 68, 'DVTK Stadion', 'Miskolc'],
    [12, 'Kazincbarcika', 'KBSC', '#0d47a1', '#ffeb3b', 62, 'Városi Stadion', 'Kazincbarcika'],
  ] as Row[]
).map(club('hu'));

/** Lower-division clubs in the Magyar Kupa (ids 13–32). */
export const CUP_CLUBS: TeamDef[] = (
  [
    [13, 'Vasas FC', 'VAS', '#d71920', '#1d3f8f', 62, 'Illovszky Rudolf Stadion', 'Budapest'],
    [14, 'Budapest Honvéd', 'BHFC', '#c62828', '#000000', 63, 'Bozsik Aréna', 'Budapest'],
    [15, 'Szeged-Csanád Grosics Akadémia', 'SZEG', '#1e88e5', '#ffffff', 58, 'Szent Gellért Fórum', 'Szeged'],
    [16, 'BVSC-Zugló', 'BVSC', '#283593', '#ffffff', 52, 'Szőnyi úti Stadion', 'Budapest'],
    [17, 'Kecskeméti TE', 'KTE', '#6a1b9a', '#ffffff', 61, 'Széktói Stadion', 'Kecskemét'],
    [18, 'Soroksár SC', 'SSC', '#2e7d32', '#ffffff', 53, 'Szamosi Mihály Sporttelep', 'Budapest'],
    [19, 'Mezőkövesd Zsóry', 'MZSE', '#f9a825', '#0d47a1', 60, 'Városi Stadion', 'Mezőkövesd'],
    [20, 'Budafoki MTE', 'BMTE', '#fbc02d', '#000000', 51, 'Promontor utcai Stadion', 'Budapest'],
    [21, 'FC Ajka', 'AJKA', '#1976d2', '#ffffff', 54, 'Városi Stadion', 'Ajka'],
    [22, 'Szentlőrinc', 'SZSE', '#00897b', '#ffffff', 50, 'Városi Sporttelep', 'Szentlőrinc'],
    [23, 'Fehérvár FC', 'FFC', '#0033a0', '#e4002b', 64, 'Sóstói Stadion', 'Székesfehérvár'],
    [24, 'FC Tatabánya', 'FCT', '#ffffff', '#c62828', 49, 'Grosics Gyula Stadion', 'Tatabánya'],
    [25, 'PMFC', 'PMFC', '#0d47a1', '#ffffff', 50, 'Újmecsekaljai Stadion', 'Pécs'],
    [26, 'BFC Siófok', 'BFC', '#1e88e5', '#ffd600', 51, 'Révész Géza utcai Stadion', 'Siófok'],
    [27, 'Komárom VSE', 'KVSE', '#c62828', '#ffffff', 45, 'Városi Sporttelep', 'Komárom'],
    [28, 'Karcagi SE', 'KSE', '#388e3c', '#ffffff', 44, 'Liget úti Stadion', 'Karcag'],
    [29, 'Gyirmót FC', 'GYFC', '#0277bd', '#ffffff', 52, 'Alcufer Stadion', 'Győr'],
    [30, 'Szombathelyi Haladás', 'SZH', '#2e7d32', '#ffffff', 55, 'Haladás Sportkomplexum', 'Szombathely'],
    [31, 'Békéscsaba 1912 Előre', 'BÉK', '#5d4037', '#ffffff', 53, 'Kórház utcai Stadion', 'Békéscsaba'],
    [32, 'Kozármisleny', 'KOZ', '#f57c00', '#000000', 47, 'Városi Sporttelep', 'Kozármisleny'],
  ] as Row[]
).map(club('hu'));

/** Premier League, 20 clubs (ids 41–60). */
export const PREMIER_CLUBS: TeamDef[] = (
  [
    [41, 'Arsenal', 'ARS', '#ef0107', '#ffffff', 88, 'Emirates Stadium', 'London'],
    [42, 'Aston Villa', 'AVL', '#670e36', '#95bfe5', 80, 'Villa Park', 'Birmingham'],
    [43, 'Bournemouth', 'BOU', '#da291c', '#000000', 74, 'Vitality Stadium', 'Bournemouth'],
    [44, 'Brentford', 'BRE', '#e30613', '#ffffff', 74, 'Gtech Community Stadium', 'London'],
    [45, 'Brighton', 'BHA', '#0057b8', '#ffffff', 77, 'Amex Stadium', 'Brighton'],
    [46, 'Burnley', 'BUR', '#6c1d45', '#99d6ea', 66, 'Turf Moor', 'Burnley'],
    [47, 'Chelsea', 'CHE', '#034694', '#ffffff', 84, 'Stamford Bridge', 'London'],
    [48, 'Crystal Palace', 'CRY', '#1b458f', '#c4122e', 75, 'Selhurst Park', 'London'],
    [49, 'Everton', 'EVE', '#003399', '#ffffff', 72, 'Hill Dickinson Stadium', 'Liverpool'],
    [50, 'Fulham', 'FUL', '#ffffff', '#000000', 73, 'Craven Cottage', 'London'],
    [51, 'Leeds United', 'LEE', '#ffffff', '#1d428a', 68, 'Elland Road', 'Leeds'],
    [52, 'Liverpool', 'LIV', '#c8102e', '#00b2a9', 87, 'Anfield', 'Liverpool'],
    [53, 'Manchester City', 'MCI', '#6cabdd', '#1c2c5b', 87, 'Etihad Stadium', 'Manchester'],
    [54, 'Manchester United', 'MUN', '#da291c', '#fbe122', 78, 'Old Trafford', 'Manchester'],
    [55, 'Newcastle United', 'NEW', '#241f20', '#ffffff', 81, "St James' Park", 'Newcastle'],
    [56, 'Nottingham Forest', 'NFO', '#dd0000', '#ffffff', 74, 'City Ground', 'Nottingham'],
    [57, 'Sunderland', 'SUN', '#eb172b', '#ffffff', 67, 'Stadium of Light', 'Sunderland'],
    [58, 'Tottenham Hotspur', 'TOT', '#ffffff', '#132257', 79, 'Tottenham Hotspur Stadium', 'London'],
    [59, 'West Ham United', 'WHU', '#7a263a', '#1bb1e7', 72, 'London Stadium', 'London'],
    [60, 'Wolverhampton', 'WOL', '#fdb913', '#231f20', 69, 'Molineux Stadium', 'Wolverhampton'],
  ] as Row[]
).map(club('mixed'));

type NationRow = [id: number, name: string, code: string, primary: string, secondary: string, strength: number, pool: NamePool];

/** The national teams of Euro 2024 and the 2022 World Cup (ids 101–144), by their FIFA codes. */
export const NATIONS: TeamDef[] = (
  [
    [101, 'Németország', 'GER', '#ffffff', '#000000', 86, 'de'],
    [102, 'Skócia', 'SCO', '#1d3c87', '#ffffff', 70, 'en'],
    [103, 'Magyarország', 'HUN', '#ce2939', '#477050', 74, 'hu'],
    [104, 'Svájc', 'SUI', '#d52b1e', '#ffffff', 77, 'de'],
    [105, 'Spanyolország', 'ESP', '#c60b1e', '#ffc400', 88, 'es'],
    [106, 'Horvátország', 'CRO', '#ff0000', '#ffffff', 80, 'sl'],
    [107, 'Olaszország', 'ITA', '#0064aa', '#ffffff', 82, 'it'],
    [108, 'Albánia', 'ALB', '#e41e20', '#000000', 66, 'sq'],
    [109, 'Szlovénia', 'SVN', '#005ce5', '#ffffff', 68, 'sl'],
    [110, 'Dánia', 'DEN', '#c8102e', '#ffffff', 78, 'nordic'],
    [111, 'Szerbia', 'SRB', '#c6363c', '#0c4076', 74, 'sl'],
    [112, 'Anglia', 'ENG', '#ffffff', '#cf142b', 87, 'en'],
    [113, 'Lengyelország', 'POL', '#ffffff', '#dc143c', 74, 'wsl'],
    [114, 'Hollandia', 'NED', '#ff6600', '#ffffff', 84, 'nl'],
    [115, 'Ausztria', 'AUT', '#ed2939', '#ffffff', 77, 'de'],
    [116, 'Franciaország', 'FRA', '#002395', '#ffffff', 89, 'fr'],
    [117, 'Belgium', 'BEL', '#e30613', '#000000', 81, 'fr'],
    [118, 'Szlovákia', 'SVK', '#0b4ea2', '#ffffff', 69, 'wsl'],
    [119, 'Románia', 'ROU', '#fcd116', '#002b7f', 70, 'ro'],
    [120, 'Ukrajna', 'UKR', '#ffd500', '#005bbb', 73, 'ua'],
    [121, 'Törökország', 'TUR', '#e30a17', '#ffffff', 75, 'tr'],
    [122, 'Grúzia', 'GEO', '#ffffff', '#ff0000', 68, 'ka'],
    [123, 'Portugália', 'POR', '#da291c', '#046a38', 86, 'pt'],
    [124, 'Csehország', 'CZE', '#d7141a', '#11457e', 72, 'wsl'],
    [125, 'Katar', 'QAT', '#8a1538', '#ffffff', 62, 'ar'],
    [126, 'Ecuador', 'ECU', '#ffdd00', '#034ea2', 71, 'es'],
    [127, 'Szenegál', 'SEN', '#00853f', '#fdef42', 75, 'af'],
    [128, 'Irán', 'IRN', '#ffffff', '#da0000', 70, 'fa'],
    [129, 'Egyesült Államok', 'USA', '#ffffff', '#002868', 75, 'en'],
    [130, 'Wales', 'WAL', '#c8102e', '#00b140', 70, 'en'],
    [131, 'Argentína', 'ARG', '#75aadb', '#ffffff', 89, 'es'],
    [132, 'Szaúd-Arábia', 'KSA', '#006c35', '#ffffff', 64, 'ar'],
    [133, 'Mexikó', 'MEX', '#006847', '#ce1126', 73, 'es'],
    [134, 'Ausztrália', 'AUS', '#ffcd00', '#00843d', 69, 'en'],
    [135, 'Tunézia', 'TUN', '#e70013', '#ffffff', 66, 'ar'],
    [136, 'Costa Rica', 'CRC', '#ce1126', '#002b7f', 64, 'es'],
    [137, 'Japán', 'JPN', '#000080', '#ffffff', 76, 'ja'],
    [138, 'Kanada', 'CAN', '#d80621', '#ffffff', 68, 'en'],
    [139, 'Marokkó', 'MAR', '#c1272d', '#006233', 78, 'ar'],
    [140, 'Brazília', 'BRA', '#ffdf00', '#009c3b', 88, 'pt'],
    [141, 'Kamerun', 'CMR', '#007a5e', '#ce1126', 69, 'af'],
    [142, 'Ghána', 'GHA', '#006b3f', '#fcd116', 67, 'af'],
    [143, 'Uruguay', 'URU', '#5eb6e4', '#ffffff', 77, 'es'],
    [144, 'Dél-Korea', 'KOR', '#c60c30', '#003478', 71, 'ko'],
  ] as NationRow[]
).map(([id, name, code, primary, secondary, strength, pool]) => ({ id, name, code, colours: [primary, secondary], strength, pool, venue: null }));

export const ALL_TEAMS: TeamDef[] = [...NB1_CLUBS, ...CUP_CLUBS, ...PREMIER_CLUBS, ...NATIONS];

const BY_ID = new Map(ALL_TEAMS.map((t) => [t.id, t]));
const BY_CODE = new Map(NATIONS.map((t) => [t.code, t]));

export function teamById(id: number): TeamDef {
  const t = BY_ID.get(id);
  if (!t) throw new Error(`no team ${id}`);
  return t;
}

/** A national team by its FIFA code ('HUN'). */
export function nation(code: string): TeamDef {
  const t = BY_CODE.get(code);
  if (!t) throw new Error(`no national team ${code}`);
  return t;
}
