import { describe, expect, it } from 'vitest';
import { IFRAME_HOSTS, renderBody } from '../sanitize';
import { EMBED_KINDS, embedKind, kindKeepsIframe, parseArticleBody } from './embedKinds';

const QUIZ = '0123456789abcdef01234567';
const BODY = [
  '<p>Bevezető.</p>',
  '<p><a href="/sport/forma-1?oldal=pontverseny">A pontverseny</a></p>',
  `<p>[kviz:${QUIZ}]</p>`,
  '<p><a href="/podcast/g7-podcast/forint">Hallgassa meg</a></p>',
  '<iframe src="https://datawrapper.dwcdn.net/Ab1Cd/3/"></iframe>',
  `<p>[kvíz:${QUIZ}]</p>`,
  '<p><a href="/sport/forma-1">Másodszor</a></p>',
  '<p><a href="/podcast/g7-podcast/masik">Másik</a></p>',
  '<p><a href="https://www.youtube.com/watch?v=aB3_dE-9xYz">Videó</a></p>',
  '<figure><iframe src="https://open.spotify.com/embed/track/1A2b3C4d5E6f7G8h9I0jKl"></iframe></figure>',
].join('');

describe('the embed kinds', () => {
  it('each has a name of its own, looked up by it', () => {
    const names = EMBED_KINDS.map((k) => k.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(embedKind(n)?.name).toBe(n);
    expect(embedKind('nincs')).toBeUndefined();
  });

  it('parse a body with every kind in document order: the widget and the episode once, every quiz marker, the first with its id', () => {
    const embeds = parseArticleBody(renderBody(BODY)).flatMap((b) => (b.type === 'embed' ? [{ kind: b.kind, data: b.data }] : []));
    expect(embeds).toEqual([
      { kind: 'forma-1', data: { query: '?oldal=pontverseny' } },
      { kind: 'kviz', data: { quizId: QUIZ } },
      { kind: 'podcast', data: { podcast: 'g7-podcast', episode: 'forint' } },
      { kind: 'datawrapper', data: expect.objectContaining({ id: 'Ab1Cd' }) },
      { kind: 'kviz', data: { quizId: null } },
      { kind: 'youtube', data: expect.objectContaining({ player: expect.objectContaining({ id: 'aB3_dE-9xYz' }) }) },
      { kind: 'spotify', data: expect.objectContaining({ player: expect.objectContaining({ kind: 'track' }) }) },
    ]);
  });

  it('keep the iframes of their own kind only', () => {
    expect(kindKeepsIframe('https://datawrapper.dwcdn.net/Ab1Cd/3/')).toBe(true);
    expect(kindKeepsIframe('https://example.com/Ab1Cd/3/')).toBe(false);
    expect(kindKeepsIframe('https://www.youtube.com/embed/aB3_dE-9xYz')).toBe(true);
    expect(kindKeepsIframe('https://open.spotify.com/embed/track/1A2b3C4d5E6f7G8h9I0jKl')).toBe(true);
  });

  it('give the sanitiser every iframe host it allows, the players’ with them', () => {
    expect([...IFRAME_HOSTS].sort()).toEqual(['datawrapper.dwcdn.net', 'open.spotify.com', 'www.youtube-nocookie.com', 'www.youtube.com']);
  });
});
