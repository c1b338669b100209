import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ConstructorsTable, DriverStandingsTable, ResultTable } from './F1Tables';
import { F1_DRIVERS, F1_RESULT, F1_TEAMS } from '../../testing/formula1Fixture';

const cells = (html: string) => [...html.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

describe('ResultTable', () => {
  it('is a table of position, driver with picture, team and time or gap, a dash where missing', () => {
    const html = renderToStaticMarkup(<ResultTable rows={F1_RESULT} caption="Eredmény" />);
    expect(html).toContain('<table');
    expect(cells(html).slice(0, 8)).toEqual(['Hely', 'Versenyző', 'Csapat', 'Idő/hátrány', '1.', 'Max Verstappen', 'Red Bull Racing', '1:38:01.123']);
    expect(cells(html).slice(12)).toEqual(['–', 'Charles Leclerc', 'Ferrari', '–']);
    expect(html).toContain('src="/media/f1/verstappen.png"');
  });

  it.each([[null], [[]]])('says there is no information yet for %j', (rows) => {
    const html = renderToStaticMarkup(<ResultTable rows={rows} caption="x" />);
    expect(html).toContain('Nincs még elérhető információ.');
    expect(html).not.toContain('<table');
  });
});

describe('DriverStandingsTable', () => {
  it('shows points P, 0 for a driver without points', () => {
    const html = renderToStaticMarkup(<DriverStandingsTable rows={F1_DRIVERS} caption="Pontverseny" />);
    expect(cells(html).slice(0, 4)).toEqual(['Hely', 'Versenyző', 'Csapat', 'P']);
    expect(cells(html).slice(4, 8)).toEqual(['1.', 'Lando Norris', 'McLaren', '250']);
    expect(cells(html).slice(12)).toEqual(['–', 'Új Versenyző', '–', '0']);
  });

  it('is empty without rows', () => {
    expect(renderToStaticMarkup(<DriverStandingsTable rows={[]} caption="x" />)).toContain('Nincs még elérhető információ.');
  });
});

describe('ConstructorsTable', () => {
  it('shows position, team name and points', () => {
    const html = renderToStaticMarkup(<ConstructorsTable rows={F1_TEAMS} caption="Konstruktőrök" />);
    expect(cells(html)).toEqual(['Hely', 'Csapat', 'P', '1.', 'McLaren', '480', '2.', 'Red Bull Racing', '400', '3.', 'Ferrari', '–']);
  });

  it('is empty without rows', () => {
    expect(renderToStaticMarkup(<ConstructorsTable rows={[]} caption="x" />)).toContain('Nincs még elérhető információ.');
  });
});
