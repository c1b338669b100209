// The Formula 1 widget (specialised-features.md §2) on /sport/forma-1 as HTML on the static origin (was
// e2e/formula1.spec.ts): the prerendered default state, every other state the origin gets from the render server;
// every tab and panel, a session, its starting grid, another Grand Prix and a team by their links, the dropdowns
// as GET forms with a button (what a reader without JavaScript submits). Layout, axe and the dropdowns with
// JavaScript are in e2e/formula1.spec.ts.
import { describe, expect, it } from 'vitest';
import { e2eEnv } from '../env';
import { ask, page, text } from './http';
import { labelled, nav, one, selectedValue, submitted } from './reader';

const PATH = '/sport/forma-1';
const TABS = ['Versenynaptár', 'Versenyzők', 'Csapatok', 'Pontverseny', 'Konstruktőrök'];
const at = (path: string) => page(e2eEnv().originUrl, path);
const tabs = (doc: Document) => nav(doc, 'Forma–1 nézetek');
const hrefOf = (el: Element) => el.getAttribute('href')!;
/** The state a tab's link leads to. */
const tab = async (doc: Document, label: string) => at(hrefOf(one(tabs(doc), 'a', label)));

describe('the Formula 1 widget', () => {
  it('the default state: the calendar with its circuit, sessions, the chosen session and its result', async () => {
    const doc = await at(PATH);
    expect(text(doc.querySelector('h1'))).toBe('Forma–1');
    expect([...tabs(doc).querySelectorAll('a')].map(text)).toEqual(TABS);
    expect(one(tabs(doc), 'a', 'Versenynaptár').getAttribute('aria-current')).toBe('page');
    const season = labelled(doc, 'Szezon');
    expect(season).not.toBeNull();
    expect(text(season!.closest('form')!.querySelector('button'))).toBe('Mutasd');
    expect(doc.querySelector('[data-f1-circuit]')).not.toBeNull();
    expect(nav(doc, 'Szakaszok').querySelector('a')).not.toBeNull();
    expect(text(doc.querySelector('[data-f1-heading] time'))).toMatch(/^\d{4}\. [a-zá-ű]+ \d{1,2}\. \d{2}:\d{2}$/);
    expect(doc.querySelector('[data-f1-result] table, [data-f1-empty]')).not.toBeNull();
  });

  it('every other tab and its panel, by its link', async () => {
    const doc = await at(PATH);
    expect(hrefOf(one(tabs(doc), 'a', 'Versenyzők'))).toMatch(/\?oldal=versenyzok$/);
    const drivers = await tab(doc, 'Versenyzők');
    expect(text(drivers.querySelector('[data-f1-panel=versenyzok]'))).toContain('Születési idő');
    const tables = [...drivers.querySelectorAll('table')].map((t) => t.getAttribute('aria-label') ?? text(t.querySelector('caption')));
    expect(tables).toContain('Szezonok és csapatok');

    expect(hrefOf(one(tabs(doc), 'a', 'Csapatok'))).toMatch(/\?oldal=csapatok$/);
    expect(text((await tab(doc, 'Csapatok')).querySelector('[data-f1-panel=csapatok]'))).toContain('Székhely');
    expect(text([...(await tab(doc, 'Pontverseny')).querySelectorAll('table[data-f1-table=drivers] thead th')].at(-1))).toBe('P');
    expect((await tab(doc, 'Konstruktőrök')).querySelector('table[data-f1-table=constructors]')).not.toBeNull();
  });

  it('a session, its starting grid and another Grand Prix are links', async () => {
    const doc = await at(PATH);
    const grid = one(nav(doc, 'Szakaszok'), 'a', /: Rajtrács$/);
    const href = hrefOf(grid);
    expect(href).toMatch(/futam=-\d+/);
    const onGrid = await at(href);
    expect(text(onGrid.querySelector('[data-f1-heading]'))).toContain('Rajtrács');
    expect(one(nav(onGrid, 'Szakaszok'), 'a', /: Rajtrács$/).getAttribute('aria-current')).toBe('true');

    const other = nav(onGrid, 'A szezon nagydíjai').querySelector('a:not([aria-current])')!;
    const name = text(other.querySelector('span'));
    const gp = await at(hrefOf(other));
    expect(text(nav(gp, 'A szezon nagydíjai').querySelector('a[aria-current=true]'))).toContain(name);
    const chosen = labelled(gp, 'Nagydíj')!;
    expect(text(chosen.querySelector(`option[value="${selectedValue(chosen)}"]`))).toContain(name);
  });

  it('a team of the side list opens its panel', async () => {
    const doc = await at(`${PATH}?oldal=csapatok`);
    const link = nav(doc, 'A szezon csapatai').querySelector('a:not([aria-current])')!;
    expect(text((await at(hrefOf(link))).querySelector('[data-f1-panel=csapatok] h2'))).toBe(text(link));
  });

  it('without JavaScript the dropdowns are forms with a button; each answers', async () => {
    const doc = await at(`${PATH}?oldal=versenyzok`);
    const select = labelled(doc, 'Versenyző')!;
    const values = [...select.querySelectorAll('option')].map((o) => o.getAttribute('value')!);
    expect(values.length).toBeGreaterThan(1);
    const form = select.closest('form')!;
    expect(text(form.querySelector('button[type=submit], button:not([type])'))).toBe('Mutasd');
    const driver = submitted(form, { versenyzo: values[1]! });
    expect(driver).toMatch(new RegExp(`oldal=versenyzok&versenyzo=${values[1]}$`));
    const shown = await at(driver);
    expect(selectedValue(labelled(shown, 'Versenyző')!)).toBe(values[1]);
    expect(shown.querySelector('[data-f1-panel=versenyzok] h2')).not.toBeNull();

    const season = labelled(shown, 'Szezon')!;
    const seasons = [...season.querySelectorAll('option')].map((o) => o.getAttribute('value')!);
    expect(seasons.length).toBeGreaterThan(1);
    const other = submitted(season.closest('form')!, { szezon: seasons[1]! });
    expect(other).toMatch(new RegExp(`oldal=versenyzok&szezon=${seasons[1]}$`));
    expect((await ask(e2eEnv().originUrl, other)).status).toBe(200);
  });

  it('the origin answers a state from the renderer and the default from its file', async () => {
    const origin = e2eEnv().originUrl;
    const state = await ask(origin, `${PATH}?oldal=konstruktor`);
    expect(state.status).toBe(200);
    expect(state.body).toContain('data-tab="konstruktor"');
    expect((await ask(origin, `${PATH}?utm_source=hirlevel`)).body).toContain('data-tab="versenynaptar"');
    const unknown = await ask(origin, `${PATH}?oldal=nincs&csapat=999999`);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toContain('data-tab="versenynaptar"');
  });

  it("drivers and teams show their pictures (result table, standings, panels, the driver's seasons), each sized, with alt, answering from the origin; career points in Hungarian", async () => {
    const origin = e2eEnv().originUrl;
    const result = await at(PATH);
    const drivers = await at(`${PATH}?oldal=versenyzok`);
    const teams = await at(`${PATH}?oldal=csapatok`);
    const standings = await at(`${PATH}?oldal=pontverseny`);
    const imgs = (doc: Document, selector: string) => [...doc.querySelectorAll(`${selector} img`)];
    const rows = (doc: Document, kind: string) => doc.querySelectorAll(`table[data-f1-table=${kind}] tbody tr`).length;
    expect(imgs(result, '[data-f1-result] table[data-f1-table=result] tbody').map((i) => i.getAttribute('src'))).toEqual(
      Array.from({ length: rows(result, 'result') }, () => expect.stringMatching(/^\/media\/formula-1\/drivers\/\d+\.svg$/)),
    );
    expect(rows(result, 'result')).toBeGreaterThan(0);
    expect(imgs(standings, 'table[data-f1-table=drivers] tbody')).toHaveLength(rows(standings, 'drivers'));
    expect(drivers.querySelector('[data-f1-panel=versenyzok] > div > img')?.getAttribute('src')).toMatch(/^\/media\/formula-1\/drivers\/\d+\.svg$/);
    expect(imgs(drivers, 'table[data-f1-table=history] tbody')).toHaveLength(rows(drivers, 'history'));
    expect(teams.querySelector('[data-f1-panel=csapatok] > div > img')?.getAttribute('src')).toMatch(/^\/media\/formula-1\/teams\/\d+\.svg$/);
    expect(text(drivers.querySelector('[data-f1-panel=versenyzok]'))).toMatch(/Pontok a pályafutása során\s*\d{1,3}(?: \d{3})*(?:,\d)?(?!\d)/);
    expect(text(drivers.querySelector('[data-f1-panel=versenyzok]'))).not.toMatch(/\d\.0\b/);

    const all = [result, drivers, teams, standings].flatMap((doc) => imgs(doc, '[data-formula1]'));
    for (const img of all) {
      expect(img.getAttribute('width'), img.outerHTML).toMatch(/^\d+$/);
      expect(img.getAttribute('height'), img.outerHTML).toMatch(/^\d+$/);
      expect(img.hasAttribute('alt'), img.outerHTML).toBe(true);
    }
    for (const src of new Set(all.map((i) => i.getAttribute('src')!))) {
      const answer = await ask(origin, src);
      expect(answer.status, src).toBe(200);
      expect(answer.headers['content-type'], src).toMatch(/^image\/svg\+xml/);
    }
  });
});
