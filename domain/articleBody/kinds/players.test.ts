// The two player kinds (youtube.ts, spotify.ts) on the newsroom's markup, through what a body goes through: the
// placeholders byte for byte, what is left alone. These were the sanitiser's tests until the kinds took the players.
import { describe, expect, it } from 'vitest';
import { drawPlaceholders } from '../embedKinds';
import { renderPostBody } from '../postBody';
import { youtubeKind } from './youtube';
import { spotifyKind } from './spotify';

const YT = 'aB3_dE-9xYz';
const SP = '1A2b3C4d5E6f7G8h9I0jKl';

/** A body the way the CMS (and content/seed/body.ts) writes one. */
const CMS_BODY = [
  '<p>A fővárosi közgyűlés szerdán elfogadta a költségvetést.</p>',
  '<figure class="image"><img src="/media/article-007.png" width="400" height="225" alt="Tüntetők a Kossuth téren"><figcaption>Fotó: Nagy Eszter</figcaption></figure>',
  '<h2>Mi jön most?</h2>',
  `<figure class="embed youtube"><iframe src="https://www.youtube.com/embed/${YT}?start=42" title="YouTube videó" allowfullscreen></iframe></figure>`,
  '<blockquote><p>Idézet egy nyilatkozatból.</p></blockquote>',
].join('\n');

function tags(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0]);
}

describe('the player kinds', () => {
  it('turns a YouTube iframe (and its figure) into a lazy placeholder with a readable link', () => {
    const out = renderPostBody(
      `<figure class="embed youtube"><iframe src="https://www.youtube.com/embed/${YT}?start=42" title="YouTube videó" allowfullscreen></iframe></figure>`,
    );
    expect(out).toBe(
      `<figure class="embed embed--youtube" data-embed="youtube" data-src="https://www.youtube-nocookie.com/embed/${YT}?start=42" data-autoplay="gently" data-title="YouTube videó" style="aspect-ratio:16/9">` +
        `<a class="embed__link" href="https://www.youtube.com/watch?v=${YT}&amp;t=42s" rel="noopener noreferrer">A videó megnézése a YouTube-on</a></figure>`,
    );
    expect(tags(out, 'iframe')).toHaveLength(0);
  });

  it('turns a paragraph holding only a watch link into an embed that keeps the link and its text', () => {
    const out = renderPostBody(`<p><a href="https://www.youtube.com/watch?v=${YT}&amp;t=1m30s">Videó a helyszínről</a></p>`);
    expect(out).toBe(
      `<figure class="embed embed--youtube" data-embed="youtube" data-src="https://www.youtube-nocookie.com/embed/${YT}?start=90" data-autoplay="gently" data-title="YouTube-videó" style="aspect-ratio:16/9">` +
        `<a class="embed__link" href="https://www.youtube.com/watch?v=${YT}&amp;t=1m30s" rel="noopener noreferrer">Videó a helyszínről</a></figure>`,
    );
  });

  it('makes a shorts link a portrait embed', () => {
    const out = renderPostBody(`<p><a href="https://www.youtube.com/shorts/${YT}">Rövid videó</a></p>`);
    expect(out).toContain('class="embed embed--youtube embed--portrait"');
    expect(out).toContain('style="aspect-ratio:9/16"');
    expect(out).toContain(`data-src="https://www.youtube-nocookie.com/embed/${YT}"`);
  });

  it('embeds youtu.be links and bare URLs alone in a paragraph', () => {
    expect(renderPostBody(`<p><a href="https://youtu.be/${YT}?t=30">Nézze meg a videót</a></p>`)).toContain(
      `data-src="https://www.youtube-nocookie.com/embed/${YT}?start=30"`,
    );
    const bare = renderPostBody(`<p>https://youtu.be/${YT}</p>`);
    expect(bare).toContain('data-embed="youtube"');
    expect(bare).toContain(`<a class="embed__link" href="https://youtu.be/${YT}" rel="noopener noreferrer">https://youtu.be/${YT}</a>`);
  });

  it('leaves a YouTube link inside running text alone', () => {
    const html = `<p>Lásd <a href="https://www.youtube.com/watch?v=${YT}" rel="noopener noreferrer">ezt a videót</a> is.</p>`;
    expect(renderPostBody(html)).toBe(html);
  });

  it('turns a Spotify iframe into a placeholder with its reserved height', () => {
    const out = renderPostBody(`<figure class="embed spotify"><iframe src="https://open.spotify.com/embed/episode/${SP}" title="Spotify"></iframe></figure>`);
    expect(out).toBe(
      `<figure class="embed embed--spotify" data-embed="spotify" data-src="https://open.spotify.com/embed/episode/${SP}" data-height="233" data-title="Spotify" style="min-height:233px">` +
        `<a class="embed__link" href="https://open.spotify.com/episode/${SP}" rel="noopener noreferrer">Meghallgatás a Spotify-on</a></figure>`,
    );
  });

  it('turns a paragraph holding only a Spotify link into an embed', () => {
    const out = renderPostBody(`<p><a href="https://open.spotify.com/playlist/${SP}">Hallgassa meg a Spotify-on</a></p>`);
    expect(out).toContain(`data-src="https://open.spotify.com/embed/playlist/${SP}" data-height="155"`);
    expect(out).toContain('style="min-height:155px"');
    expect(out).toContain('>Hallgassa meg a Spotify-on</a></figure>');
  });

  it('keeps the caption of the original figure', () => {
    const out = renderPostBody(
      `<figure class="embed"><iframe src="https://www.youtube.com/embed/${YT}"></iframe><figcaption>Forrás: MTI</figcaption></figure>`,
    );
    expect(out).toMatch(/<\/a><figcaption>Forrás: MTI<\/figcaption><\/figure>$/);
  });

  it('takes an iframe out of the paragraph it sits in', () => {
    const out = renderPostBody(`<p>Előtte <iframe src="https://www.youtube.com/embed/${YT}"></iframe> utána</p>`);
    expect(out).toMatch(/^<p>Előtte<\/p><figure class="embed embed--youtube"[^>]*>.*<\/figure><p>utána<\/p>$/);
  });

  it('turns the whole CMS body into page-ready HTML', () => {
    const out = renderPostBody(CMS_BODY);
    expect(tags(out, 'iframe')).toHaveLength(0);
    expect(tags(out, 'figure').filter((f) => f.includes('data-embed="youtube"'))).toHaveLength(1);
    expect(tags(out, 'img')[0]).toContain('loading="lazy"');
    expect(out).toContain('<h2>Mi jön most?</h2>');
  });

  it('never carries event handlers into the link of an embed', () => {
    const out = drawPlaceholders(`<p><a href="https://youtu.be/${YT}" onclick="alert(1)" rel="noopener noreferrer">v</a></p>`);
    expect(out).not.toContain('onclick');
  });

  it('leaves a link-only paragraph to another host alone', () => {
    const html = `<p><a href="https://vimeo.com/123" rel="noopener noreferrer">Vimeo</a></p>`;
    expect(renderPostBody(html)).toBe(html);
  });

  it('keep a player address that is no single video or show as a lazy iframe', () => {
    const list = '<iframe src="https://www.youtube.com/embed/videoseries?list=PL0123456789" loading="lazy"></iframe>';
    expect(renderPostBody('<iframe src="https://www.youtube.com/embed/videoseries?list=PL0123456789"></iframe>')).toBe(list);
    expect(youtubeKind.keepsIframe?.('https://www.youtube.com/embed/videoseries?list=PL0123456789')).toBe(true);
    expect(spotifyKind.keepsIframe?.('https://open.spotify.com/embed/show/1A2b3C4d5E6f7G8h9I0jKl')).toBe(true);
    expect(youtubeKind.find(list)).toEqual([]);
  });

  it('keep no other page of their hosts', () => {
    expect(youtubeKind.keepsIframe?.('https://www.youtube.com/logout')).toBe(false);
    expect(spotifyKind.keepsIframe?.('https://open.spotify.com/user/x')).toBe(false);
    expect(renderPostBody('<iframe src="https://open.spotify.com/user/x"></iframe>')).toBe('');
  });

  it('find a player once, in document order with the other kind', () => {
    const html = renderPostBody(
      `<p><a href="https://open.spotify.com/track/${SP}">Dal</a></p><p>x</p><iframe src="https://www.youtube.com/embed/${YT}"></iframe>`,
    );
    expect(tags(html, 'figure').map((f) => /data-embed="(\w+)"/.exec(f)?.[1])).toEqual(['spotify', 'youtube']);
  });
});
