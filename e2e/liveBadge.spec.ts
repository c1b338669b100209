// A FRISSÜL badge as a reader opens it after the page was made (reader-site.md §4 "Live tag"): the static page
// says what was true when the job rendered it ('most'); opened minutes later, the badge tells the minutes at once,
// and once they are over 'frissült', not 'most' for good. The browser's clock is Playwright's, set from the
// page's own render time: what the test waits for is the badge's text, never a time.
import Database from 'better-sqlite3';
import { expect, test, e2eEnv } from './fixtures';
import { originShows } from './publishing';
import { originUrl } from './static/helpers';
import { runEditor } from '../services/editor/cli';
import { articlePath } from '../domain/urls';
import { has } from '../domain/dataAttributes';
import { BADGE_BADGE_ATTR, BADGE_UPDATED_ATTR, DATE_TOLD_ATTR } from '../live/attrs';
import type { Article } from '../domain/types';

/** A plain article of the main site without the refresh flag that no other test reads: far down the corpus. */
async function unflaggedArticle(): Promise<{ slug: string; path: string }> {
  const db = new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT slug FROM articles WHERE visible = 1 AND type = 'article' AND site_slug = 'main' AND doc NOT LIKE '%"refresh"%'
         ORDER BY id LIMIT 1 OFFSET 11`,
      )
      .get() as { slug: string } | undefined;
    if (!row) throw new Error('the corpus has no plain article without the refresh flag');
    const a = (await (await fetch(`${e2eEnv().contentApiUrl}/api/articles/${row.slug}`)).json()) as Article;
    return { slug: a.slug, path: articlePath(a) };
  } finally {
    db.close();
  }
}

function edit(args: string[]): void {
  const r = runEditor(args, e2eEnv().contentDb);
  expect(r.code, r.out).toBe(0);
}

test('a FRISSÜL badge opened minutes after its page was made tells the minutes at once, and frissült once they are over', async ({ browser }) => {
  const article = await unflaggedArticle();
  edit(['flag', article.slug, 'refresh', 'on']);
  try {
    const { updatedAt } = (await (await fetch(`${e2eEnv().contentApiUrl}/api/articles/${article.slug}`)).json()) as Article;
    // The article's own badge (a sidebar's card may have one too), once the job has published the flag.
    const badge = `${has(BADGE_BADGE_ATTR, 'refresh')}${has(BADGE_UPDATED_ATTR, String(updatedAt))}`;
    await originShows(article.path, `${BADGE_UPDATED_ATTR}="${updatedAt}"`);
    const html = await (await fetch(originUrl(article.path))).text();
    const made = html.slice(html.indexOf(`${BADGE_UPDATED_ATTR}="${updatedAt}"`));
    const told = Number(new RegExp(`${DATE_TOLD_ATTR}="(\\d+)"`).exec(made)?.[1]);
    expect(told, 'the badge names the time its page was made').toBeGreaterThanOrEqual(updatedAt);
    for (const [after, text] of [
      [150, /2 perce/],
      [690, /^frissült$/],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.clock.install({ time: (told + after) * 1000 });
      await page.goto(originUrl(article.path));
      await expect(page.locator(badge).first(), `${after} s after`).toHaveText(text);
      await context.close();
    }
  } finally {
    edit(['flag', article.slug, 'refresh', 'off']);
  }
});
