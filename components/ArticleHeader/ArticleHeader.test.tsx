import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ArticleHeader } from './ArticleHeader';
import { articleFixture } from '../../testing/articleFixture';
import type { SiteSlug } from '../../domain/types';

// 21:30 UTC on 14 July 2025: 23:30 in Budapest, already 00:30 on the 15th in Bucharest. Updated an hour
// later; the page rendered at 23:45 UTC.
const pubDate = Date.UTC(2025, 6, 14, 21, 30) / 1000;
const updatedAt = pubDate + 60 * 60;
const now = Date.UTC(2025, 6, 14, 23, 45) / 1000;
const article = articleFixture({ id: 1, pubDate, updatedAt, mainSuperTag: { id: 7, slug: 'romania', name: 'Románia', active: true, siteSlug: 'ro' } });

/** Each <time> of the header's date line: [datetime, title or '', text]. */
function times(site: SiteSlug, a = article, at = now): string[][] {
  const html = renderToString(<ArticleHeader article={a} site={site} now={at} />);
  return [...html.matchAll(/<time([^>]*)>([^<]*)<\/time>/g)].map(([, attrs, text]) => [
    /dateTime="([^"]*)"/i.exec(attrs!)![1]!,
    /title="([^"]*)"/.exec(attrs!)?.[1] ?? '',
    text!,
  ]);
}

describe('ArticleHeader dates', () => {
  it('are on the Bucharest clock on the Romanian edition, an hour ahead of Budapest', () => {
    expect(times('ro')).toEqual([
      ['2025-07-15T00:30:00+03:00', '2025. július 15.', 'ma 00:30'],
      ['2025-07-15T01:30:00+03:00', '', 'ma 01:30'],
    ]);
  });

  it('are on the Budapest clock on the main site', () => {
    expect(times('main')).toEqual([
      ['2025-07-14T23:30:00+02:00', '2025. július 14.', 'július 14. 23:30'],
      ['2025-07-15T00:30:00+02:00', '', 'ma 00:30'],
    ]);
  });

  describe('across the start of summer time', () => {
    // The night summer time starts, Sunday 29 March 2026: both zones move their clocks at 01:00 UTC. 00:30 UTC
    // is 01:30 in Budapest (+01:00) and 02:30 in Bucharest (+02:00); 21:30 UTC that evening is 23:30 in
    // Budapest (+02:00), the same day, but 00:30 on the 30th in Bucharest (+03:00). A clock that kept the
    // earlier offset, or the wrong zone, shows another day or hour.
    // Updated an hour later, after the change: 03:30 in Budapest (+02:00), 04:30 in Bucharest (+03:00).
    const pub = Date.UTC(2026, 2, 29, 0, 30) / 1000;
    const dst = articleFixture({ id: 2, pubDate: pub, updatedAt: pub + 3600 });
    const evening = Date.UTC(2026, 2, 29, 21, 30) / 1000;

    it('on the Romanian edition: the winter and the summer Bucharest offsets, and the day already over', () => {
      expect(times('ro', dst, evening)).toEqual([
        ['2026-03-29T02:30:00+02:00', '2026. március 29.', 'március 29. 02:30'],
        ['2026-03-29T04:30:00+03:00', '', 'március 29. 04:30'],
      ]);
    });

    it('on the main site: the winter and the summer Budapest offsets, still today', () => {
      expect(times('main', dst, evening)).toEqual([
        ['2026-03-29T01:30:00+01:00', '2026. március 29.', 'ma 01:30'],
        ['2026-03-29T03:30:00+02:00', '', 'ma 03:30'],
      ]);
    });
  });
});
