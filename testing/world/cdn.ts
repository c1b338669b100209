// What a world with Varnish (spawnWorld's `cdn`, D-415) is told and tells: the variable that asks for it, and the
// one address its Varnish takes a PURGE from (a test asks from another loopback address to be refused).
export const WORLD_CDN_VAR = 'E2E_WORLD_CDN';
export const WORLD_PURGER = '127.0.0.1';
