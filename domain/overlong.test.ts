import { describe, expect, it } from 'vitest';
import { LOGGED_PATH_CHARS, isOverlongPath, loggedOverlongPath } from './overlong';

describe('overlong paths', () => {
  it('are those with a name over 255 bytes or over 4,096 bytes in all, read decoded', () => {
    expect(isOverlongPath('/belfold/2026/11/28/cikk')).toBe(false);
    expect(isOverlongPath(`/${'a'.repeat(255)}`)).toBe(false);
    expect(isOverlongPath(`/${'a'.repeat(256)}`)).toBe(true);
    expect(isOverlongPath(`/belfold/${'a'.repeat(300)}/`)).toBe(true);
    // 128 two-byte letters: 256 bytes as a file name, 768 characters as the request spells them.
    expect(isOverlongPath(`/${encodeURIComponent('á'.repeat(128))}`)).toBe(true);
    expect(isOverlongPath(`/${encodeURIComponent('á'.repeat(127))}`)).toBe(false);
    expect(isOverlongPath(`/${'á'.repeat(128)}`)).toBe(true);
    // Short names, but the whole path is longer than any path can be.
    expect(isOverlongPath(`/${Array.from({ length: 700 }, () => 'abcde').join('/')}`)).toBe(true);
    expect(isOverlongPath(`/${Array.from({ length: 600 }, () => 'abcde').join('/')}`)).toBe(false);
    // A malformed escape is read as it is spelled.
    expect(isOverlongPath(`/%E0%A4%A${'b'.repeat(250)}`)).toBe(false);
    expect(isOverlongPath(`/%E0%A4%A${'b'.repeat(260)}`)).toBe(true);
  });

  it('are logged by their start and length only', () => {
    const path = `/${'a'.repeat(6000)}`;
    const logged = loggedOverlongPath(path);
    expect(logged).toBe(`${path.slice(0, LOGGED_PATH_CHARS)}… (6001 bytes)`);
    expect(logged.length).toBeLessThan(LOGGED_PATH_CHARS + 20);
  });
});
