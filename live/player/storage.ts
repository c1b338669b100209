// What the player keeps in the browser: its state for the tab (sessionStorage, so the next page of a full
// load takes the player over), and each episode's position (localStorage, so an episode resumes where the
// reader left it, across visits). Storage may be full or blocked: the player works without it.
import { PLAYER_KEY } from './keys';
import { parsePositions, parseSavedPlayer, rememberPosition, type Positions, type PlayerState } from '../../domain/podcast/player';

export { PLAYER_KEY };
export const POSITIONS_KEY = 'hirter:podcast-positions';

function read(storage: () => Storage, key: string): unknown {
  try {
    const raw = storage().getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: nothing kept.
  }
}

export const savedPlayer = (): PlayerState | null => parseSavedPlayer(read(() => sessionStorage, PLAYER_KEY));
export const savePlayer = (state: PlayerState): void => write(() => sessionStorage, PLAYER_KEY, state.visible ? state : null);

export const positions = (): Positions => parsePositions(read(() => localStorage, POSITIONS_KEY));
export function savePosition(slug: string, seconds: number, duration: number): void {
  write(() => localStorage, POSITIONS_KEY, rememberPosition(positions(), slug, seconds, duration));
}
