// The football screen (specialised-features.md §2 "Live football screen") on /sport/foci and the football
// supplements' data tabs (reader-site.md §2) as HTML on the static origin (was e2e/football.spec.ts): the
// prerendered default state and every other state the origin gets from the render server against the embedded
// live-score service; each tab, league, day and match by its link, the selects as GET forms with a button
// (what a reader without JavaScript submits), the fallbacks, the stages, groups and top lists, the live island
// only where a match may change. What needs a browser (layout, axe, the selects with JavaScript, the live
// island's poll) is in e2e/football.spec.ts.
import { describe, expect, it } from 'vitest';
import { e2eEnv } from '../env';
import { ask, page, text } from './http';
import { labelled, nav, one, selectedValue, submitted } from './reader';

const PATH = '/sport/foci';
const origin = () => e2eEnv().originUrl;
const TABS = ['Tabella', 'Góllövőlista', 'Sárga lapok', 'Piros lapok'];
const SECTIONS = ['Összefoglaló', 'Statisztika', 'Keretek', 'Várható eredmény', 'Idővonal'];
/** The configured leagues (sport-leagues) by the service's names. */
const LEAGUES = ['NB I', 'Magyar Kupa', 'Premier League', 'Európa-bajnokság', 'Világbajnokság'];
const GROUPS = ['A csoport', 'B csoport', 'C csoport', 'D csoport', 'E csoport', 'F csoport'];

const texts = (els: Iterable<Element>) => [...els].map(text);
const at = (path: string) => page(origin(), path);
const tabs = (doc: Document) => nav(doc, 'Foci táblázatok');
/** A table of the tab, or the empty message when the service has none. */
const tableOrEmpty = (doc: Document, kind: string) =>
  doc.querySelector(`[data-football-part=${kind}] table, [data-football-part=${kind}] [data-football-empty]`);
/** The address a link leads to, on the origin (hrefs are root-relative). */
const hrefOf = (el: Element) => el.getAttribute('href')!;

describe('the football screen', () => {
  it('the default state: leagues, tabs, selects, the standings', async () => {
    const doc = await at(PATH);
    expect(text(doc.querySelector('h1'))).toContain('Foci');
    const leagues = nav(doc, 'Bajnokságok');
    expect(texts(leagues.querySelectorAll('a'))).toEqual(LEAGUES);
    expect(one(leagues, 'a', 'NB I').getAttribute('aria-current')).toBe('true');
    expect(texts(tabs(doc).querySelectorAll('a'))).toEqual(TABS);
    expect(one(tabs(doc), 'a', 'Tabella').getAttribute('aria-current')).toBe('page');
    for (const label of ['Ország', 'Bajnokság', 'Szezon']) expect(labelled(doc, label), label).not.toBeNull();
    expect(selectedValue(labelled(doc, 'Bajnokság')!)).toBe('271');
    expect(labelled(doc, 'Nap')?.getAttribute('value')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(doc.querySelector('table[data-football-table=standings]')).not.toBeNull();
    expect(text([...doc.querySelectorAll('table[data-football-table=standings] thead th')].at(-1))).toBe('P');
  });

  it('every tab by its link', async () => {
    const doc = await at(PATH);
    for (const [label, tab, kind] of [
      ['Góllövőlista', 'gol', 'goals'],
      ['Sárga lapok', 'sarga', 'yellow'],
      ['Piros lapok', 'piros', 'red'],
    ] as const) {
      const href = hrefOf(one(tabs(doc), 'a', label));
      expect(href).toMatch(new RegExp(`\\?oldal=${tab}$`));
      const view = await at(href);
      expect(one(tabs(view), 'a', label).getAttribute('aria-current'), label).toBe('page');
      expect(view.querySelector(`[data-football-part=${kind}]`), label).not.toBeNull();
      expect(tableOrEmpty(view, kind), label).not.toBeNull();
    }
  });

  it('a quick link opens a league; its standings are by group in a tournament', async () => {
    const href = hrefOf(one(nav(await at(PATH), 'Bajnokságok'), 'a', 'Európa-bajnokság'));
    expect(href).toMatch(/\?orszag=3&liga=4$/);
    const doc = await at(href);
    expect(selectedValue(labelled(doc, 'Bajnokság')!)).toBe('4');
    expect(texts(doc.querySelectorAll('table[data-football-table=standings] caption'))).toEqual(GROUPS);
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toMatch(/\/sport\/foci\?orszag=3&liga=4$/);
  });

  it('the day: a day without matches says so; the neighbouring match days are links', async () => {
    const doc = await at(`${PATH}?nap=2001-01-01`);
    expect(text(doc.body)).toContain('Nem rendeznek mérkőzést ezen a napon.');
    expect(labelled(doc, 'Mérkőzés')).toBeNull();
    const next = one(nav(doc, 'Játéknapok'), 'a', /Következő játéknap/);
    const day = await at(hrefOf(next));
    expect(day.querySelector('[data-live-scores] [data-match-score]')).not.toBeNull();
  });

  it('the match view from the day list, its five sections, and Vissza', async () => {
    const link = (await at(PATH)).querySelector('[data-live-scores] a[data-match-score]')!;
    const href = hrefOf(link);
    expect(href).toMatch(/meccs=\d+/);
    const doc = await at(href);
    expect(doc.querySelector('[data-view=match]')).not.toBeNull();
    expect(texts(doc.querySelectorAll('[data-match-section] > h2'))).toEqual(SECTIONS);
    // Every class it names is its stylesheet's: a name the module lacks comes out as the word "undefined".
    expect(doc.querySelectorAll('[data-timeline-width]')).toHaveLength(1);
    expect(Array.from(doc.querySelectorAll('[class~="undefined"]'), (e) => e.outerHTML.slice(0, 80))).toEqual([]);
    expect(doc.querySelectorAll('[data-match-score]')).toHaveLength(1);
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toMatch(new RegExp(`/sport/foci\\?meccs=${/meccs=(\d+)/.exec(href)![1]}$`));
    const back = hrefOf(one(doc, 'a', 'Vissza'));
    expect(back).toBe(PATH);
    expect((await at(back)).querySelector('[data-live-scores]')).not.toBeNull();
  });

  it('an unknown match, country or tab falls back; no error page', async () => {
    for (const query of ['?meccs=999999999', '?orszag=999&liga=39', '?oldal=nincs&szezon=1900&nap=2025-02-30']) {
      const res = await ask(origin(), `${PATH}${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body, query).toContain('data-tab="tabella"');
      expect(res.body, query).not.toContain('data-view="match"');
    }
    expect((await ask(origin(), `${PATH}?oldal=piros`)).body).toContain('data-tab="piros"');
    expect((await ask(origin(), `${PATH}?utm_source=hirlevel`)).body).toContain('data-tab="tabella"');
  });

  it('without JavaScript the selects and the match selector are forms with a button; each answers', async () => {
    const doc = await at(PATH);
    // The league's form: another league, submitted with the button.
    const leagueForm = doc.querySelector('form[aria-label="Bajnokság kiválasztása"]')!;
    expect(one(leagueForm, 'button', 'Mutasd').getAttribute('type') ?? 'submit').toBe('submit');
    const league = submitted(leagueForm, { liga: '272' });
    expect(league).toMatch(/orszag=1&liga=272/);
    expect(selectedValue(labelled(await at(league), 'Bajnokság')!)).toBe('272');

    // The match selector: its prompt, then a match.
    const select = labelled(doc, 'Mérkőzés')!;
    const options = [...select.querySelectorAll('option')];
    expect(text(options[0])).toBe('Mérkőzés kiválasztása');
    const id = options[1]!.getAttribute('value')!;
    const matchForm = select.closest('form')!;
    expect(hasControl(matchForm, 'Mutasd')).toBe(true);
    const match = submitted(matchForm, { meccs: id });
    expect(match).toMatch(new RegExp(`meccs=${id}$`));
    const view = await at(match);
    expect(view.querySelector('[data-view=match]')).not.toBeNull();

    // Back, and another day by the date form.
    const back = await at(hrefOf(one(view, 'a', 'Vissza')));
    const dayForm = labelled(back, 'Nap')!.closest('form')!;
    expect(hasControl(dayForm, 'Mutasd')).toBe(true);
    const day = submitted(dayForm, { nap: '2001-01-01' });
    expect(day).toMatch(/nap=2001-01-01$/);
    expect(text((await at(day)).body)).toContain('Nem rendeznek mérkőzést ezen a napon.');
  });

  it('a live match’s view is one live part (its whole article, not only the score); a finished day’s has none', async () => {
    const live = (await at(PATH)).querySelector('[data-live-scores] a[data-match-score][data-state=live]');
    expect(live, 'the service keeps a match live (issue #20)').not.toBeNull();
    const view = await at(hrefOf(live!));
    expect(view.querySelectorAll('island-root[data-island=LiveMatch] > article[data-match] [data-match-section=idovonal]')).toHaveLength(1);
    expect(view.querySelectorAll('island-root[data-island=LiveScores]')).toHaveLength(0);
    const finished = await at('/melleklet/eb-2024/merkozesek');
    expect(finished.querySelector('[data-match-score]')).not.toBeNull();
    expect(finished.querySelectorAll('island-root[data-island=LiveScores]')).toHaveLength(0);
  });

  it('the sport section links to the football screen and the Formula 1 widget', async () => {
    const menu = nav(await at('/rovat/sport'), 'Sport menü');
    expect(texts(menu.querySelectorAll('a'))).toEqual(['Cikkek', 'Foci', 'Forma–1']);
    expect(hrefOf(one(menu, 'a', 'Foci'))).toBe(PATH);
  });
});

describe('the football supplements', () => {
  it('Euro 2024: the schedule under its stage labels, a match and Vissza', async () => {
    const doc = await at('/melleklet/eb-2024/merkozesek');
    expect([...doc.querySelectorAll('[data-stage]')].map((e) => e.getAttribute('data-stage'))).toEqual([
      'Csoportkör',
      'Nyolcaddöntő',
      'Negyeddöntő',
      'Elődöntő',
      'Döntő',
    ]);
    expect(doc.querySelectorAll('[data-stage] a[data-match-score]')).toHaveLength(51);
    expect(labelled(doc, 'Ország')).toBeNull();
    const final = doc.querySelectorAll('[data-stage=Döntő] a[data-match-score]');
    expect(final).toHaveLength(1);
    const match = await at(hrefOf(final[0]!));
    expect(texts(match.querySelectorAll('[data-match-section] > h3'))).toEqual(SECTIONS);
    expect(hrefOf(one(match, 'a', 'Vissza'))).toBe('/melleklet/eb-2024/merkozesek');
  });

  it('World Cup 2022: 64 matches, the third place match, eight groups', async () => {
    const doc = await at('/melleklet/foci-vb-2022/merkozesek');
    expect(doc.querySelectorAll('[data-stage] a[data-match-score]')).toHaveLength(64);
    expect(doc.querySelectorAll('[data-stage=Bronzmérkőzés] a[data-match-score]')).toHaveLength(1);
    expect((await at('/melleklet/foci-vb-2022/csoportok')).querySelectorAll('table[data-football-table=standings]')).toHaveLength(8);
  });

  it('the results: the last match day, the day before by its link, a match by the selector, Vissza', async () => {
    const doc = await at('/melleklet/eb-2024/eredmenyek');
    expect(labelled(doc, 'Nap')?.getAttribute('value')).toMatch(/^2024-0[67]-\d{2}$/);
    const days = nav(doc, 'Játéknapok');
    expect(hasControl(days, /Következő/)).toBe(false);
    expect(text(doc.querySelector('[data-live-scores] [data-score]'))).toMatch(/^\d+–\d+/);
    const prevHref = hrefOf(one(days, 'a', /Előző/));
    expect(prevHref).toMatch(/^\/melleklet\/eb-2024\/eredmenyek\?nap=2024-\d{2}-\d{2}$/);
    const prev = await at(prevHref);
    const select = labelled(prev, 'Mérkőzés')!;
    const id = select.querySelectorAll('option')[1]!.getAttribute('value')!;
    const match = submitted(select.closest('form')!, { meccs: id });
    expect(match).toMatch(new RegExp(`eredmenyek\\?nap=2024-\\d{2}-\\d{2}&meccs=${id}$`));
    expect(hrefOf(one(await at(match), 'a', 'Vissza'))).toBe(prevHref);
  });

  it('the groups and the three top lists', async () => {
    expect(texts((await at('/melleklet/eb-2024/csoportok')).querySelectorAll('table[data-football-table=standings] caption'))).toEqual(GROUPS);
    const filters = nav(await at('/melleklet/eb-2024/toplistak'), 'Toplisták: szűrés');
    expect(texts(filters.querySelectorAll('a'))).toEqual(['Góllövőlista', 'Sárga lapok', 'Piros lapok']);
    for (const [label, kind] of [
      ['Góllövőlista', 'goals'],
      ['Sárga lapok', 'yellow'],
      ['Piros lapok', 'red'],
    ] as const) {
      expect(tableOrEmpty(await at(hrefOf(one(filters, 'a', label))), kind), label).not.toBeNull();
    }
  });
});

/** Whether `root` has a link or button named `name`. */
function hasControl(root: Element, name: string | RegExp): boolean {
  return [...root.querySelectorAll('a, button')].some((el) => (typeof name === 'string' ? text(el) === name : name.test(text(el))));
}
