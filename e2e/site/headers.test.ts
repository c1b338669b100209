// Each answer names a header once, and an HTML one its security policy (issue #33: nginx added its security headers to a page forwarded from the
// render server, which had sent them too): a page from a file, a forwarded search, a forwarded list page,
// a redirect, a 404, an asset, a version poll, on every server.
import { describe, expect, it } from 'vitest';
import { ask, servers } from './http';
import { namedServers } from './edge';

const PATHS = ['/', '/archivum?term=budapest', '/legfrissebb?oldal=40', '/list/newest', '/nincs/ilyen/oldal', '/favicon.svg', '/rss'];

/** Headers HTTP lets a server send more than once. */
const REPEATABLE = new Set(['set-cookie', 'vary', 'link']);

describe.each(namedServers(servers()))('%s', (_name, base) => {
  it.each(PATHS)('names each header of %s once', async (path) => {
    const answer = await ask(base, path);
    expect(answer.status, path).toBeLessThan(500);
    const twice = answer.headerNames.filter((n, i, all) => !REPEATABLE.has(n) && all.indexOf(n) !== i);
    expect(twice, path).toEqual([]);
    // …and an HTML answer still names its policy (once).
    if (answer.headers['content-type']?.startsWith('text/html')) {
      expect(
        answer.headerNames.filter((n) => n === 'content-security-policy' || n === 'x-content-type-options'),
        path,
      ).toHaveLength(2);
    }
  });
});
