// What the run's seeded store holds that the list and supplement pages must show: counts of visible articles
// per tag, section and the like, read-only (the tests that render those pages compare with it).
import Database from 'better-sqlite3';
import { e2eEnv } from '../env';

function read<T>(query: (db: Database.Database) => T): T {
  const db = new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

/** Visible articles per tag slug. */
export function tagCounts(): Map<string, number> {
  return read((db) => {
    const rows = db.prepare('SELECT t.slug, count(*) AS n FROM article_tags x JOIN tags t ON t.id = x.tag_id WHERE x.visible = 1 GROUP BY t.slug').all() as {
      slug: string;
      n: number;
    }[];
    return new Map(rows.map((r) => [r.slug, r.n]));
  });
}

/** Visible articles with both tags. */
export function bothTags(a: string, b: string): number {
  return read(
    (db) =>
      db
        .prepare(
          `SELECT count(*) FROM article_tags x JOIN tags t ON t.id = x.tag_id JOIN article_tags y ON y.article_id = x.article_id
             JOIN tags u ON u.id = y.tag_id WHERE x.visible = 1 AND t.slug = ? AND u.slug = ?`,
        )
        .pluck()
        .get(a, b) as number,
  );
}

/** Visible articles of a section, as its list counts them. */
export function sectionCount(slug: string): number {
  return read(
    (db) =>
      db
        .prepare('SELECT count(*) FROM article_super_tags WHERE super_tag_id = (SELECT id FROM super_tags WHERE slug = ?) AND visible = 1')
        .pluck()
        .get(slug) as number,
  );
}

/** The author of the most main-site articles. */
export function busiestAuthor(): { slug: string; name: string } {
  return read(
    (db) =>
      db
        .prepare(
          `SELECT au.slug, au.name FROM authors au JOIN article_authors l ON l.author_id = au.id AND l.visible = 1
           JOIN articles a ON a.id = l.article_id AND a.site_slug = 'main' GROUP BY au.id ORDER BY count(*) DESC LIMIT 1`,
        )
        .get() as { slug: string; name: string },
  );
}

/** The newest visible live blog of the main site, and its section. */
export function newestLiveBlog(): { id: number; section: string } {
  return read(
    (db) =>
      db
        .prepare(
          `SELECT a.id, s.slug AS section FROM articles a JOIN article_flags f ON f.article_id = a.id AND f.flag = 'live' AND f.visible = 1
           JOIN super_tags s ON s.id = a.main_super_tag_id WHERE a.visible = 1 AND s.site_slug = 'main' ORDER BY a.pub_date DESC LIMIT 1`,
        )
        .get() as { id: number; section: string },
  );
}
