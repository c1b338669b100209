// Every page type once, on the static origin (what readers get): the visual baselines (e2e/visual.spec.ts), the
// headline family (e2e/headlines.spec.ts) and the first screen's geometry (e2e/firstScreen.spec.ts) walk the same pages.
import Database from 'better-sqlite3';
import { e2eEnv } from './env';
import { originUrl, roOriginUrl } from './static/helpers';
import { articlePath } from '../domain/urls';
import type { Article } from '../domain/types';

/** A plain article with a figure and a live blog that no other test edits: far down the corpus, by id. */
export async function quietArticles(): Promise<{ article: string; liveblog: string }> {
  const db = new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
  const slugOf = (where: string) =>
    (db.prepare(`SELECT slug FROM articles WHERE visible = 1 AND ${where} ORDER BY id LIMIT 1 OFFSET 3`).get() as { slug: string } | undefined)?.slug;
  try {
    const article = slugOf("type = 'article' AND json_extract(doc, '$.coverImageSet') IS NOT NULL AND content LIKE '%<img %'");
    const liveblog = slugOf("type = 'liveblog'");
    if (!article || !liveblog) throw new Error('the corpus has no plain article with a figure or no live blog');
    const path = async (slug: string) => articlePath((await (await fetch(`${e2eEnv().contentApiUrl}/api/articles/${slug}`)).json()) as Article);
    return { article: await path(article), liveblog: await path(liveblog) };
  } finally {
    db.close();
  }
}

/** The page types, by name, on the static origin. */
export async function pageTypes(): Promise<[string, string][]> {
  const { article, liveblog } = await quietArticles();
  return [
    ['front', originUrl('/')],
    ['subsite-front', originUrl('/after')],
    ['article', originUrl(article)],
    ['liveblog', originUrl(liveblog)],
    ['list', originUrl('/legfrissebb')],
    ['section', originUrl('/rovat/belfold')],
    ['supplement', originUrl('/melleklet/parizs-2024')],
    ['supplement-data', originUrl('/melleklet/tokio-2020/eremtablazat')],
    ['football', originUrl('/sport/foci?nap=2024-06-14')],
    ['ro-front', roOriginUrl('/')],
    ['ro-exchange', roOriginUrl('/arfolyam')],
    ['not-found', originUrl('/nincs-ilyen-oldal-sehol')],
  ];
}
