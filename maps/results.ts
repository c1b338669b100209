// The election maps' results (domain/electionMap.ts), the map pages' product data (maps/plugin.ts): drawn from a
// fixed seed, so every build writes the same map pages, and plausible — each region leans the way it did, with a
// little noise, shares in tenths of a percent.
import { createRng } from '../lib/rng.ts';
import { ELECTION_MAPS, type ElectionMap, type ElectionType } from '../domain/electionMap.ts';

export interface RegionResult {
  region: string;
  /** Per party of the map, in its order: tenths of a percent, summing to 1000. */
  shares: number[];
  /** Turnout in tenths of a percent. */
  turnout: number;
  /** USA: the state's electoral votes (all to its winner). */
  electoralVotes?: number;
}

export interface MapResults {
  type: ElectionType;
  regions: RegionResult[];
  /** The whole's shares and turnout (the regions' plain mean: the map shows no vote counts). */
  national: { shares: number[]; turnout: number };
}

// Base shares per party (percent) by how a region leaned; the rng moves each a little.
const BASES: Record<ElectionType, Record<string, number[]>> = {
  'ogy-2022': { default: [55, 32, 7, 3, 3], budapest: [39, 48, 5, 5, 3] },
  'onk-2024': { default: [48, 27, 12, 8, 5], budapest: [30, 34, 24, 6, 6] },
  'ep-2024': {
    default: [28, 18, 14, 10, 12, 8, 10],
    magyarorszag: [4, 8, 45, 2, 2, 1, 38],
    franciaorszag: [8, 14, 32, 5, 15, 6, 20],
    olaszorszag: [10, 24, 9, 29, 3, 7, 18],
    ausztria: [24, 23, 26, 1, 10, 11, 5],
    csehorszag: [9, 2, 36, 14, 8, 8, 23],
    portugalia: [32, 33, 3, 10, 12, 2, 8],
    spanyolorszag: [34, 30, 3, 10, 4, 5, 14],
    dania: [9, 16, 6, 7, 26, 18, 18],
    malta: [42, 45, 1, 1, 1, 1, 9],
    romania: [25, 49, 3, 16, 4, 1, 2],
    belgium: [14, 13, 14, 22, 16, 13, 8],
    hollandia: [14, 21, 17, 5, 16, 21, 6],
    lengyelorszag: [38, 7, 3, 36, 1, 2, 13],
    szlovakia: [10, 2, 6, 3, 27, 1, 51],
  },
  'usa-2024': { default: [56, 44], dem: [40, 60], swing: [51, 49] },
};

const DEMOCRATIC = new Set([
  'kalifornia',
  'colorado',
  'connecticut',
  'delaware',
  'washington-dc',
  'hawaii',
  'illinois',
  'maine',
  'maryland',
  'massachusetts',
  'minnesota',
  'new-hampshire',
  'new-jersey',
  'uj-mexiko',
  'new-york',
  'oregon',
  'rhode-island',
  'vermont',
  'virginia',
  'washington',
]);
const SWING = new Set(['arizona', 'georgia', 'michigan', 'nevada', 'eszak-karolina', 'pennsylvania', 'wisconsin']);

/** The 2024 electoral votes (538 in all). */
export const ELECTORAL_VOTES: Record<string, number> = {
  alabama: 9,
  alaszka: 3,
  arizona: 11,
  arkansas: 6,
  kalifornia: 54,
  colorado: 10,
  connecticut: 7,
  delaware: 3,
  'washington-dc': 3,
  florida: 30,
  georgia: 16,
  hawaii: 4,
  idaho: 4,
  illinois: 19,
  indiana: 11,
  iowa: 6,
  kansas: 6,
  kentucky: 8,
  louisiana: 8,
  maine: 4,
  maryland: 10,
  massachusetts: 11,
  michigan: 15,
  minnesota: 10,
  mississippi: 6,
  missouri: 10,
  montana: 4,
  nebraska: 5,
  nevada: 6,
  'new-hampshire': 4,
  'new-jersey': 14,
  'uj-mexiko': 5,
  'new-york': 28,
  'eszak-karolina': 16,
  'eszak-dakota': 3,
  ohio: 17,
  oklahoma: 7,
  oregon: 8,
  pennsylvania: 19,
  'rhode-island': 4,
  'del-karolina': 9,
  'del-dakota': 3,
  tennessee: 11,
  texas: 40,
  utah: 6,
  vermont: 3,
  virginia: 13,
  washington: 12,
  'nyugat-virginia': 4,
  wisconsin: 10,
  wyoming: 3,
};

function baseOf(map: ElectionMap, region: string): number[] {
  const bases = BASES[map.type];
  if (map.type === 'usa-2024') return DEMOCRATIC.has(region) ? bases.dem! : SWING.has(region) ? bases.swing! : bases.default!;
  return bases[region] ?? bases.default!;
}

/** Shares in tenths of a percent that sum to exactly 1000 (the remainder goes to the largest). */
function normalise(raw: number[]): number[] {
  const total = raw.reduce((a, b) => a + b, 0);
  const out = raw.map((x) => Math.round((x / total) * 1000));
  const diff = 1000 - out.reduce((a, b) => a + b, 0);
  const top = out.indexOf(Math.max(...out));
  out[top]! += diff;
  return out;
}

export function mapResults(map: ElectionMap): MapResults {
  const rng = createRng(0x7e4a + ELECTION_MAPS.indexOf(map));
  const regions = map.regions.map((region) => {
    // A swing state's noise stays small, so its lean decides (the seed only moves the margin).
    const spread = map.type === 'usa-2024' ? (SWING.has(region.key) ? 0.6 : 4) : 0.15;
    const raw = baseOf(map, region.key).map((x) => Math.max(0.3, x * (1 + (rng.next() - 0.5) * (map.type === 'usa-2024' ? spread / 50 : spread))));
    const turnout = map.type === 'ep-2024' ? rng.int(300, 620) : map.type === 'usa-2024' ? rng.int(560, 720) : rng.int(560, 760);
    return {
      region: region.key,
      shares: normalise(raw),
      turnout,
      ...(map.type === 'usa-2024' ? { electoralVotes: ELECTORAL_VOTES[region.key] ?? 3 } : {}),
    };
  });
  const mean = (pick: (x: RegionResult) => number) => Math.round(regions.reduce((a, x) => a + pick(x), 0) / regions.length);
  return {
    type: map.type,
    regions,
    national: { shares: normalise(map.parties.map((_, i) => mean((x) => x.shares[i]!))), turnout: mean((x) => x.turnout) },
  };
}
