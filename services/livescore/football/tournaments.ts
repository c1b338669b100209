// Euro 2024 (51 fixtures) and the 2022 World Cup (64): the real groups, the real group-stage calendar and
// grounds, and the real knock-out bracket; who reaches it follows from the model's own group results.
import { budapestUnix } from './calendar';
import type { ProtoFixture, Slot } from './schedule';
import { nation, type Venue } from './teams';

const venue = (id: number, name: string, city: string): Venue => ({ id, name, city });

const EURO_GROUND = {
  MUN: venue(9001, 'Allianz Arena', 'München'),
  BER: venue(9002, 'Olympiastadion', 'Berlin'),
  DOR: venue(9003, 'Signal Iduna Park', 'Dortmund'),
  STU: venue(9004, 'MHPArena', 'Stuttgart'),
  GEL: venue(9005, 'Veltins-Arena', 'Gelsenkirchen'),
  HAM: venue(9006, 'Volksparkstadion', 'Hamburg'),
  DUS: venue(9007, 'Merkur Spiel-Arena', 'Düsseldorf'),
  KOL: venue(9008, 'RheinEnergieStadion', 'Köln'),
  FRA: venue(9009, 'Deutsche Bank Park', 'Frankfurt'),
  LEI: venue(9010, 'Red Bull Arena', 'Lipcse'),
};
type EuroGround = keyof typeof EURO_GROUND;

const WC_GROUND = {
  BAY: venue(9101, 'Al Bayt Stadion', 'Al-Hor'),
  KHA: venue(9102, 'Khalifa Nemzetközi Stadion', 'Ar-Rajján'),
  THU: venue(9103, 'Al Thumama Stadion', 'Doha'),
  AHM: venue(9104, 'Ahmad bin Ali Stadion', 'Ar-Rajján'),
  LUS: venue(9105, 'Lusail Stadion', 'Lusail'),
  EDU: venue(9106, 'Education City Stadion', 'Ar-Rajján'),
  S974: venue(9107, '974 Stadion', 'Doha'),
  JAN: venue(9108, 'Al Janoub Stadion', 'Al-Vakra'),
};
type WcGround = keyof typeof WC_GROUND;

export const EURO_2024_GROUPS: Record<string, string[]> = {
  A: ['GER', 'SCO', 'HUN', 'SUI'],
  B: ['ESP', 'CRO', 'ITA', 'ALB'],
  C: ['SVN', 'DEN', 'SRB', 'ENG'],
  D: ['POL', 'NED', 'AUT', 'FRA'],
  E: ['BEL', 'SVK', 'ROU', 'UKR'],
  F: ['TUR', 'GEO', 'POR', 'CZE'],
};

export const WORLD_CUP_2022_GROUPS: Record<string, string[]> = {
  A: ['QAT', 'ECU', 'SEN', 'NED'],
  B: ['ENG', 'IRN', 'USA', 'WAL'],
  C: ['ARG', 'KSA', 'MEX', 'POL'],
  D: ['FRA', 'AUS', 'DEN', 'TUN'],
  E: ['ESP', 'CRC', 'GER', 'JPN'],
  F: ['BEL', 'CAN', 'MAR', 'CRO'],
  G: ['BRA', 'SRB', 'SUI', 'CMR'],
  H: ['POR', 'GHA', 'URU', 'KOR'],
};

/** 'MM-DD HH:MM group HOME-AWAY GROUND', in kick-off order (Budapest time). */
const EURO_GROUP_MATCHES = `
06-14 21:00 A GER-SCO MUN
06-15 15:00 A HUN-SUI KOL
06-15 18:00 B ESP-CRO BER
06-15 21:00 B ITA-ALB DOR
06-16 15:00 D POL-NED HAM
06-16 18:00 C SVN-DEN STU
06-16 21:00 C SRB-ENG GEL
06-17 15:00 E ROU-UKR MUN
06-17 18:00 E BEL-SVK FRA
06-17 21:00 D AUT-FRA DUS
06-18 18:00 F TUR-GEO DOR
06-18 21:00 F POR-CZE LEI
06-19 15:00 B CRO-ALB HAM
06-19 18:00 A GER-HUN STU
06-19 21:00 A SCO-SUI KOL
06-20 15:00 C SVN-SRB MUN
06-20 18:00 C DEN-ENG FRA
06-20 21:00 B ESP-ITA GEL
06-21 15:00 E SVK-UKR DUS
06-21 18:00 D POL-AUT BER
06-21 21:00 D NED-FRA LEI
06-22 15:00 F GEO-CZE HAM
06-22 18:00 F TUR-POR DOR
06-22 21:00 E BEL-ROU KOL
06-23 21:00 A SUI-GER FRA
06-23 21:00 A SCO-HUN STU
06-24 21:00 B ALB-ESP DUS
06-24 21:00 B CRO-ITA LEI
06-25 18:00 D NED-AUT BER
06-25 18:00 D FRA-POL DOR
06-25 21:00 C ENG-SVN KOL
06-25 21:00 C DEN-SRB MUN
06-26 18:00 E SVK-ROU FRA
06-26 18:00 E UKR-BEL STU
06-26 21:00 F GEO-POR GEL
06-26 21:00 F CZE-TUR HAM`;

const WC_GROUP_MATCHES = `
11-20 17:00 A QAT-ECU BAY
11-21 14:00 B ENG-IRN KHA
11-21 17:00 A SEN-NED THU
11-21 20:00 B USA-WAL AHM
11-22 11:00 C ARG-KSA LUS
11-22 14:00 D DEN-TUN EDU
11-22 17:00 C MEX-POL S974
11-22 20:00 D FRA-AUS JAN
11-23 11:00 F MAR-CRO BAY
11-23 14:00 E GER-JPN KHA
11-23 17:00 E ESP-CRC THU
11-23 20:00 F BEL-CAN AHM
11-24 11:00 G SUI-CMR JAN
11-24 14:00 H URU-KOR EDU
11-24 17:00 H POR-GHA S974
11-24 20:00 G BRA-SRB LUS
11-25 11:00 B WAL-IRN AHM
11-25 14:00 A QAT-SEN THU
11-25 17:00 A NED-ECU KHA
11-25 20:00 B ENG-USA BAY
11-26 11:00 D TUN-AUS JAN
11-26 14:00 C POL-KSA EDU
11-26 17:00 D FRA-DEN S974
11-26 20:00 C ARG-MEX LUS
11-27 11:00 E JPN-CRC AHM
11-27 14:00 F BEL-MAR THU
11-27 17:00 F CRO-CAN KHA
11-27 20:00 E ESP-GER BAY
11-28 11:00 G CMR-SRB JAN
11-28 14:00 H KOR-GHA EDU
11-28 17:00 G BRA-SUI S974
11-28 20:00 H POR-URU LUS
11-29 16:00 A ECU-SEN KHA
11-29 16:00 A NED-QAT BAY
11-29 20:00 B WAL-ENG AHM
11-29 20:00 B IRN-USA THU
11-30 16:00 D TUN-FRA EDU
11-30 16:00 D AUS-DEN JAN
11-30 20:00 C POL-ARG S974
11-30 20:00 C KSA-MEX LUS
12-01 16:00 F CRO-BEL AHM
12-01 16:00 F CAN-MAR THU
12-01 20:00 E JPN-ESP KHA
12-01 20:00 E CRC-GER BAY
12-02 16:00 H KOR-POR EDU
12-02 16:00 H GHA-URU JAN
12-02 20:00 G SRB-SUI S974
12-02 20:00 G CMR-BRA LUS`;

/** A slot as the bracket tables write it: '1A', '2B', '3ADEF' (a best third from those groups), 'W:R1', 'L:S1'. */
function slot(text: string): Slot {
  if (text.startsWith('W:')) return { winnerOf: text.slice(2) };
  if (text.startsWith('L:')) return { loserOf: text.slice(2) };
  if (text.startsWith('3')) return { third: text.slice(1).split('') };
  return { group: text.slice(1), rank: Number(text[0]) as 1 | 2 };
}

/** 'KEY MM-DD HH:MM Round HOME AWAY GROUND' rows of a knock-out bracket. */
const EURO_BRACKET = `
R1 06-29 18:00 16 2A 2B BER
R2 06-29 21:00 16 1A 2C DOR
R3 06-30 18:00 16 1C 3DEF GEL
R4 06-30 21:00 16 1B 3ADEF KOL
R5 07-01 18:00 16 2D 2E DUS
R6 07-01 21:00 16 1F 3ABC FRA
R7 07-02 18:00 16 1E 3ABCD MUN
R8 07-02 21:00 16 1D 2F LEI
Q1 07-05 18:00 QF W:R4 W:R2 STU
Q2 07-05 21:00 QF W:R6 W:R5 HAM
Q3 07-06 18:00 QF W:R3 W:R1 DUS
Q4 07-06 21:00 QF W:R7 W:R8 BER
S1 07-09 21:00 SF W:Q1 W:Q2 MUN
S2 07-10 21:00 SF W:Q4 W:Q3 DOR
F 07-14 21:00 F W:S1 W:S2 BER`;

const WC_BRACKET = `
R1 12-03 16:00 16 1A 2B KHA
R2 12-03 20:00 16 1C 2D AHM
R3 12-04 16:00 16 1D 2C THU
R4 12-04 20:00 16 1B 2A BAY
R5 12-05 16:00 16 1E 2F JAN
R6 12-05 20:00 16 1G 2H S974
R7 12-06 16:00 16 1F 2E EDU
R8 12-06 20:00 16 1H 2G LUS
Q1 12-09 16:00 QF W:R5 W:R6 EDU
Q2 12-09 20:00 QF W:R1 W:R2 LUS
Q3 12-10 16:00 QF W:R7 W:R8 THU
Q4 12-10 20:00 QF W:R4 W:R3 BAY
S1 12-13 20:00 SF W:Q2 W:Q1 LUS
S2 12-14 20:00 SF W:Q4 W:Q3 BAY
T 12-17 16:00 3P L:S1 L:S2 KHA
F 12-18 16:00 F W:S1 W:S2 LUS`;

const ROUND_NAMES: Record<string, string> = {
  '16': 'Round of 16',
  QF: 'Quarter-finals',
  SF: 'Semi-finals',
  '3P': '3rd Place Final',
  F: 'Final',
};

function kickoff(year: number, date: string, time: string): number {
  const [month, day] = date.split('-').map(Number) as [number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return budapestUnix(year, month, day, hour, minute);
}

function groupStage(year: number, table: string, grounds: Record<string, Venue>): ProtoFixture[] {
  const played = new Map<string, number>();
  return table
    .trim()
    .split('\n')
    .map((line, i) => {
      const [date, time, group, pair, ground] = line.split(' ') as [string, string, string, string, string];
      const [home, away] = pair.split('-') as [string, string];
      // Each group plays two matches a matchday.
      const n = played.get(group) ?? 0;
      played.set(group, n + 1);
      return {
        key: `G${i + 1}`,
        round: `Group ${group} - ${Math.floor(n / 2) + 1}`,
        kickoff: kickoff(year, date, time),
        home: { team: nation(home).id },
        away: { team: nation(away).id },
        venue: grounds[ground]!,
        knockout: false,
        group: `Group ${group}`,
      };
    });
}

function bracket(year: number, table: string, grounds: Record<string, Venue>): ProtoFixture[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [key, date, time, round, home, away, ground] = line.split(' ') as [string, string, string, string, string, string, string];
      return {
        key,
        round: ROUND_NAMES[round]!,
        kickoff: kickoff(year, date, time),
        home: slot(home),
        away: slot(away),
        venue: grounds[ground]!,
        knockout: true,
        group: null,
      };
    });
}

export function euro2024(): ProtoFixture[] {
  return [...groupStage(2024, EURO_GROUP_MATCHES, EURO_GROUND as Record<EuroGround, Venue>), ...bracket(2024, EURO_BRACKET, EURO_GROUND)];
}

export function worldCup2022(): ProtoFixture[] {
  return [...groupStage(2022, WC_GROUP_MATCHES, WC_GROUND as Record<WcGround, Venue>), ...bracket(2022, WC_BRACKET, WC_GROUND)];
}

/**
 * Which best third-placed team goes to which of the round of 16's four places that take one (Euro 2024:
 * each place takes thirds from some groups only): the first assignment, in alphabetical order of the
 * qualified groups' permutations, that respects every place's groups. UEFA's published table is one such
 * assignment; ours may differ from it for some combinations (D-215).
 */
export function assignThirds(places: string[][], qualified: string[]): string[] {
  const groups = [...qualified].sort();
  const found = firstPermutation(groups, (perm) => perm.every((g, i) => places[i]!.includes(g)));
  if (!found) throw new Error(`no place for the third-placed teams of groups ${groups.join('')}`);
  return found;
}

function firstPermutation(items: string[], ok: (perm: string[]) => boolean): string[] | null {
  if (items.length === 0) return ok([]) ? [] : null;
  const walk = (prefix: string[], rest: string[]): string[] | null => {
    if (rest.length === 0) return ok(prefix) ? prefix : null;
    for (let i = 0; i < rest.length; i++) {
      const found = walk([...prefix, rest[i]!], [...rest.slice(0, i), ...rest.slice(i + 1)]);
      if (found) return found;
    }
    return null;
  };
  return walk([], items);
}
