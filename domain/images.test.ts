import { describe, expect, it } from 'vitest';
import type { ImageSet } from './types';
import { avatarSrc, imageSetFileSize, sizesFor, srcset } from './images';

const set: ImageSet = {
  src: '/media/article-007.png',
  width: 400,
  height: 225,
  alt: 'Tüntetők a Kossuth téren',
  variants: {
    '1.25x': '/media/article-007@1.25x.png',
    '2x': '/media/article-007@2x.png',
    '3x': '/media/article-007@3x.png',
    '4x': '/media/article-007@4x.png',
  },
};

describe('srcset', () => {
  it('lists the base and every variant with its width', () => {
    expect(srcset(set)).toBe(
      '/media/article-007.png 400w, /media/article-007@1.25x.png 500w, /media/article-007@2x.png 800w, /media/article-007@3x.png 1200w, /media/article-007@4x.png 1600w',
    );
  });

  it('rounds widths that are not whole', () => {
    expect(srcset({ ...set, width: 333 })).toContain('/media/article-007@1.25x.png 416w');
    expect(srcset({ ...set, width: 333 })).toContain('/media/article-007@3x.png 999w');
  });
});

describe('imageSetFileSize', () => {
  it('sizes the base and each variant as srcset does (base × factor, rounded); another file is unknown', () => {
    expect(imageSetFileSize(set, set.src)).toEqual({ width: 400, height: 225 });
    expect(imageSetFileSize(set, set.variants['1.25x'])).toEqual({ width: 500, height: 281 });
    expect(imageSetFileSize(set, set.variants['3x'])).toEqual({ width: 1200, height: 675 });
    expect(imageSetFileSize(set, '/media/other.png')).toBeNull();
  });
});

describe('sizesFor', () => {
  it('gives the lead image the full width on phones and the column width above', () => {
    expect(sizesFor('lead')).toBe('(max-width: 900px) 100vw, 800px');
  });

  it('gives cards and thumbnails smaller slots than the lead', () => {
    expect(sizesFor('teaser')).toMatch(/400px$/);
    expect(sizesFor('thumb')).toBe('120px');
  });

  it("gives a picture shown beside its title the phone thumbnail's width, where the CSS shows it so", () => {
    // FrontBlock.module.css: 112 px below 900 px (max-width: 899.98px); ArticleCard.module.css: 112 px up to 600 px, 200 px above.
    expect(sizesFor('teaser')).toBe('(max-width: 899.98px) 112px, 400px');
    expect(sizesFor('row')).toBe('(max-width: 600px) 112px, 200px');
    // HighlightStrip.module.css: two columns up to 900 px, four of the list's column beside its sidebar above.
    expect(sizesFor('strip')).toBe('(max-width: 900px) 50vw, 200px');
  });
});

describe('avatarSrc', () => {
  it('names the 4x variant', () => {
    expect(avatarSrc('/media/avatar-001.png')).toBe('/media/avatar-001@4x.png');
    expect(avatarSrc('avatar-001.png')).toBe('avatar-001@4x.png');
    expect(avatarSrc('https://cdn.example.com/media/avatar-012.jpg')).toBe('https://cdn.example.com/media/avatar-012@4x.jpg');
  });

  it('replaces a variant already named and keeps a query', () => {
    expect(avatarSrc('/media/avatar-001@2x.png')).toBe('/media/avatar-001@4x.png');
    expect(avatarSrc('/media/avatar-001.png?v=3')).toBe('/media/avatar-001@4x.png?v=3');
  });

  it('leaves an empty name empty', () => {
    expect(avatarSrc('')).toBe('');
  });
});
