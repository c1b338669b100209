import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ArticleMatchBox } from './ArticleMatchBox';
import { FOOTBALL_NOW, LIVE_MATCH, NBI_FIXTURES } from '../../testing/footballFixture';

describe('ArticleMatchBox', () => {
  it('a live match: its competition, kick-off, the score box as the island polling the fixture, and the link to its page', () => {
    const html = renderToStaticMarkup(<ArticleMatchBox fixture={LIVE_MATCH} nowUnix={FOOTBALL_NOW} />);
    expect(html).toContain(`data-article-match="${LIVE_MATCH.fixture.id}"`);
    expect(html).toContain(`aria-label="Eredmény: ${LIVE_MATCH.teams.home.name} – ${LIVE_MATCH.teams.away.name}"`);
    expect(html).toContain(LIVE_MATCH.league.name);
    expect(html).toMatch(/<time dateTime="[^"]+">\d{4}\. [a-zá-ű]+ \d{1,2}\. \d{2}:\d{2}<\/time>/);
    expect(html).toContain('data-island="LiveScores"');
    expect(html).toContain(`&quot;poll&quot;:{&quot;kind&quot;:&quot;fixture&quot;,&quot;id&quot;:${LIVE_MATCH.fixture.id}}`);
    expect(html).toContain(`<a href="/sport/foci?meccs=${LIVE_MATCH.fixture.id}">A mérkőzés adatai</a>`);
  });

  it('a finished match is plain HTML: no island', () => {
    const html = renderToStaticMarkup(<ArticleMatchBox fixture={NBI_FIXTURES[0]!} nowUnix={FOOTBALL_NOW} />);
    expect(html).not.toContain('data-island');
    expect(html).toContain('data-match-score=');
  });
});
