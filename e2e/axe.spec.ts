// The shared axe helper still reports what it is there for: asking only for violations must not hide them, and
// the rules axe leaves off run when a test asks for them.
import { expect, test } from './fixtures';
import { STRICTER_RULES, axe } from './axe';

test('axe reports a violation on a page that has one, and none on its fixed copy', async ({ page }) => {
  const pageWith = (img: string) => `<!doctype html><html lang="hu"><head><title>axe</title></head><body><main><h1>Cím</h1>${img}</main></body></html>`;
  await page.setContent(pageWith('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">'));
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toContain('image-alt');
  await page.setContent(pageWith('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10" alt="Pont">'));
  expect((await axe(page).analyze()).violations).toEqual([]);
  // The rules axe leaves off run when asked: a link named unlike its text, a 17-px title link beside another.
  await page.setContent(
    pageWith(
      '<p><a href="/g7" aria-label="G7 – címlap">Hírtér G7</a></p><p style="margin:0"><a href="/a">Cím</a></p><p style="margin:0"><a href="/b">Cím</a></p>',
    ),
  );
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect((await axe(page, { also: STRICTER_RULES }).analyze()).violations.map((v) => v.id).sort()).toEqual(['label-content-name-mismatch', 'target-size']);
});
