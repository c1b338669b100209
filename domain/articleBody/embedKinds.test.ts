import { describe, expect, it } from 'vitest';
import { renderBody } from '../sanitize';
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
    ]);
  });

  it('keep the iframes of their own kind only', () => {
    expect(kindKeepsIframe('https://datawrapper.dwcdn.net/Ab1Cd/3/')).toBe(true);
    expect(kindKeepsIframe('https://example.com/Ab1Cd/3/')).toBe(false);
  });
});
