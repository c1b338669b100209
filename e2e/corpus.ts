// Reads the run's seeded store to find articles of each kind (read-only).
import Database from 'better-sqlite3';
import { e2eEnv } from './env';

export interface Found {
  id: number;
  slug: string;
  title: string;
  path: string;
}

function open() {
  return new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
}

/** The canonical path of an article, as the API would give it. */
async function pathOf(slug: string): Promise<string> {
  const res = await fetch(`${e2eEnv().contentApiUrl}/api/articles/${slug}`);
  const a = (await res.json()) as { pubDate: number; mainSuperTag: { slug: string; siteSlug: string } };
  const { articlePath } = await import('../domain/urls');
  return articlePath(a as never);
}

export async function findArticle(where: string, ...params: unknown[]): Promise<Found> {
  const db = open();
  try {
    const row = db
      .prepare(`SELECT a.id, a.slug, json_extract(a.doc, '$.title') AS title FROM articles a WHERE ${where} ORDER BY a.pub_date DESC LIMIT 1`)
      .get(...params) as { id: number; slug: string; title: string } | undefined;
    if (!row) throw new Error(`no article where ${where}`);
    return { ...row, path: await pathOf(row.slug) };
  } finally {
    db.close();
  }
}

export function inactiveSlug(): string {
  const db = open();
  try {
    return (db.prepare("SELECT slug FROM articles WHERE active = 0 AND type <> 'liveblogpost' LIMIT 1").get() as { slug: string }).slug;
  } finally {
    db.close();
  }
}
