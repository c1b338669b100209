// The player's storage key, apart from storage.ts: every page's script asks whether the previous page left a
// player (renderer/page.ts), and must not carry the player's storage code for it.
export const PLAYER_KEY = 'hirter:player';
