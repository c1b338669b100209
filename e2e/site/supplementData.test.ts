// The supplements' data tabs (decision D-258) as a reader without JavaScript gets them from the static
// origin: each tab is the content API's seeded dataset as a captioned table (or headed answers and lists), the
// tab current in the tab bar; the medal table marks Hungary in words; the constituency search is a plain GET
// form whose answer is the filtered table.
import { describe, expect, it } from 'vitest';
import { e2eEnv } from '../env';
import { hrefOf, link, nav, typedAndSent } from './reader';
import { page, text } from './http';

const origin = () => e2eEnv().originUrl;

/** Every data tab of this part: its path, the dataset it shows, a text it must contain. */
const TABS: [path: string, kind: string, text: string][] = [
  ['/melleklet/tokio-2020/eremtablazat', 'medals', '(magyar csapat)'],
  ['/melleklet/parizs-2024/eremtablazat', 'medals', 'Magyarország a'],
  ['/melleklet/parizs-2024/menetrend', 'schedule', '2024. július 27., szombat'],
  ['/melleklet/parizs-2024/magyar-erdekeltsegu', 'hungarian-events', 'Kopasz Bálint'],
  ['/melleklet/valasztas-2022/reszvetel', 'turnout', '69,6%'],
  ['/melleklet/valasztas-2022/egyeni-valasztokeruletek', 'constituencies', 'Mind a 106 egyéni választókerület.'],
  ['/melleklet/valasztas-2022/orszagos-listak', 'national-lists', '3 060 706'],
  ['/melleklet/valasztas-2022/orszagos-listak/nemzetisegek', 'nationality-lists', 'Magyarországi Németek'],
  ['/melleklet/valasztas-2024/gyik', 'faq', 'Ki szavazhat?'],
  ['/melleklet/valasztas-2024/musorok', 'shows', 'Választási estünk élőben'],
  ['/melleklet/ep-2024/gyik', 'faq', 'Hány képviselőt választunk?'],
  ['/melleklet/ep-2024/musorok', 'shows', 'EP-választási est'],
  ['/melleklet/ep-2024/partlistak', 'ep-lists', 'Magyar Péter'],
  ['/melleklet/ep-2024/ep-frakciok', 'ep-groups', 'Európai Néppárt (EPP)'],
  ['/melleklet/ep-2024/mandatumok', 'ep-mandates', 'A 21 magyar mandátum'],
  ['/melleklet/usa-2024/musorok', 'shows', 'Amerikai választási éjszaka élőben'],
];

describe('every data tab without JavaScript', () => {
  it.each(TABS)('%s: the %s data', async (path, kind, expected) => {
    const doc = await page(origin(), path);
    const view = doc.querySelector(`[data-dataset="${kind}"]`);
    expect(text(view)).toContain(expected);
    expect(doc.querySelectorAll('[data-placeholder]')).toHaveLength(0);
    // The tab is current in the tab bar: the reader sees where they are.
    expect(nav(doc, 'A melléklet rovatai').querySelectorAll('[aria-current=page]')).toHaveLength(1);
    // Real content: a captioned table, or headed answers and lists.
    if (kind === 'faq') expect(view!.querySelectorAll('h3').length).toBeGreaterThan(3);
    else if (kind === 'ep-lists') expect(view!.querySelectorAll('h3 + ol li').length).toBeGreaterThan(10);
    else expect(view!.querySelectorAll('table caption').length).toBeGreaterThan(0);
  });
});

it('the medal table marks Hungary by a word, not colour alone', async () => {
  const doc = await page(origin(), '/melleklet/tokio-2020/eremtablazat');
  const rows = doc.querySelectorAll('[data-dataset=medals] tr[data-hungary]');
  expect(rows).toHaveLength(1);
  expect(text(rows[0]!.querySelector('th'))).toBe('Magyarország (magyar csapat)');
  const cells = Array.from(rows[0]!.querySelectorAll('td'), text);
  expect(cells).toHaveLength(5);
  expect(cells[0]).toMatch(/^\d+\.$/);
  expect(cells.slice(1)).toEqual(['6', '7', '7', '20']);
});

describe('the constituency search', () => {
  const PATH = '/melleklet/valasztas-2022/egyeni-valasztokeruletek';
  const LABEL = 'Keresés megye, település, jelölt vagy párt szerint';
  const rows = (doc: Document) => doc.querySelectorAll('[data-dataset=constituencies] tbody tr');

  it('is a GET form whose answer is the matching constituency, the term kept in the field', async () => {
    const all = await page(origin(), PATH);
    expect(rows(all)).toHaveLength(106);
    const to = typedAndSent(all, LABEL, 'Sopron 2');
    expect(to).toBe(`${PATH}?kereses=Sopron+2`);
    const found = await page(origin(), to);
    expect(rows(found)).toHaveLength(1);
    expect(text(rows(found)[0]!.querySelector('th'))).toBe('Győr-Moson-Sopron 2.');
    expect(text(found.querySelector('[data-dataset=constituencies]'))).toContain('„Sopron 2”: 1 találat a 106 választókerületből.');
    expect(found.querySelector('input[name=kereses]')?.getAttribute('value')).toBe('Sopron 2');
  });

  it('accents are optional, a county finds all of its constituencies, and a link leads back to all', async () => {
    const county = await page(origin(), `${PATH}?kereses=csongrad`);
    expect(rows(county)).toHaveLength(4);
    const back = hrefOf(link(county, 'Az összes választókerület'));
    expect(rows(await page(origin(), back))).toHaveLength(106);
  });
});
