import { describe, expect, it } from 'vitest';
import { isShownContent, uniqueBoxFor } from './uniqueBoxes';

describe('uniqueBoxFor', () => {
  it('names the blog group on the Holdblog, the entertainment group on /after, the book item on /karakter', () => {
    expect(uniqueBoxFor('/rovat/holdblog')).toMatchObject({ kind: 'group', id: 13 });
    expect(uniqueBoxFor('/after')).toMatchObject({ kind: 'group', id: 27 });
    expect(uniqueBoxFor('/karakter')).toMatchObject({ kind: 'item', slug: 'konyvajanlo' });
    expect(uniqueBoxFor('/rovat/belfold')).toBeNull();
  });
  it('shows HTML, not settings or links', () => {
    expect(isShownContent('<p>Szöveg</p>')).toBe(true);
    expect(isShownContent('[{"slug":"kultura"}]')).toBe(false);
    expect(isShownContent('https://open.spotify.com/playlist/x')).toBe(false);
  });
});
