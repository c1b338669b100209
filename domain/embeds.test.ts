import { describe, expect, it } from 'vitest';
import { isSafeUrl, parseStartTime, spotifyEmbed, youtubeEmbed, youtubeWatchUrl } from './embeds';

const ID = 'dQw4w9WgXcQ';
const NC = 'https://www.youtube-nocookie.com/embed/';

describe('youtubeEmbed', () => {
  it('reads the id of a watch link', () => {
    expect(youtubeEmbed(`https://www.youtube.com/watch?v=${ID}`)).toEqual({ id: ID, start: null, portrait: false, src: NC + ID });
    expect(youtubeEmbed(`https://m.youtube.com/watch?feature=share&v=${ID}`)?.id).toBe(ID);
    expect(youtubeEmbed(`http://youtube.com/watch?v=${ID}`)?.id).toBe(ID);
  });

  it('reads embed, short and shorts links', () => {
    expect(youtubeEmbed(`https://www.youtube.com/embed/${ID}?start=5`)).toEqual({ id: ID, start: 5, portrait: false, src: `${NC}${ID}?start=5` });
    expect(youtubeEmbed(`https://www.youtube-nocookie.com/embed/${ID}`)?.id).toBe(ID);
    expect(youtubeEmbed(`//www.youtube.com/embed/${ID}`)?.id).toBe(ID);
    expect(youtubeEmbed(`https://youtu.be/${ID}`)).toEqual({ id: ID, start: null, portrait: false, src: NC + ID });
    expect(youtubeEmbed(`https://www.youtube.com/live/${ID}`)?.id).toBe(ID);
  });

  it('makes shorts portrait', () => {
    expect(youtubeEmbed(`https://www.youtube.com/shorts/${ID}`)).toEqual({ id: ID, start: null, portrait: true, src: NC + ID });
    expect(youtubeEmbed(`https://youtu.be/${ID}`)?.portrait).toBe(false);
  });

  it('turns t or start into a start time in seconds', () => {
    expect(youtubeEmbed(`https://www.youtube.com/watch?v=${ID}&t=90`)?.start).toBe(90);
    expect(youtubeEmbed(`https://www.youtube.com/watch?v=${ID}&t=90s`)?.start).toBe(90);
    expect(youtubeEmbed(`https://youtu.be/${ID}?t=1m30s`)).toMatchObject({ start: 90, src: `${NC}${ID}?start=90` });
    expect(youtubeEmbed(`https://youtu.be/${ID}?si=abc&t=1h2m3s`)?.start).toBe(3723);
    expect(youtubeEmbed(`https://www.youtube.com/watch?v=${ID}#t=2m`)?.start).toBe(120);
  });

  it('starts from the beginning when t is 0 or unreadable', () => {
    expect(youtubeEmbed(`https://youtu.be/${ID}?t=0`)).toMatchObject({ start: null, src: NC + ID });
    expect(youtubeEmbed(`https://youtu.be/${ID}?t=abc`)).toMatchObject({ start: null, src: NC + ID });
  });

  it('refuses other hosts and look-alikes', () => {
    expect(youtubeEmbed(`https://vimeo.com/${ID}`)).toBeNull();
    expect(youtubeEmbed(`https://www.youtube.com.evil.example/watch?v=${ID}`)).toBeNull();
    expect(youtubeEmbed(`https://notyoutube.com/watch?v=${ID}`)).toBeNull();
    expect(youtubeEmbed(`https://www.youtube.com@evil.example/watch?v=${ID}`)).toBeNull();
    expect(youtubeEmbed(`javascript:alert(1)//www.youtube.com/watch?v=${ID}`)).toBeNull();
    expect(youtubeEmbed('not a url')).toBeNull();
  });

  it('refuses malformed ids', () => {
    expect(youtubeEmbed('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youtubeEmbed(`https://www.youtube.com/watch?v=${ID}x`)).toBeNull();
    expect(youtubeEmbed('https://www.youtube.com/embed/abc"onload=x')).toBeNull();
    expect(youtubeEmbed('https://youtu.be/abc<def>ghi')).toBeNull();
    expect(youtubeEmbed('https://www.youtube.com/watch')).toBeNull();
    expect(youtubeEmbed(`https://www.youtube.com/channel/${ID}`)).toBeNull();
  });

  it('gives a readable link back for readers without the player', () => {
    expect(youtubeWatchUrl({ id: ID, start: 90, portrait: false })).toBe(`https://www.youtube.com/watch?v=${ID}&t=90s`);
    expect(youtubeWatchUrl({ id: ID, start: null, portrait: true })).toBe(`https://www.youtube.com/shorts/${ID}`);
  });
});

describe('youtubeEmbed: every link form of reader-site.md §5 (watch, embed, short, shorts; t becomes the start)', () => {
  it.each([
    ['watch', `https://www.youtube.com/watch?v=${ID}`, { id: ID, start: null, portrait: false }],
    ['watch, v not first', `https://www.youtube.com/watch?app=desktop&v=${ID}&list=PL1`, { id: ID, start: null, portrait: false }],
    ['watch, mobile host', `https://m.youtube.com/watch?v=${ID}`, { id: ID, start: null, portrait: false }],
    ['watch, music host', `https://music.youtube.com/watch?v=${ID}&feature=share`, { id: ID, start: null, portrait: false }],
    ['watch, t in seconds', `https://www.youtube.com/watch?v=${ID}&t=75`, { id: ID, start: 75, portrait: false }],
    ['watch, t with units', `https://www.youtube.com/watch?v=${ID}&t=1h1m5s`, { id: ID, start: 3665, portrait: false }],
    ['watch, #t fragment', `https://www.youtube.com/watch?v=${ID}#t=30`, { id: ID, start: 30, portrait: false }],
    ['watch, unreadable t, start given', `https://www.youtube.com/watch?v=${ID}&t=abc&start=40`, { id: ID, start: 40, portrait: false }],
    ['embed', `https://www.youtube.com/embed/${ID}`, { id: ID, start: null, portrait: false }],
    ['embed, start', `https://www.youtube.com/embed/${ID}?start=12&autoplay=1`, { id: ID, start: 12, portrait: false }],
    ['embed, nocookie host', `https://www.youtube-nocookie.com/embed/${ID}?start=3`, { id: ID, start: 3, portrait: false }],
    ['embed, scheme-relative', `//www.youtube.com/embed/${ID}`, { id: ID, start: null, portrait: false }],
    ['short link', `https://youtu.be/${ID}`, { id: ID, start: null, portrait: false }],
    ['short link, t and a share id', `https://youtu.be/${ID}?si=Xy12&t=2m`, { id: ID, start: 120, portrait: false }],
    ['shorts', `https://www.youtube.com/shorts/${ID}`, { id: ID, start: null, portrait: true }],
    ['shorts, share query', `https://youtube.com/shorts/${ID}?feature=share`, { id: ID, start: null, portrait: true }],
    ['live', `https://www.youtube.com/live/${ID}?t=9`, { id: ID, start: 9, portrait: false }],
  ])('%s', (_form, url, expected) => {
    expect(youtubeEmbed(url)).toEqual({ ...expected, src: `${NC}${ID}${expected.start === null ? '' : `?start=${expected.start}`}` });
  });
});

describe('parseStartTime', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1h2m3s', 3723],
    ['1h', 3600],
    ['', null],
    ['1x', null],
    ['-5', null],
  ])('%s → %s', (input, expected) => {
    expect(parseStartTime(input)).toBe(expected);
  });
});

describe('spotifyEmbed', () => {
  const SID = '4uLU6hMCjMI75M1A2tKUQC';

  it('embeds each allowed kind at the default height', () => {
    for (const kind of ['album', 'artist', 'playlist', 'track'] as const) {
      expect(spotifyEmbed(`https://open.spotify.com/${kind}/${SID}`)).toEqual({
        kind,
        id: SID,
        src: `https://open.spotify.com/embed/${kind}/${SID}`,
        height: 155,
      });
    }
  });

  it('gives an episode 233 px', () => {
    expect(spotifyEmbed(`https://open.spotify.com/episode/${SID}`)?.height).toBe(233);
  });

  it('gives the compact player 80 px and the After page 400 px', () => {
    expect(spotifyEmbed(`https://open.spotify.com/track/${SID}`, { compact: true })?.height).toBe(80);
    expect(spotifyEmbed(`https://open.spotify.com/episode/${SID}`, { compact: true })?.height).toBe(80);
    expect(spotifyEmbed(`https://open.spotify.com/playlist/${SID}`, { afterPage: true })?.height).toBe(400);
    expect(spotifyEmbed(`https://open.spotify.com/playlist/${SID}`, { afterPage: true, compact: true })?.height).toBe(400);
  });

  it('accepts /embed/ and /intl-xx/ forms and query strings', () => {
    const src = `https://open.spotify.com/embed/track/${SID}`;
    expect(spotifyEmbed(`https://open.spotify.com/embed/track/${SID}`)?.src).toBe(src);
    expect(spotifyEmbed(`https://open.spotify.com/intl-hu/track/${SID}?si=abc`)?.src).toBe(src);
    expect(spotifyEmbed(`https://open.spotify.com/intl-pt-BR/track/${SID}`)?.src).toBe(src);
    expect(spotifyEmbed(`https://open.spotify.com/embed/intl-de/track/${SID}`)?.src).toBe(src);
  });

  it('refuses other kinds, hosts and malformed ids', () => {
    expect(spotifyEmbed(`https://open.spotify.com/show/${SID}`)).toBeNull();
    expect(spotifyEmbed(`https://open.spotify.com/user/${SID}`)).toBeNull();
    expect(spotifyEmbed(`https://spotify.com/track/${SID}`)).toBeNull();
    expect(spotifyEmbed(`https://open.spotify.com.evil.example/track/${SID}`)).toBeNull();
    expect(spotifyEmbed('https://open.spotify.com/track/short')).toBeNull();
    expect(spotifyEmbed(`https://open.spotify.com/track/${SID}/extra`)).toBeNull();
    expect(spotifyEmbed(`https://open.spotify.com/embed/embed/track/${SID}`)).toBeNull();
    expect(spotifyEmbed(`spotify:track:${SID}`)).toBeNull();
  });
});

describe('isSafeUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\u0000\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u200bscript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    '&amp;#106;avascript:alert(1)',
    '%6Aavascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'blob:https://example.com/uuid',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('refuses %j', (href) => {
    expect(isSafeUrl(href)).toBe(false);
  });

  it.each([
    'https://telex.example/belfold/2025/03/15/cikk',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:szerkesztoseg@example.com',
    'tel:+3612345678',
    '/belfold/2025/03/15/cikk',
    'cikk/masik',
    './a:b',
    '//cdn.example.com/x.png',
    '#bekezdes-3',
    '?oldal=2',
    '/kereses?q=javascript:alert(1)',
    '',
  ])('accepts %j', (href) => {
    expect(isSafeUrl(href)).toBe(true);
  });
});
