import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Football } from './Football';
import { loadFootballPart, loadFootballScreen } from '../../pages/football/loadFootball';
import { parseFootballQuery } from '../../domain/football/query';
import { emptyFootballView } from '../../domain/football/view';
import { CONFIGURED_LEAGUES, FOOTBALL_NOW } from '../../testing/footballFixture';
import { fakeFootballSource } from '../../testing/footballSource';

const opts = (basePath = '/sport/foci') => ({ basePath, nowUnix: FOOTBALL_NOW, log: () => {} });
const screen = async (search: string) =>
  renderToStaticMarkup(<Football view={await loadFootballScreen(fakeFootballSource(), CONFIGURED_LEAGUES, parseFootballQuery(search), opts())} />);
const part = async (p: Parameters<typeof loadFootballPart>[2], search = '', title = 'Eredmények') =>
  renderToStaticMarkup(
    <Football
      view={await loadFootballPart(fakeFootballSource(), { country: 3, league: 4, season: 2024 }, p, parseFootballQuery(search), opts('/melleklet/eb-2024/x'))}
      heading="h2"
      title={title}
    />,
  );
const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('Football (the screen)', () => {
  it('the quick links name the configured leagues, the current one marked', async () => {
    const out = await screen('oldal=gol');
    const quick = out.slice(out.indexOf('aria-label="Bajnokságok"'), out.indexOf('</nav>'));
    expect(hrefs(quick)).toEqual([
      '/sport/foci?oldal=gol',
      '/sport/foci?orszag=1&liga=272&oldal=gol',
      '/sport/foci?orszag=2&liga=39&oldal=gol',
      '/sport/foci?orszag=3&liga=4&oldal=gol',
      '/sport/foci?orszag=4&liga=1&oldal=gol',
    ]);
    expect(quick).toContain('<a href="/sport/foci?oldal=gol" aria-current="true">NB I</a>');
  });

  it('one GET form with the country, league and season selects, auto-submitted, the tab kept', async () => {
    const out = await screen('oldal=piros&nap=2025-09-20');
    const form = out.slice(out.indexOf('<form'), out.indexOf('</form>'));
    expect(form).toMatch(/data-auto-submit="true"[^>]*action="\/sport\/foci" method="get"/);
    expect(form).toContain('<input type="hidden" name="oldal" value="piros"/>');
    expect(form).not.toContain('name="nap"');
    for (const name of ['orszag', 'liga', 'szezon']) expect(form).toContain(`name="${name}"`);
    expect(form).toContain('<option value="2025" selected="">2025/26</option>');
    expect(form).toContain('<button type="submit">Mutasd</button>');
  });

  it('the four tabs as links, the current marked, the day kept', async () => {
    const out = await screen('oldal=sarga&nap=2025-08-30');
    const tabs = [...out.matchAll(/<a href="([^"]*)"( aria-current="page")? data-football-tab="[a-z]+">([^<]+)<\/a>/g)].map((m) => [
      m[1]!.replace(/&amp;/g, '&'),
      m[3],
      Boolean(m[2]),
    ]);
    expect(tabs).toEqual([
      ['/sport/foci?nap=2025-08-30', 'Tabella', false],
      ['/sport/foci?oldal=gol&nap=2025-08-30', 'Góllövőlista', false],
      ['/sport/foci?oldal=sarga&nap=2025-08-30', 'Sárga lapok', true],
      ['/sport/foci?oldal=piros&nap=2025-08-30', 'Piros lapok', false],
    ]);
    expect(out).toContain('data-football-table="yellow"');
  });

  it('the day: a date form carrying the state, the match days around it, the live list, the match selector', async () => {
    const out = await screen('orszag=1&liga=271&oldal=gol');
    const dateForm = out.slice(out.indexOf('<form', out.indexOf('data-football-part="day"')));
    expect(dateForm.slice(0, dateForm.indexOf('</form>'))).toContain('<input type="hidden" name="oldal" value="gol"/>');
    expect(out).toContain('type="date"');
    expect(out).toContain('value="2025-09-13"');
    expect(text(out)).toContain('‹ Előző játéknap: 2025. augusztus 30.');
    expect(hrefs(out)).toEqual(expect.arrayContaining(['/sport/foci?oldal=gol&nap=2025-08-30', '/sport/foci?oldal=gol&meccs=9001']));
    expect(out).toContain('data-island="LiveScores"');
    expect(out).toContain('<option value="" selected="">Mérkőzés kiválasztása</option>');
    expect(text(out)).toContain('Ferencváros – Paks (16:30)');
  });

  it('a day without a match says so, without a selector', async () => {
    const out = await screen('nap=2025-09-14');
    expect(out).toContain('Nem rendeznek mérkőzést ezen a napon.');
    expect(out).not.toContain('Mérkőzés kiválasztása');
    expect(out).not.toContain('data-island');
  });

  it('the match view replaces the list; Vissza leads back to the state it came from', async () => {
    const out = await screen('oldal=gol&nap=2025-09-20&meccs=9001');
    expect(out).toContain('data-view="match"');
    expect(out).toContain('<a href="/sport/foci?oldal=gol&amp;nap=2025-09-20" data-back="true">Vissza</a>');
    expect(out).not.toContain('data-football-tab="');
    expect(out).not.toContain('Mérkőzés kiválasztása');
  });

  it('with the service down: the frame and Még nincs adat., no error', () => {
    const out = renderToStaticMarkup(<Football view={emptyFootballView('/sport/foci', false, ['standings', 'day'], 'tabella', FOOTBALL_NOW)} />);
    expect(out).toContain('<h1');
    expect(out).toContain('Még nincs adat.');
    expect(out).not.toContain('<form');
  });
});

describe('Football (a supplement’s part)', () => {
  it('the schedule: the stage labels and every match a link to its match view; no selects, no tabs', async () => {
    const out = await part('schedule', '', 'Mérkőzések');
    expect([...out.matchAll(/data-stage="([^"]*)"/g)].map((m) => m[1])).toEqual(['Csoportkör', 'Nyolcaddöntő', 'Negyeddöntő', 'Elődöntő', 'Döntő']);
    expect(out).toContain('<h2 id="foci-cim" class="');
    expect(out).toMatch(/<h3[^>]*>Csoportkör<\/h3>/);
    expect(hrefs(out)).toContain('/melleklet/eb-2024/x?meccs=40051');
    expect(out.match(/data-match-score=/g)).toHaveLength(51);
    expect(out).not.toContain('name="orszag"');
    expect(out).not.toContain('data-football-tab="');
    expect(out).not.toContain('data-island');
  });

  it('the results: the last match day, its date form with nap, the match selector; a match and Vissza', async () => {
    const out = await part('day');
    expect(out).toContain('value="2024-06-30"');
    expect(out).toContain('name="nap"');
    expect(out).toContain('Mérkőzés kiválasztása');
    const m = await part('day', 'nap=2024-06-14&meccs=40002');
    expect(m).toContain('<a href="/melleklet/eb-2024/x?nap=2024-06-14" data-back="true">Vissza</a>');
    expect(m).toMatch(/<h3[^>]*>Összefoglaló<\/h3>/);
  });

  it('the groups and a top list', async () => {
    expect((await part('standings', '', 'Csoportok')).match(/<table/g)).toHaveLength(6);
    expect(await part('red', '', 'Toplisták – Piros lapok')).toContain('Még nincs adat.');
  });
});
