// Paths too long for the file system (a segment over 255 bytes, a path over 4,096) and other shapes of overlong
// input, asked of every server a request can reach: each one answers 404 or 414 (the preview, to a reader
// without a session, its login), never a 5xx (issue #33: the origin answered 500, ENAMETOOLONG).
import { describe, expect, it } from 'vitest';
import { e2eEnv } from '../env';
import { ask, servers } from './http';
import { namedServers } from './edge';

const segment = (n: number, c = 'a') => c.repeat(n);

/** [what, path] */
const SHAPES: ReadonlyArray<readonly [string, string]> = [
  ['a segment of 256 bytes', `/${segment(256)}`],
  ['a segment of 300 bytes under a section', `/belfold/${segment(300)}`],
  ['an article path with a 300-byte slug', `/belfold/2026/11/28/${segment(300)}`],
  ['a segment of 256 bytes as two-byte letters', `/${encodeURIComponent(segment(128, 'á'))}`],
  ['a path of 4,200 bytes in short segments', `/${Array.from({ length: 700 }, () => 'abcde').join('/')}`],
  ['a path of 6,000 bytes in one segment', `/${segment(6000)}`],
  ['a long segment with an extension', `/${segment(300)}.html`],
  ['a long segment under the assets', `/assets/${segment(300)}.js`],
  ['a long segment under the media', `/media/${segment(300)}.jpg`],
  ['a long segment with a trailing slash', `/${segment(300)}/`],
  ['a long query', `/legfrissebb?${segment(6000)}=1`],
];

describe.each(namedServers({ ...servers(), preview: e2eEnv().previewUrl }))('%s', (name, base) => {
  it.each(SHAPES)('answers %s with a 404 or 414', async (_, path) => {
    const preview = name.includes('preview');
    // Every reader's server sends a path with a trailing slash to the one without (one hop, the same server):
    // its answer. The preview sends a reader without a session to its login, whatever the path.
    const answer = await ask(base, path, { follow: path.endsWith('/') && !preview ? 1 : 0 });
    const expected = preview ? [302, 303, 404, 414] : [404, 414];
    // A long query on a real page is that page.
    if (path.startsWith('/legfrissebb?')) expected.push(200);
    expect(expected, `${path.slice(0, 60)}…: ${answer.status} ${answer.body.slice(0, 200)}`).toContain(answer.status);
  });
});
