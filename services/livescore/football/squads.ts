// A team's squad in the model: 18 players (eleven starters in the team's formation, seven substitutes),
// shirt numbers, positions G/D/M/F, and a coach; names from the team's name list, a photo for most.
// Drawn once per team from the team's own rng, so every fixture and list agrees.
import { createRng } from '../../../lib/rng';
import { personName, poolSize, type NamePool } from './names';
import { coachPhoto, playerPhoto } from './media';
import { teamById, type TeamDef } from './teams';

export type Position = 'G' | 'D' | 'M' | 'F';

export interface SquadPlayer {
  id: number;
  name: string;
  number: number;
  pos: Position;
  photo: string | null;
  starter: boolean;
}

export interface Squad {
  team: TeamDef;
  formation: string;
  /** Eleven starters (goalkeeper first), then seven substitutes. */
  players: SquadPlayer[];
  coach: { id: number; name: string; photo: string | null };
}

export const SQUAD_SIZE = 18;
const FORMATIONS = ['4-4-2', '4-3-3', '4-2-3-1', '3-5-2', '3-4-3', '5-3-2'];
const BENCH: Position[] = ['G', 'D', 'D', 'M', 'M', 'F', 'F'];
/** A Premier League squad's nations, English most often. */
const MIXED: NamePool[] = ['en', 'en', 'en', 'es', 'pt', 'fr', 'de', 'nl', 'nordic', 'af', 'it'];
const NO_PHOTO = 0.12;

/** The starters' positions of a formation: a goalkeeper, then defenders, midfielders and forwards. */
export function formationPositions(formation: string): Position[] {
  const lines = formation.split('-').map(Number);
  const defenders = lines[0]!;
  const forwards = lines[lines.length - 1]!;
  const midfielders = lines.slice(1, -1).reduce((a, b) => a + b, 0);
  return ['G', ...Array<Position>(defenders).fill('D'), ...Array<Position>(midfielders).fill('M'), ...Array<Position>(forwards).fill('F')];
}

const squads = new Map<number, Squad>();

export function squadOf(teamId: number): Squad {
  let squad = squads.get(teamId);
  if (!squad) squads.set(teamId, (squad = drawSquad(teamById(teamId))));
  return squad;
}

function drawSquad(team: TeamDef): Squad {
  const rng = createRng(team.id * 7919 + 17);
  const formation = rng.pick(FORMATIONS);
  const positions = [...formationPositions(formation), ...BENCH];
  const names = new Set<string>();
  const nameFrom = (pool: NamePool): string => {
    const size = poolSize(pool);
    for (;;) {
      const name = personName(pool, rng.int(0, size.given - 1), rng.int(0, size.family - 1));
      if (!names.has(name)) {
        names.add(name);
        return name;
      }
    }
  };
  const pool = (): NamePool => (team.pool === 'mixed' ? rng.pick(MIXED) : team.pool);
  const numbers = new Set([1, 12]);
  const shirt = (): number => {
    for (;;) {
      const n = rng.int(2, 40);
      if (!numbers.has(n)) {
        numbers.add(n);
        return n;
      }
    }
  };
  const players = positions.map((pos, i): SquadPlayer => {
    const id = team.id * 100 + i + 1;
    const starter = i < 11;
    const number = pos === 'G' ? (starter ? 1 : 12) : shirt();
    return { id, name: nameFrom(pool()), number, pos, photo: rng.chance(NO_PHOTO) ? null : playerPhoto(id), starter };
  });
  const coachPool: NamePool = team.pool === 'mixed' ? rng.pick(MIXED) : team.pool;
  const coach = { id: team.id * 100 + 50, name: nameFrom(coachPool), photo: team.id % 5 === 0 ? null : coachPhoto(team.id) };
  return { team, formation, players, coach };
}
