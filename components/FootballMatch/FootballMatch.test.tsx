import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { FootballMatch } from './FootballMatch';
import { FOOTBALL_NOW, FTC, LIVE_MATCH, PAKS, fixtureOf } from '../../testing/footballFixture';

const html = (f = LIVE_MATCH, Title: 'h2' | 'h3' = 'h2') =>
  renderToStaticMarkup(<FootballMatch match={f} backHref="/sport/foci?nap=2025-09-13" nowUnix={FOOTBALL_NOW} Title={Title} />);
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('FootballMatch', () => {
  it('has Vissza to the list, the live score, and the five sections in order', () => {
    const out = html();
    expect(out).toMatch(/<a href="\/sport\/foci\?nap=2025-09-13" data-back="true">Vissza<\/a>/);
    // The whole view is the live part; the fixture is not in its props (it comes with the first poll).
    expect(out).toMatch(/^<island-root data-island="LiveMatch"[^>]*><article /);
    expect(out).not.toContain('data-island="LiveScores"');
    expect(out.slice(0, out.indexOf('<article'))).not.toContain('Dibusz');
    expect([...out.matchAll(/<h2 [^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(['Összefoglaló', 'Statisztika', 'Keretek', 'Várható eredmény', 'Idővonal']);
  });

  it('summary: league, kick-off in Budapest time, venue, referee, goals and cards by team', () => {
    const t = text(html());
    expect(t).toContain('Kezdés 2025. szeptember 13. 16:30');
    expect(t).toContain('Helyszín Groupama Aréna, Budapest');
    expect(t).toContain('Játékvezető Kassai Viktor');
    expect(t).toContain("Varga Barnabás 12' Lenzsér Bence (öngól) 58' Böde Dániel (büntetőből) 45+2'");
    expect(t).toContain("Windecker József 61' (második sárga lap)");
  });

  it('statistics as a table: home, type in Hungarian, away', () => {
    const out = html();
    expect(out).toContain('data-football-table="statistics"');
    expect(text(out)).toContain('61% Labdabirtoklás 39%');
  });

  it('squads: starting XI, substitutes, the coach with photo; a team without players is left out', () => {
    const t = text(html());
    expect(t).toContain('Ferencváros (Felállás: 4-2-3-1)');
    expect(t).toContain("Kezdőcsapat 90 Dibusz Dénes kapus 19 Varga Barnabás Gól 12' csatár");
    expect(t).toContain("Cserék 9 Pesic Aleksandar Becserélve 46' csatár");
    expect(t).toContain('Vezetőedző: Robbie Keane');
    expect(html()).toContain('src="/media/football/coaches/10.png"');
  });

  it('predicted outcome: favourite, chances, goal strength, earlier meetings', () => {
    const t = text(html());
    expect(t).toContain('Esélyes: Ferencváros – Double chance : Ferencváros or draw');
    expect(t).toContain('Hazai győzelem (Ferencváros) 60%');
    expect(t).toContain('Döntetlen 25%');
    expect(t).toContain('Gólerő Ferencváros 70% Paks 30%');
    expect(t).toContain('2025. március 1. Paks – Ferencváros 0–3');
  });

  it('timeline: each event placed on the 105-minute track and listed in words', () => {
    const out = html();
    expect(out).toContain('data-timeline-width="105"');
    expect(out).toContain('left:11.4%');
    expect(text(out)).toContain("12' Gól – Varga Barnabás (gólpassz: Abu Fani) (Ferencváros)");
    expect(text(out)).toContain("30' Sárga lap – Szabó János (szabálytalanság) (Paks)");
    expect(text(out)).toContain("46' Csere – Pesic Aleksandar (Gruber Zoltán helyett) (Ferencváros)");
    expect(text(out)).toContain("63' Videóbíró (VAR) – gól érvénytelenítve (Ferencváros)");
  });

  it('a match not yet played: Még nincs adat. in every empty section, no island for a far kick-off', () => {
    const later = fixtureOf({ id: 9101, date: '2025-09-20T15:00:00+00:00', home: PAKS, away: FTC });
    const out = html(later, 'h3');
    expect(out.match(/Még nincs adat\./g)).toHaveLength(4);
    expect(out).not.toContain('data-island');
    expect(out).toContain('<h3 ');
    expect(text(out)).toContain('Gólok – Lapok –');
  });
});
