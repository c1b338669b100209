import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { openDb } from '../store/schema';
import { completeSeededStore, seedStore } from './seed';
import { sharedStore, TEST_NOW } from '../testing/fixture';
import { SECTIONS, SUPPLEMENT_TAGS, HIKING_DIFFICULTY_TAGS, HIKING_NEWS_TAG } from './catalog';
import { opensAlike } from './text';
import { QUOTED_CURRENCIES } from '../../domain/exchange';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function seedInto(seed: number, articles = 300): string {
  const dir = mkdtempSync(join(tmpdir(), 'reader-seed-'));
  dirs.push(dir);
  const dbPath = join(dir, 'content.db');
  seedStore({ articles, seed, now: TEST_NOW, dbPath, mediaDir: sharedStore().mediaDir });
  return dbPath;
}

function contentHash(dbPath: string): string {
  const db = openDb(dbPath, { readonly: true });
  const h = createHash('sha256');
  for (const table of ['articles', 'authors', 'tags', 'super_tags', 'front_blocks', 'highlights', 'exchange_rates', 'docs', 'menus', 'podcasts', 'episodes']) {
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).iterate()) h.update(JSON.stringify(row));
  }
  db.close();
  return h.digest('hex');
}

describe('seed', () => {
  it('is deterministic: same options, same store; another seed, another corpus', () => {
    const a = contentHash(seedInto(7));
    expect(contentHash(seedInto(7))).toBe(a);
    expect(contentHash(seedInto(8))).not.toBe(a);
  });

  it('puts the breaking block at 1000 on odd seeds only', () => {
    const even = openDb(seedInto(2, 200), { readonly: true });
    expect(even.prepare('SELECT count(*) AS n FROM front_blocks WHERE position = 1000').get()).toEqual({ n: 0 });
    even.close();
  });

  it('shows no sentence twice at the top of a page: lead, subtitle and first paragraph open unlike what is above them', () => {
    const db = openDb(sharedStore().dbPath, { readonly: true });
    try {
      const rows = db
        .prepare(
          "SELECT json_extract(doc, '$.title') AS title, json_extract(doc, '$.subtitle') AS subtitle, json_extract(doc, '$.lead') AS lead, content FROM articles WHERE type <> 'liveblogpost'",
        )
        .all() as { title: string; subtitle: string | null; lead: string; content: string }[];
      const first = (html: string) => /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
      const alike = rows.flatMap((r) => {
        const pairs: [string, string][] = [
          [r.title, r.lead],
          [r.lead, first(r.content)],
        ];
        if (r.subtitle) pairs.push([r.title, r.subtitle], [r.subtitle, r.lead], [r.subtitle, first(r.content)]);
        return pairs.filter(([a, b]) => opensAlike(a, b)).map(([a, b]) => `${a} | ${b}`);
      });
      expect(alike).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('holds everything the pages need', () => {
    const db = openDb(sharedStore().dbPath, { readonly: true });
    const n = (sql: string, ...p: unknown[]) => (db.prepare(sql).get(...p) as { n: number }).n;
    try {
      expect(n("SELECT count(*) AS n FROM articles WHERE type <> 'liveblogpost'")).toBe(800);
      for (const site of ['main', 'after', 'g7', 'karakter', 'ro']) {
        expect(n('SELECT count(*) AS n FROM articles WHERE site_slug = ? AND visible = 1', site), site).toBeGreaterThan(10);
      }
      for (const s of SECTIONS) expect(n('SELECT count(*) AS n FROM super_tags WHERE slug = ?', s.slug), s.slug).toBe(1);
      expect(n('SELECT count(*) AS n FROM super_tags WHERE active = 0')).toBeGreaterThanOrEqual(1);
      for (const tag of [...SUPPLEMENT_TAGS, ...HIKING_DIFFICULTY_TAGS, HIKING_NEWS_TAG, 'helyben']) {
        expect(n('SELECT count(*) AS n FROM tags WHERE slug = ?', tag), tag).toBe(1);
      }
      for (const flag of ['live', 'refresh', 'legfontosabb', 'kedvenceink', 'english', 'adfree', 'pr']) {
        expect(n('SELECT count(*) AS n FROM article_flags WHERE flag = ?', flag), flag).toBeGreaterThan(0);
      }
      // Live blogs with 40+ posts, some pinned.
      const blogs = db
        .prepare(
          "SELECT p.id, (SELECT count(*) FROM articles c WHERE c.parent_id = p.id AND c.type = 'liveblogpost') AS posts, (SELECT count(*) FROM articles c WHERE c.parent_id = p.id AND c.pinned = 1) AS pinned FROM articles p WHERE p.type = 'liveblog'",
        )
        .all() as { posts: number; pinned: number }[];
      expect(blogs.length).toBeGreaterThanOrEqual(3);
      for (const b of blogs) {
        expect(b.posts).toBeGreaterThanOrEqual(40);
        expect(b.pinned).toBeGreaterThanOrEqual(1);
      }
      expect(n('SELECT count(*) AS n FROM articles WHERE active = 0')).toBeGreaterThan(0);
      expect(n("SELECT count(*) AS n FROM articles WHERE content LIKE '%youtube.com%'")).toBeGreaterThan(0);
      // Each video autoplay mode is in the content (specialised-features.md §4): fully forced, none, gently forced.
      for (const mode of ['%youtube.com/embed/%autoplay=1%', '%youtube.com/embed/%autoplay=0%'])
        expect(n('SELECT count(*) AS n FROM articles WHERE visible = 1 AND content LIKE ?', mode), mode).toBeGreaterThan(0);
      expect(
        n("SELECT count(*) AS n FROM articles WHERE visible = 1 AND content LIKE '%youtube.com/embed/%' AND content NOT LIKE '%autoplay=%'"),
      ).toBeGreaterThan(0);
      expect(n("SELECT count(*) AS n FROM articles WHERE content LIKE '%open.spotify.com%'")).toBeGreaterThan(0);
      expect(n("SELECT count(*) AS n FROM articles WHERE content LIKE '%<img %'")).toBeGreaterThan(0);
      expect(n("SELECT count(*) AS n FROM articles WHERE content LIKE '%<a href=\"/%'")).toBeGreaterThan(0);
      // Only local images: nothing points at another host for an image.
      expect(n("SELECT count(*) AS n FROM articles WHERE content LIKE '%<img src=\"http%' OR doc LIKE '%Image\":\"http%'")).toBe(0);
      for (const doc of ['impresszum', 'ellenorzo-modszertan', 'hirlevel']) expect(n('SELECT count(*) AS n FROM docs WHERE slug = ?', doc)).toBe(1);
      expect(n('SELECT count(*) AS n FROM menus')).toBe(5);
      expect(n("SELECT count(*) AS n FROM front_blocks WHERE position = 1000 AND site_slug = 'main'")).toBe(1);
      // Every currency /api/exchange?currency= may name has its rates, in forints and in lei.
      for (const base of ['HUF', 'RON'] as const) {
        const codes = (db.prepare('SELECT DISTINCT code FROM exchange_rates WHERE base = ? ORDER BY code').all(base) as { code: string }[]).map((r) => r.code);
        expect(codes).toEqual([...QUOTED_CURRENCIES[base]].sort());
      }
      const img = (db.prepare('SELECT doc FROM articles WHERE visible = 1 LIMIT 1').get() as { doc: string }).doc;
      const set = JSON.parse(img).coverImageSet as { variants: Record<string, string> };
      for (const v of Object.values(set.variants)) expect(existsSync(join(sharedStore().mediaDir, v.replace('/media/', '')))).toBe(true);
    } finally {
      db.close();
    }
  });

  it('completes an older seeded store with the datasets it lacks, keeping an edited one and leaving a newsroom store alone', () => {
    const dbPath = seedInto(3, 100);
    const db = openDb(dbPath);
    const value = (key: string) => (db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined)?.value;
    try {
      const all = (db.prepare("SELECT count(*) AS n FROM settings WHERE key LIKE 'supplement-data:%'").get() as { n: number }).n;
      const medals = value('supplement-data:tokio-2020:medals')!;
      // As a store seeded before the datasets existed, and one dataset an editor changed.
      db.prepare("DELETE FROM settings WHERE key LIKE 'supplement-data:%' AND key <> 'supplement-data:usa-2024:shows'").run();
      db.prepare('UPDATE settings SET value = \'{"kind":"shows","title":"Saját","items":[]}\' WHERE key = \'supplement-data:usa-2024:shows\'').run();
      expect(completeSeededStore(dbPath)).toEqual({ datasets: all - 1 });
      expect(value('supplement-data:tokio-2020:medals')).toBe(medals);
      expect(value('supplement-data:usa-2024:shows')).toContain('Saját');
      expect(completeSeededStore(dbPath)).toEqual({ datasets: 0 });
      // A store the seed did not make gets nothing.
      db.prepare("DELETE FROM meta WHERE key = 'seed'").run();
      db.prepare("DELETE FROM settings WHERE key = 'supplement-data:tokio-2020:medals'").run();
      expect(completeSeededStore(dbPath)).toEqual({ datasets: 0 });
      expect(value('supplement-data:tokio-2020:medals')).toBeUndefined();
    } finally {
      db.close();
    }
  });
});
