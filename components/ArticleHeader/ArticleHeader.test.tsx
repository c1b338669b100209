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
function times(site: SiteSlug): string[][] {
  const html = renderToString(<ArticleHeader article={article} site={site} now={now} />);
  return [...html.matchAll(/<time([^>]*)>([^<]*)<\/time>/g)].map(([, attrs, text]) => [/dateTime="([^"]*)"/i.exec(attrs!)![1]!, /title="([^"]*)"/.exec(attrs!)?.[1] ?? '', text!]);
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
});
