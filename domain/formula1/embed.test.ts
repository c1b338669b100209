import { describe, expect, it } from 'vitest';
import { formula1Embed } from './embed';
import { renderBody } from '../sanitize';

describe('formula1Embed', () => {
  it.each([
    ['<p><a href="/sport/forma-1">Forma–1</a></p>', ''],
    ['<p> <a href="/sport/forma-1?oldal=pontverseny&amp;szezon=2025">A pontverseny</a> </p>', '?oldal=pontverseny&szezon=2025'],
    ['<p class="x"><a href="https://hirter.hu/sport/forma-1?oldal=csapatok" target="_blank" rel="noopener noreferrer">x</a></p>', '?oldal=csapatok'],
    ['<p><a href="https://www.hirter.hu/sport/forma-1#top"><strong>F1</strong></a></p>', ''],
    ['<p><a href="https://hirter.ro/sport/forma-1?futam=-24">rajtrács</a></p>', '?futam=-24'],
  ])('%s → query %j', (html, query) => {
    const e = formula1Embed(`<p>Előtte.</p>${html}<p>Utána.</p>`);
    expect(e).toEqual({ before: '<p>Előtte.</p>', query, after: '<p>Utána.</p>' });
  });

  it.each([
    ['a link among words', '<p>Lásd a <a href="/sport/forma-1">Forma–1</a> oldalt.</p>'],
    ['another host', '<p><a href="https://example.com/sport/forma-1">x</a></p>'],
    ['another page', '<p><a href="/sport/forma-1/csapatok">x</a></p>'],
    ['a look-alike path', '<p><a href="/sport/forma-10">x</a></p>'],
    ['no link', '<p>/sport/forma-1</p>'],
  ])('no widget for %s', (_why, html) => {
    expect(formula1Embed(html)).toBeNull();
  });

  it('finds the marker in a body as the sanitiser leaves it', () => {
    const body = renderBody(`<p>A futam.</p><p><a href='/sport/forma-1?oldal=konstruktor' onclick="x()">Konstruktőrök</a></p>`);
    expect(formula1Embed(body)?.query).toBe('?oldal=konstruktor');
  });
});
