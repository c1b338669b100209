import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Formula1 } from './Formula1';
import { loadFormula1 } from '../../pages/formula1/loadFormula1';
import { parseF1Query } from '../../domain/formula1/query';
import { emptyView } from '../../domain/formula1/view';
import { fakeFormula1Source } from '../../testing/formula1Source';

const NOW = Date.parse('2026-07-26T14:00:00Z') / 1000;
const viewOf = (search: string, src = fakeFormula1Source()) =>
  loadFormula1(src, parseF1Query(search), { basePath: '/sport/forma-1', nowUnix: NOW, log: () => {} });
const html = async (search: string, heading: 'h1' | 'h2' = 'h1') => renderToStaticMarkup(<Formula1 view={await viewOf(search)} heading={heading} />);
const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('Formula1', () => {
  it('has the five tabs as links, in the spec’s order, the current one marked', async () => {
    const out = await html('oldal=csapatok');
    const tabs = [...out.matchAll(/<a href="([^"]*)"( aria-current="page")? data-f1-tab="[a-z]+">([^<]+)<\/a>/g)].map((m) => [
      m[1]!.replace(/&amp;/g, '&'),
      m[3],
      Boolean(m[2]),
    ]);
    expect(tabs).toEqual([
      ['/sport/forma-1', 'Versenynaptár', false],
      ['/sport/forma-1?oldal=versenyzok', 'Versenyzők', false],
      ['/sport/forma-1?oldal=csapatok', 'Csapatok', true],
      ['/sport/forma-1?oldal=pontverseny', 'Pontverseny', false],
      ['/sport/forma-1?oldal=konstruktor', 'Konstruktőrök', false],
    ]);
  });

  it('always has the season dropdown as a GET form with a button, and the seasons as links', async () => {
    for (const search of ['', 'oldal=pontverseny', 'oldal=konstruktor&szezon=2025']) {
      const out = await html(search);
      expect(out).toMatch(/<form[^>]*data-auto-submit="true" action="\/sport\/forma-1" method="get">/);
      expect(out).toContain('name="szezon"');
      expect(out).toContain('<button type="submit">Mutasd</button>');
    }
    const past = await html('oldal=konstruktor&szezon=2025');
    expect(past).toContain('<input type="hidden" name="oldal" value="konstruktor"/>');
    expect(past).toMatch(/<option value="2025" selected="">/);
    expect(hrefs(past)).toContain('/sport/forma-1?oldal=konstruktor');
  });

  it('calendar: circuit, sessions as links with the starting grids, heading in Budapest time, live tag, laps, note, the result in an island', async () => {
    const out = await html('');
    expect(out).toContain('name="verseny"');
    expect(out).toContain('data-f1-side="competitions"');
    expect(text(out)).toContain('Magyar Nagydíj 2026. július 26.');
    expect(out).toContain('Hungaroring');
    expect(text(out)).toContain('Helyszín Mogyoród, Magyarország');
    expect(text(out)).toContain('Tulajdonos –');
    const links = hrefs(out);
    expect(links).toEqual(
      expect.arrayContaining([
        '/sport/forma-1?verseny=2&futam=21',
        '/sport/forma-1?verseny=2&futam=22',
        '/sport/forma-1?verseny=2&futam=-22',
        '/sport/forma-1?verseny=2&futam=-24',
        '/sport/forma-1?verseny=1',
      ]),
    );
    expect(links).not.toContain('/sport/forma-1?verseny=2&futam=-23');
    expect(text(out)).toContain('Verseny, 2026. július 26. 15:00');
    expect(out).toContain('data-island="F1LiveResult"');
    expect(out).toContain('ÉLŐ');
    expect(text(out)).toContain('Kör: 31/70');
    expect(out).toContain('Az élő adatok tájékoztató jellegűek, és nem feltétlenül valós idejűek.');
    expect(out).toContain('data-f1-table="result"');
  });

  it('a completed session and a starting grid are static, without live tag or note', async () => {
    for (const search of ['verseny=1', 'verseny=2&futam=-24']) {
      const out = await html(search);
      expect(out).not.toContain('data-island');
      expect(out).not.toContain('ÉLŐ');
      expect(out).not.toContain('nem feltétlenül valós idejűek');
    }
    expect(text(await html('verseny=2&futam=-24'))).toContain('Verseny – Rajtrács');
  });

  it('team panel: every field, a dash for the missing president', async () => {
    const out = text(await html('oldal=csapatok'));
    for (const fact of [
      'Székhely Woking, Egyesült Királyság',
      'Első szezon 1966',
      'Világbajnoki címek 9',
      'Legjobb helyezés 1. (189×)',
      'Pole pozíciók 164',
      'Leggyorsabb körök 172',
      'Elnök –',
      'Csapatfőnök Andrea Stella',
      'Technikai igazgató Rob Marshall',
      'Autó MCL40',
      'Motor Mercedes',
      'Gumiszállító Pirelli',
    ])
      expect(out).toContain(fact);
    expect(out).toContain('Csapat');
  });

  it('driver panel: every field, the Hungarian birthdate and the season/team history table', async () => {
    const raw = await html('oldal=versenyzok');
    const out = text(raw);
    for (const fact of [
      'Rajtszám 4',
      'Rövidítés NOR',
      'Nemzetiség brit',
      'Születési idő 1999. november 13.',
      'Születési hely Bristol',
      'Nagydíjak 150',
      'Dobogók 40',
      'Legjobb rajtpozíció 1.',
      'Pontok a pályafutása során 2 640',
    ])
      expect(out).toContain(fact);
    expect(raw).toContain('data-f1-table="history"');
    expect(out).toContain('2019 McLaren');
    expect(raw).toContain('<img src="/media/formula-1/teams/4.svg" alt="" width="24" height="24"');
    expect(out).not.toContain('2640.0');
    expect(raw).toContain('data-f1-side="drivers"');
  });

  it('a driver the service does not know: the empty message', async () => {
    expect(await html('oldal=versenyzok&versenyzo=101')).toContain('Nincs még elérhető információ.');
  });

  it('standings tabs have no side list and no second dropdown', async () => {
    for (const search of ['oldal=pontverseny', 'oldal=konstruktor']) {
      const out = await html(search);
      expect(out).not.toContain('data-f1-side');
      expect(out).not.toMatch(/name="(verseny|csapat|versenyzo)"/);
    }
    expect(await html('oldal=pontverseny')).toContain('data-f1-table="drivers"');
    expect(await html('oldal=konstruktor')).toContain('data-f1-table="constructors"');
  });

  it('an empty view (the service failed) draws the frame and the empty message', () => {
    const out = renderToStaticMarkup(<Formula1 view={emptyView('/sport/forma-1', 'versenynaptar')} />);
    expect(out).toContain('Versenynaptár');
    expect(out).toContain('Nincs még elérhető információ.');
    expect(out).toMatch(/^<section[^>]*><h2/);
    expect(out).not.toContain('<form');
  });
});
