import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { LiveBlog } from './LiveBlog';
import { articleFixture } from '../../testing/articleFixture';
import type { SiteSlug } from '../../domain/types';

// A post at 05:10 UTC on 3 January 2026 (06:10 in Budapest, 07:10 in Bucharest), shown five hours later.
const pubDate = Date.UTC(2026, 0, 3, 5, 10) / 1000;
const post = { type: 'post' as const, document: articleFixture({ id: 9, slug: 'bejegyzes', pubDate }) };

function postTime(site: SiteSlug): string[] {
  const html = renderToString(<LiveBlog pinned={[]} items={[post]} site={site} now={pubDate + 5 * 3600} />);
  const m = /<time dateTime="([^"]+)" title="([^"]+)" data-relative="\d+">([^<]*)<\/time>/.exec(html)!;
  return m.slice(1);
}

describe('LiveBlog posts', () => {
  it('are timed on the Bucharest clock on the Romanian edition', () => {
    expect(postTime('ro')).toEqual(['2026-01-03T07:10:00+02:00', '2026. január 3.', 'ma 07:10']);
  });

  it('are timed on the Budapest clock on the main site', () => {
    expect(postTime('main')).toEqual(['2026-01-03T06:10:00+01:00', '2026. január 3.', 'ma 06:10']);
  });
});
