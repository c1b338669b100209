import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { RankingTable, StandingsTables } from './FootballTables';
import { standingGroups } from '../../domain/football/standings';
import { rankingRows } from '../../domain/football/rankings';
import { EURO_STANDINGS, NBI_STANDINGS, TOP_RED, TOP_SCORERS } from '../../testing/footballFixture';
import { pinnedCell } from '../ScrollTable/ScrollTable';

const cells = (html: string) => [...html.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
/** The texts of the cells kept in view while the table scrolls sideways. */
const pinned = (html: string) => [...html.matchAll(new RegExp(`<th[^>]*class="${pinnedCell}"[^>]*>(.*?)</th>`, 'g'))].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
const captions = (html: string) => [...html.matchAll(/<caption[^>]*>(.*?)<\/caption>/g)].map((m) => m[1]);

describe('StandingsTables', () => {
  it('a league: one table of rank, team, M GY D V LG KG GK P, the caption for screen readers', () => {
    const html = renderToStaticMarkup(<StandingsTables groups={standingGroups(NBI_STANDINGS)} caption="Tabella – NB I 2025/26" />);
    expect(captions(html)).toEqual(['Tabella – NB I 2025/26']);
    expect(html).toContain('class="visually-hidden"');
    expect(cells(html).slice(0, 10)).toEqual(['#', 'Csapat', 'M', 'GY', 'D', 'V', 'LG', 'KG', 'GK', 'P']);
    expect(cells(html).slice(10, 20)).toEqual(['1.', 'Ferencváros', '7', '5', '1', '1', '15', '7', '+8', '16']);
    expect(html).toContain('<abbr title="Gólkülönbség">GK</abbr>');
    // The team's column stays in view while the figures scroll under it.
    expect(pinned(html).slice(0, 3)).toEqual(['Csapat', 'Ferencváros', 'Puskás Akadémia']);
  });

  it('a tournament: one table per group, each named by its group', () => {
    const html = renderToStaticMarkup(<StandingsTables groups={standingGroups(EURO_STANDINGS)} caption="Csoportok" />);
    expect(captions(html)).toEqual(['A csoport', 'B csoport', 'C csoport', 'D csoport', 'E csoport', 'F csoport']);
    expect(html.match(/<table/g)).toHaveLength(6);
  });

  it.each([[null], [[]]])('%j: Még nincs adat.', (groups) => {
    const html = renderToStaticMarkup(<StandingsTables groups={groups} caption="x" />);
    expect(html).toContain('Még nincs adat.');
    expect(html).not.toContain('<table');
  });
});

describe('RankingTable', () => {
  it('goals: ties share a blank rank', () => {
    const html = renderToStaticMarkup(<RankingTable kind="goals" rows={rankingRows(TOP_SCORERS, 'goals')} caption="Góllövőlista" />);
    expect(cells(html).slice(0, 4)).toEqual(['#', 'Játékos', 'Csapat', 'Gól']);
    const rows = cells(html).slice(4);
    expect([0, 4, 8, 12].map((i) => [rows[i], rows[i + 1], rows[i + 3]])).toEqual([
      ['1.', 'Varga Barnabás', '7'],
      ['2.', 'Böde Dániel', '5'],
      ['', 'Dzsudzsák Balázs', '5'],
      ['4.', 'Nagy Zsolt', '2'],
    ]);
    expect(html).not.toContain('Kapus Kapus');
    expect(pinned(html).slice(0, 2)).toEqual(['Játékos', 'Varga Barnabás']);
  });

  it('red cards: red, second yellow and sendings-off', () => {
    const html = renderToStaticMarkup(<RankingTable kind="red" rows={rankingRows(TOP_RED, 'red')} caption="Piros lapok" />);
    expect(cells(html).slice(0, 6)).toEqual(['#', 'Játékos', 'Csapat', 'Piros lap', 'Második sárga', 'Kiállítás']);
    expect(cells(html).slice(6, 12)).toEqual(['1.', 'Windecker József', 'Paks', '0', '1', '1']);
    expect(cells(html).slice(12)).toEqual(['', 'Szabó János', 'Paks', '1', '0', '1']);
  });

  it('an empty list: Még nincs adat.', () => {
    expect(renderToStaticMarkup(<RankingTable kind="yellow" rows={[]} caption="x" />)).toContain('Még nincs adat.');
  });
});
