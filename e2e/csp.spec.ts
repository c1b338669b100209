// The pages pass their own Content-Security-Policy (domain/serving.ts): every page type on the static
// origin, in Chromium with JavaScript on, scrolled through so lazy islands and embeds load — not one
// violation report.
import { expect, test, e2eEnv } from './fixtures';
import { findArticle } from './corpus';

test.describe('Content-Security-Policy', () => {
  test('no page type of the static origin violates it', async ({ page }) => {
    test.setTimeout(90_000);
    const origin = e2eEnv().originUrl;
    const violations: string[] = [];
    await page.exposeFunction('reportCsp', (line: string) => violations.push(line));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportCsp(l: string): void }).reportCsp(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const article = await findArticle("a.visible = 1 AND a.type = 'article'");
    const live = await findArticle("a.visible = 1 AND a.type = 'liveblog'");
    const paths = ['/', '/rovat/belfold', '/legfrissebb', '/after', '/melleklet/eb-2024', '/tamogatas/profil', '/arfolyam', article.path, live.path];
    for (const path of paths) {
      const res = await page.goto(`${origin}${path}`);
      expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
    }
    expect(violations).toEqual([]);
  });
});
