import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MatchScore } from './MatchScore';
import { scoreBoxOf } from '../../domain/football/score';
import { FTC, LIVE_MATCH, NBI_FIXTURES, PAKS, fixtureOf } from '../../testing/footballFixture';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('MatchScore', () => {
  it('a live match: both teams with logos, the score, the minute, the scorers, the status class', () => {
    const html = renderToStaticMarkup(<MatchScore box={scoreBoxOf(LIVE_MATCH)} />);
    expect(html).toContain('data-state="live"');
    expect(text(html)).toBe("Ferencváros 2–1 67' Paks Varga Barnabás 12' Lenzsér Bence (öngól) 58' Böde Dániel (büntetőből) 45+2'");
    expect(html.match(/<img [^>]*alt=""/g)).toHaveLength(2);
    expect(html).not.toContain('<a ');
  });

  it('a row of a list links to its match view', () => {
    const html = renderToStaticMarkup(<MatchScore box={scoreBoxOf(NBI_FIXTURES[0]!)} href="/sport/foci?meccs=8101" />);
    expect(html).toMatch(/^<a [^>]*href="\/sport\/foci\?meccs=8101"/);
    expect(text(html)).toBe('Debrecen 1–1 Vége ETO FC');
    expect(html).toContain('data-state="finished"');
  });

  it('before the kick-off: its time on the Budapest clock in place of the score', () => {
    const html = renderToStaticMarkup(<MatchScore box={scoreBoxOf(NBI_FIXTURES[4]!)} />);
    expect(html).toContain('<time');
    expect(html).toContain('dateTime="2025-09-13T17:00:00+00:00"');
    expect(text(html)).toBe('ETO FC 19:00 Puskás Akadémia');
    expect(html).toContain('data-state="scheduled"');
  });

  it('a shoot-out in brackets; a postponed match says so; scorers can be left out', () => {
    const pen = fixtureOf({ id: 5, date: '2024-06-30T19:00:00+00:00', home: FTC, away: PAKS, status: 'PEN', goals: [1, 1], penalty: [4, 3] });
    expect(text(renderToStaticMarkup(<MatchScore box={scoreBoxOf(pen)} size="header" />))).toBe('Ferencváros 1–1 (4–3) Vége, büntetők után Paks');
    const pst = fixtureOf({ id: 6, date: '2025-09-20T15:00:00+00:00', home: FTC, away: PAKS, status: 'PST', goals: [null, null] });
    const html = renderToStaticMarkup(<MatchScore box={scoreBoxOf(pst)} />);
    expect(text(html)).toBe('Ferencváros 17:00 Elhalasztva Paks');
    expect(html).toContain('data-state="off"');
    expect(renderToStaticMarkup(<MatchScore box={scoreBoxOf(LIVE_MATCH)} scorers={false} />)).not.toContain('Varga');
  });

  it('a team without a logo keeps its place', () => {
    const box = { ...scoreBoxOf(LIVE_MATCH), home: { name: 'Ismeretlen', logo: null } };
    const html = renderToStaticMarkup(<MatchScore box={box} />);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('aria-hidden="true"');
  });
});
