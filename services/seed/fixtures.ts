// Everything of the corpus that is not an article: highlights, front-page blocks, documents, menus,
// uniques, exchange rates and the settings documents. Written after the articles, from them.
import type { SiteSlug } from '../../domain/types';
import { SITE_SLUGS } from '../../domain/sites';
import { BREAKING_BLOCK_POSITION } from '../../domain/constants';
import { nextSeq, stmt, type Db } from '../store/schema';
import { createRng } from '../../lib/rng';
import { AUTO_BLOCKS, CARDS_SECTION, COMMON_SETTINGS, DOCS, EXCHANGE_START, MENUS, ROUTE_RULES, SECTIONS, UNIQUES, UNIQUE_GROUPS, staff } from './catalog';
import { MINUTES_ITEMS, MINUTES_SETTING } from './minutes';

export interface FixtureOptions {
  seed: number;
  now: number;
}

function newestIn(db: Db, sectionSlug: string, limit: number, exclude: Set<number>): number[] {
  const rows = stmt(
    db,
    `SELECT d.article_id AS id FROM article_super_tags d JOIN articles a ON a.id = d.article_id
     WHERE d.super_tag_id = (SELECT id FROM super_tags WHERE slug = ?) AND d.visible = 1 AND a.parent_id IS NULL
     ORDER BY d.pub_date DESC LIMIT ?`,
  ).all(sectionSlug, limit + exclude.size) as { id: number }[];
  const ids = rows
    .map((r) => r.id)
    .filter((id) => !exclude.has(id))
    .slice(0, limit);
  for (const id of ids) exclude.add(id);
  return ids;
}

function newestOfSite(db: Db, site: SiteSlug, limit: number, exclude: Set<number>, flag?: string): number[] {
  const rows = (
    flag
      ? stmt(
          db,
          `SELECT a.id FROM articles a JOIN article_flags f ON f.article_id = a.id AND f.flag = ?
           WHERE a.site_slug = ? AND a.visible = 1 ORDER BY a.pub_date DESC LIMIT ?`,
        ).all(flag, site, limit + exclude.size)
      : stmt(db, 'SELECT id FROM articles WHERE site_slug = ? AND visible = 1 AND parent_id IS NULL ORDER BY pub_date DESC LIMIT ?').all(
          site,
          limit + exclude.size,
        )
  ) as { id: number }[];
  const ids = rows
    .map((r) => r.id)
    .filter((id) => !exclude.has(id))
    .slice(0, limit);
  for (const id of ids) exclude.add(id);
  return ids;
}

function writeHighlights(db: Db): void {
  const insert = stmt(db, 'INSERT INTO highlights(kind, slug, position, article_id) VALUES (?, ?, ?, ?)');
  // Exactly four for most lists; Külföld has three, so the strip's "exactly 4" rule has a case to show.
  for (const s of SECTIONS) {
    if (s.active === false || s.sponsored) continue;
    const count = s.slug === 'kulfold' ? 3 : 4;
    const candidates = newestIn(db, s.slug, 8, new Set());
    if (candidates.length < 8) continue;
    [1, 3, 5, 7].slice(0, count).forEach((k, position) => insert.run('mstag', s.slug, position + 1, candidates[k]));
  }
  for (const tag of ['helyben', 'budapest', 'inflacio']) {
    const rows = stmt(
      db,
      `SELECT article_id AS id FROM article_tags WHERE tag_id = (SELECT id FROM tags WHERE slug = ?) AND visible = 1 ORDER BY pub_date DESC LIMIT 4`,
    ).all(tag) as { id: number }[];
    if (rows.length === 4) rows.forEach((r, position) => insert.run('tag', tag, position + 1, r.id));
  }
}

interface BlockSeed {
  position: number;
  type: string;
  title: string | null;
  ids: number[];
}

function frontBlocks(db: Db, site: SiteSlug, breaking: boolean): BlockSeed[] {
  const used = new Set<number>();
  const blocks: BlockSeed[] = [];
  const add = (type: string, title: string | null, ids: number[]) => {
    if (ids.length) blocks.push({ position: (blocks.length + 1) * 10, type, title, ids });
  };
  const sections = (slugs: string[], count: number) => {
    for (const slug of slugs) {
      const s = SECTIONS.find((x) => x.slug === slug)!;
      add('section', s.name, newestIn(db, slug, count, used));
    }
  };
  switch (site) {
    case 'main':
      add('lead', null, newestOfSite(db, 'main', 5, used, 'legfontosabb').concat(newestOfSite(db, 'main', 2, used)));
      sections(['belfold', 'kulfold', 'gazdasag', 'sport', 'velemeny', 'tech'], 6);
      add('karakter', 'Karakter', newestOfSite(db, 'karakter', 4, used));
      add('after', 'After', newestOfSite(db, 'after', 4, used));
      add('g7', 'G7', newestOfSite(db, 'g7', 4, used));
      break;
    case 'ro':
      add('lead', null, newestOfSite(db, 'ro', 5, used));
      sections(['erdely', 'romania', 'vilag', 'eletmod'], 6);
      break;
    case 'after':
      // Curated counts of the spec (§9): 3 recommended, 8 cards, 5 articles, 6 earlier (the 5 podcasts are episodes: seed/podcasts.ts).
      add('recommended', 'Ajánló', newestOfSite(db, 'after', 3, used));
      add('cards', 'Kártyák', newestOfSite(db, 'after', 8, used));
      add('articles', 'Cikkek', newestOfSite(db, 'after', 5, used));
      add('earlier', 'Korábban', newestOfSite(db, 'after', 6, used));
      break;
    case 'g7':
      // 8 news, 1 public affairs, 1 data, 5 articles, 1 money, 6 earlier (the 5 podcasts are episodes).
      add('news', 'Hírek', newestOfSite(db, 'g7', 8, used));
      add('public-affairs', 'Közélet', newestIn(db, 'kozelet', 1, used));
      add('data', 'Adat', newestIn(db, 'adat', 1, used));
      add('articles', 'Cikkek', newestOfSite(db, 'g7', 5, used));
      add('money', 'Pénz', newestIn(db, 'penz', 1, used));
      add('earlier', 'Korábban', newestOfSite(db, 'g7', 6, used));
      break;
    case 'karakter': {
      // 3, 1, 6, 2, 1, 3, 1, 6, 3, 2, 6 — the spec does not name the blocks; ours are named for what they hold.
      const plan: [string, string, string | null, number][] = [
        ['recommended', 'Ajánló', null, 3],
        ['feature', 'Kiemelt', 'kultura', 1],
        ['culture', 'Kultúra', 'kultura', 6],
        ['bookshelf', 'Könyvespolc', 'konyvespolc', 2],
        ['magnifier', 'Nagyító', 'nagyito', 1],
        ['cards', 'Kártyák', CARDS_SECTION, 3],
        ['interview', 'Interjú', null, 1],
        ['latest', 'Friss', null, 6],
        ['film', 'Film és sorozat', 'nagyito', 3],
        ['books', 'Olvasnivaló', 'konyvespolc', 2],
        ['earlier', 'Korábban', null, 6],
      ];
      for (const [type, title, section, count] of plan) {
        add(type, title, section ? newestIn(db, section, count, used) : newestOfSite(db, 'karakter', count, used));
      }
      break;
    }
  }
  if (breaking && (site === 'main' || site === 'ro')) {
    const live = stmt(
      db,
      `SELECT a.id FROM articles a JOIN article_flags f ON f.article_id = a.id AND f.flag = 'live'
       WHERE a.visible = 1 AND a.site_slug = ? ORDER BY a.pub_date DESC LIMIT 1`,
    ).get(site) as { id: number } | undefined;
    const ids = live ? [live.id] : newestOfSite(db, site, 1, used);
    blocks.push({ position: BREAKING_BLOCK_POSITION, type: 'breaking', title: 'Rendkívüli', ids });
  }
  return blocks;
}

function exchangeSeries(db: Db, seed: number, now: number): void {
  const rng = createRng(seed ^ 0x5eed);
  const insert = stmt(db, 'INSERT INTO exchange_rates(base, code, date, rate) VALUES (?, ?, ?, ?)');
  const end = new Date(now * 1000);
  for (const base of ['HUF', 'RON'] as const) {
    for (const [code, start] of Object.entries(EXCHANGE_START[base])) {
      let rate = start;
      for (let d = 400; d >= 0; d--) {
        const day = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() - d));
        rate *= 1 + (rng.next() - 0.5) * 0.01;
        insert.run(base, code, day.toISOString().slice(0, 10), Math.round(rate * 10000) / 10000);
      }
    }
  }
}

export function writeFixtures(db: Db, opts: FixtureOptions): void {
  const { now } = opts;
  writeHighlights(db);

  const breaking = opts.seed % 2 === 1;
  const insertBlock = stmt(db, 'INSERT INTO front_blocks(site_slug, position, type, title, article_ids, updated_at, change_seq) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const site of SITE_SLUGS) {
    for (const b of frontBlocks(db, site, breaking)) {
      insertBlock.run(site, b.position, b.type, b.title, JSON.stringify(b.ids), now, nextSeq(db));
    }
  }

  const insertDoc = stmt(db, 'INSERT INTO docs(slug, title, content, updated_at, version, change_seq) VALUES (?, ?, ?, ?, 1, ?)');
  for (const d of DOCS) {
    insertDoc.run(d.slug, d.title, d.paragraphs.map((p) => `<p>${p}</p>`).join('\n'), now, nextSeq(db));
  }

  const insertMenus = stmt(db, 'INSERT INTO menus(site_slug, menus, updated_at, change_seq) VALUES (?, ?, ?, ?)');
  for (const site of SITE_SLUGS) insertMenus.run(site, JSON.stringify(MENUS[site]), now, nextSeq(db));

  const insertUnique = stmt(db, 'INSERT INTO uniques(slug, content, updated_at, change_seq) VALUES (?, ?, ?, ?)');
  for (const u of UNIQUES) insertUnique.run(u.slug, u.content, now, nextSeq(db));
  const insertGroup = stmt(db, 'INSERT INTO unique_groups(id, slugs) VALUES (?, ?)');
  for (const g of UNIQUE_GROUPS) insertGroup.run(g.id, JSON.stringify(g.slugs));

  exchangeSeries(db, opts.seed, now);

  const authorNames = (stmt(db, "SELECT name FROM authors WHERE site_slug = 'main' ORDER BY id").all() as { name: string }[]).map((r) => r.name);
  const setSetting = stmt(db, 'INSERT INTO settings(key, value) VALUES (?, ?)');
  setSetting.run('common', JSON.stringify(COMMON_SETTINGS));
  setSetting.run('staff', JSON.stringify(staff(authorNames)));
  setSetting.run('route-rules', JSON.stringify(ROUTE_RULES));
  setSetting.run('auto-blocks', JSON.stringify(AUTO_BLOCKS));
  setSetting.run(MINUTES_SETTING, JSON.stringify(MINUTES_ITEMS));
}
