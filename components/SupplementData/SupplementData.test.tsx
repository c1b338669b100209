import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { supplementDatasets } from '../../services/seed/supplementData';
import type { Dataset } from '../../domain/supplementData';
import { DATASETS } from '../../domain/datasets';
import { DATASET_VIEW_KINDS, SupplementData } from './SupplementData';

const SETS = supplementDatasets(1);
const html = (dataset: Dataset, search = '') => renderToStaticMarkup(<SupplementData dataset={dataset} title="Nézet" search={search} path="/melleklet/x/y" />);

describe('SupplementData', () => {
  it('the medal table: a captioned table, Hungary’s row marked by words and weight, its place in the text', () => {
    const out = html(SETS['tokio-2020']!.medals!);
    expect(out).toContain('<caption>Éremtáblázat – Tokió 2020</caption>');
    expect(out).toMatch(
      /<tr class="[^"]+" data-hungary="true"><td[^>]*>\d+\.<\/td><th scope="row" class="[^"]+">Magyarország<span[^>]*> \(magyar csapat\)<\/span><\/th><td[^>]*>6<\/td><td[^>]*>7<\/td><td[^>]*>7<\/td><td[^>]*>20<\/td>/,
    );
    expect(out).toMatch(/Magyarország a \d+\. helyen: 6 arany-, 7 ezüst- és 7 bronzérem, összesen 20 érem\./);
  });

  it('keeps the column that names the rows in view while a wide table scrolls: its head and its cells, in every table', () => {
    const pinned = /class="(_pinned_\w+)"/.exec(html(SETS['tokio-2020']!.medals!))?.[1];
    expect(pinned).toBeDefined();
    const tables = Object.entries(SETS).flatMap(([slug, sets]) =>
      Object.entries(sets).flatMap(([name, d]) =>
        html(d)
          .split('<table')
          .slice(1)
          .map((t) => [`${slug}/${name}`, t] as const),
      ),
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const [where, table] of tables) {
      const rows = table.match(/<th scope="row"[^>]*>/g) ?? [];
      expect(rows.length, where).toBeGreaterThan(0);
      expect(
        rows.filter((th) => !th.includes(pinned!)),
        where,
      ).toEqual([]);
      expect(
        (table.match(/<th scope="col"[^>]*>/g) ?? []).filter((th) => th.includes(pinned!)),
        where,
      ).toHaveLength(1);
    }
  });

  it('takes the definite article by how the number after it is said (az 1., az 5 …, a 21)', () => {
    const row = (country: string, code: string, gold: number) => ({ country, code, gold, silver: 0, bronze: 0 });
    const first = html({ kind: 'medals', title: 'Érmek', rows: [row('Magyarország', 'HUN', 9), row('Kenya', 'KEN', 2)] });
    expect(first).toContain('Magyarország az 1. helyen: 9 arany-');
    const ep = SETS['ep-2024']!['ep-mandates']! as Extract<Dataset, { kind: 'ep-mandates' }>;
    expect(html(ep)).toContain('<caption>A 21 magyar mandátum</caption>');
    const five = { ...ep, hungary: [{ party: 'Fidesz–KDNP', group: 'PfE', seats: 5, percent: 44.8 }] };
    expect(html(five)).toContain('<caption>Az 5 magyar mandátum</caption>');
    const d = SETS['valasztas-2022']!.constituencies! as Extract<Dataset, { kind: 'constituencies' }>;
    const fifty = { ...d, rows: d.rows.slice(0, 50) };
    expect(html(fifty)).toContain('Mind az 50 egyéni választókerület.');
    expect(html(fifty, 'Sopron 2')).toContain('„Sopron 2”: 1 találat az 50 választókerületből.');
  });

  it('the Hungarian events: a result says its medal once (ezüstérem, olimpiai bajnok (aranyérem))', () => {
    const out = html(SETS['parizs-2024']!['hungarian-events']!);
    expect(out).toContain('<strong>ezüstérem</strong>');
    expect(out).toContain('<strong>olimpiai bajnok (aranyérem)</strong>');
    expect(out).not.toMatch(/(\p{L}+) \(\1\)/u);
  });

  it('spells a party one way in every table (Fidesz–KDNP), and a search typed with a hyphen finds it', () => {
    expect(JSON.stringify(SETS)).not.toContain('Fidesz-KDNP');
    const d = SETS['valasztas-2022']!.constituencies!;
    expect(html(d, 'Fidesz-KDNP Pest')).toMatch(/\d+ találat/);
    expect(html(d, 'Fidesz-KDNP Pest')).not.toContain('„Fidesz-KDNP Pest”: 0 találat');
  });

  it('the constituencies: a GET form of `kereses` to the page itself, the rows the search finds', () => {
    const d = SETS['valasztas-2022']!.constituencies!;
    const all = html(d);
    expect(all).toContain('<form');
    expect(all).toMatch(/<form[^>]*action="\/melleklet\/x\/y" method="get"/);
    expect(all).toContain('name="kereses"');
    expect(all.match(/<tr id=/g)).toHaveLength(106);
    const found = html(d, 'Sopron 2');
    expect(found.match(/<tr id=/g)).toHaveLength(1);
    expect(found).toContain('„Sopron 2”: 1 találat a 106 választókerületből.');
    expect(found).toContain('<a href="/melleklet/x/y">Az összes választókerület</a>');
    expect(html(d, 'nincs ilyen')).not.toContain('<table');
  });

  it('turnout: the numbers in text beside each bar; lists with their votes; FAQ as headed answers', () => {
    const t = html(SETS['valasztas-2022']!.turnout!);
    expect(t).toContain('69,6%');
    expect(t).toContain('aria-hidden="true"');
    expect(t).toContain('<caption>Részvétel megyénként, százalékban</caption>');
    expect(html(SETS['valasztas-2022']!['national-lists']!)).toContain('3 060 706');
    const faq = html(SETS['ep-2024']!.faq!);
    expect(faq).toContain('<h3 id="gyik-0">Hány képviselőt választunk?</h3>');
  });

  it('every seeded dataset renders with a table, list or headed answers', () => {
    for (const [slug, sets] of Object.entries(SETS)) {
      for (const [name, d] of Object.entries(sets)) expect(html(d), `${slug}/${name}`).toMatch(/<table|<ol>|<h3/);
    }
  });

  it('every dataset the content API serves has one view; a kind without one draws its heading only', () => {
    expect([...DATASET_VIEW_KINDS].sort()).toEqual([...DATASETS].sort());
    expect(html({ kind: 'nope', title: 'x' } as unknown as Dataset)).toMatch(/^<div[^>]*data-dataset="nope"><h2>Nézet<\/h2><\/div>$/);
  });
});
