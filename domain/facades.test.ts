import { describe, expect, it } from 'vitest';
import { autoplayModeOf, facadeButtonText, facadeNotice, facebookPagePluginSrc, isEmbedKind, shouldAutoplay, withAutoplay } from './facades';

describe('shouldAutoplay (§4)', () => {
  const calm = { tabVisible: true, otherPlaying: false, pipShowing: false };
  it('never starts with none', () => {
    expect(shouldAutoplay('none', calm)).toBe(false);
  });
  it('gently forced: only on a visible tab with nothing else playing and no picture-in-picture', () => {
    expect(shouldAutoplay('gently', calm)).toBe(true);
    expect(shouldAutoplay('gently', { ...calm, tabVisible: false })).toBe(false);
    expect(shouldAutoplay('gently', { ...calm, otherPlaying: true })).toBe(false);
    expect(shouldAutoplay('gently', { ...calm, pipShowing: true })).toBe(false);
  });
  it('fully forced: whenever the tab is visible', () => {
    expect(shouldAutoplay('forced', { tabVisible: true, otherPlaying: true, pipShowing: true })).toBe(true);
    expect(shouldAutoplay('forced', { ...calm, tabVisible: false })).toBe(false);
  });
});

describe('autoplayModeOf', () => {
  it('reads the embed code’s autoplay parameter', () => {
    expect(autoplayModeOf('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1')).toBe('forced');
    expect(autoplayModeOf('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0')).toBe('none');
    expect(autoplayModeOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('gently');
    expect(autoplayModeOf('nem cím')).toBe('gently');
  });
  it('adds autoplay=1 only when asked', () => {
    expect(withAutoplay('https://x.test/embed/a', true)).toBe('https://x.test/embed/a?autoplay=1');
    expect(withAutoplay('https://x.test/embed/a?start=5', true)).toBe('https://x.test/embed/a?start=5&autoplay=1');
    expect(withAutoplay('https://x.test/embed/a', false)).toBe('https://x.test/embed/a');
  });
});

describe('facades', () => {
  it('name the provider', () => {
    expect(facadeButtonText('youtube')).toMatch(/YouTube/);
    expect(facadeButtonText('facebook')).toMatch(/Facebook/);
    expect(facadeNotice('spotify')).toMatch(/Spotify.*gomb megnyomása után/);
    // The provider takes its own article (domain/definiteArticle.ts), never the form-letter 'a(z)'.
    expect(facadeNotice('youtube')).toBe(
      'A tartalmat a YouTube szolgáltatja; csak a gomb megnyomása után töltődik be, és akkor a YouTube sütiket helyezhet el.',
    );
    expect(facadeNotice('facebook')).not.toContain('a(z)');
    expect(isEmbedKind('map')).toBe(true);
    expect(isEmbedKind('vimeo')).toBe(false);
  });
  it('load the Facebook box in the Hungarian locale', () => {
    const src = new URL(facebookPagePluginSrc('https://www.facebook.com/hirter'));
    expect(src.host).toBe('www.facebook.com');
    expect(src.searchParams.get('locale')).toBe('hu_HU');
    expect(src.searchParams.get('href')).toBe('https://www.facebook.com/hirter');
  });
});
