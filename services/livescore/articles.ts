// Which article on this site is about which football fixture (an article's `livescoreId`), read once from
// the content store (the sport section's articles) when the content process starts the embedded live-score service: a fixture's `url`
// (specialised-features.md §3) is that article's path. Later edits show after a restart (D-217).
import { articlePath } from '../../domain/urls';
import { rowToArticle } from '../store/read';
import { openDb } from '../store/schema';

/** The section whose articles may be about a match (the others are not looked at: a quick start on 100k). */
const SPORT_SECTION = 'sport';

/** Fixture id → the path of the newest visible sport article about it (live-blog posts excluded). */
export function matchArticles(dbPath: string): Map<number, string> {
  const db = openDb(dbPath, { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT a.doc, '' AS content, s.id AS sid, s.slug AS sslug, s.name AS sname, s.active AS sactive, s.site_slug AS ssite
         FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id
         WHERE a.id IN (SELECT article_id FROM article_super_tags WHERE visible = 1 AND super_tag_id = (SELECT id FROM super_tags WHERE slug = ?))
           AND a.type != 'liveblogpost' AND json_extract(a.doc, '$.livescoreId') IS NOT NULL
         ORDER BY a.pub_date`,
      )
      .all(SPORT_SECTION) as Parameters<typeof rowToArticle>[0][];
    const out = new Map<number, string>();
    for (const row of rows) {
      const article = rowToArticle(row);
      if (article.livescoreId !== null) out.set(article.livescoreId, articlePath(article));
    }
    return out;
  } finally {
    db.close();
  }
}
