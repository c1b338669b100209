// What a reader's browser downloads: JS (gzip) and HTML size of a plain article and of a live blog,
// against the goals of the reader-shell issue (≤ 30 KB and ≤ 90 KB of gzipped JS), of the live sports issue
// (≤ 60 KB for each sports screen with a live part), and of a podcast's page (its cards' buttons, no player
// yet) with what one press of play adds (the player, its bar, React; issue #21); and a plain article's own
// scripts uncompressed, opened (goal < 32 KB, D-213) and read to the end (< 6 KB more, D-239), which the browser
// test asserted until D-304. Uses a test world like the browser tests (testing/world/).
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { worldSession } from '../testing/world/session';
import { findArticle } from '../e2e/corpus';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/browser';
import { median, summary } from './stats';

const RUNS = 3;

/**
 * A plain article's scripts, uncompressed: those of the opened page once it has settled, and those reading it to
 * the end adds (the newsletter box's island, without React). React itself is over 100 KB: it must be in neither.
 */
async function plainArticleScripts(browser: Browser, url: string): Promise<{ opened: number; toTheEnd: number; react: boolean }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const opened = await Promise.all(bodies);
  await page.locator('[data-newsletter-promo]').evaluate((el) => el.scrollIntoView());
  await page.locator('island-root[data-island=NewsletterPromo][data-hydrated]').waitFor();
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(bodies);
  await context.close();
  const bytes = (list: Buffer[]) => list.reduce((n, b) => n + b.length, 0);
  return { opened: bytes(opened), toTheEnd: bytes(all.slice(opened.length)), react: all.some((b) => b.includes('Minified React error')) };
}

export async function run(): Promise<void> {
  const world = await worldSession({ name: 'bench' });
  const teardown = () => world.stop();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const base = process.env.E2E_BASE_URL!;
    const pages = [
      {
        name: 'plain article',
        goalKb: 30,
        path: (
          await findArticle(
            'a.visible = 1 AND a.type = \'article\' AND a.site_slug = \'main\' AND a.doc NOT LIKE \'%"slug":"live"%\' AND a.doc NOT LIKE \'%"slug":"refresh"%\'',
          )
        ).path,
      },
      { name: 'live blog', goalKb: 90, path: (await findArticle("a.visible = 1 AND a.type = 'liveblog' AND a.doc LIKE '%\"live\":true%'")).path },
      // The default state shows the Grand Prix under way, its race Live: the widget with its live island.
      { name: 'Formula 1', goalKb: 60, path: '/sport/forma-1' },
      // The default state: NB I's day, whose matches the service plays live around its start (D-216): the live island.
      { name: 'football', goalKb: 60, path: '/sport/foci' },
      // A podcast's page: its cards' play buttons; the player comes with the first press (measured below).
      { name: 'podcast page', goalKb: 30, path: '/podcast/hirter-reggel', play: true },
    ];
    for (const p of pages) {
      const js: number[] = [];
      const html: number[] = [];
      const htmlGz: number[] = [];
      /** What one press of play loads on top (gz KB), and the player's own chunks apart from React. */
      const player: number[] = [];
      const playerOwn: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        let bodies: Promise<{ gz: number; react: boolean }>[] = [];
        page.on('response', (res) => {
          if (res.request().resourceType() === 'script')
            bodies.push(
              res.body().then(
                // react-dom carries its error decoder's prefix; react and its JSX runtime their element symbol.
                (b) => ({ gz: gzipSync(b, { level: 9 }).length, react: b.includes('Minified React error') || b.includes('react.transitional.element') }),
                () => ({ gz: 0, react: false }),
              ),
            );
        });
        const res = await page.goto(`${base}${p.path}`, { waitUntil: 'networkidle' });
        // Scroll through the page so that every island that hydrates when visible does.
        for (let y = 0; y < 20_000; y += 800) await page.mouse.wheel(0, 800);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const doc = Buffer.from((await res!.text()) ?? '');
        html.push(doc.length / 1024);
        htmlGz.push(gzipSync(doc, { level: 9 }).length / 1024);
        js.push((await Promise.all(bodies)).reduce((a, b) => a + b.gz, 0) / 1024);
        if ('play' in p && p.play) {
          bodies = [];
          await page.locator('[data-episode-play][role=button]').first().click();
          await page.locator('[data-player-bar]').waitFor();
          await page.waitForLoadState('networkidle');
          const added = await Promise.all(bodies);
          player.push(added.reduce((a, b) => a + b.gz, 0) / 1024);
          playerOwn.push(added.filter((b) => !b.react).reduce((a, b) => a + b.gz, 0) / 1024);
        }
        await context.close();
      }
      console.log(
        `${p.name.padEnd(14)} JS ${summary(js, 1)} KB gz (goal ${p.goalKb} KB: ×${(median(js) / p.goalKb).toFixed(2)})   HTML ${summary(html, 1)} KB, ${summary(htmlGz, 1)} KB gz`,
      );
      if (player.length)
        console.log(
          `${'  + play'.padEnd(14)} JS ${summary(player, 1)} KB gz on the first press, of which the player's own chunks (without React) ${summary(playerOwn, 1)} KB gz`,
        );
    }
    console.log(`\n${RUNS} fresh browser contexts per page; median [min–max]; JS is every script response, each gzipped at level 9.`);

    const plain = pages[0]!;
    const own: { opened: number; toTheEnd: number; react: boolean }[] = [];
    for (let r = 0; r < RUNS; r++) own.push(await plainArticleScripts(browser, `${base}${plain.path}`));
    const kb = (xs: number[]) =>
      summary(
        xs.map((x) => x / 1024),
        1,
      );
    console.log(
      `plain article, its own scripts uncompressed: opened ${kb(own.map((o) => o.opened))} KB (goal < 32 KB, D-213: ×${(median(own.map((o) => o.opened)) / 32_768).toFixed(2)}), ` +
        `read to the end ${kb(own.map((o) => o.toTheEnd))} KB more (goal < 6 KB, D-239: ×${(median(own.map((o) => o.toTheEnd)) / 6_144).toFixed(2)}); ` +
        `React loaded: ${own.some((o) => o.react) ? 'yes (it must not be)' : 'no'}`,
    );
  } finally {
    await browser.close();
    await teardown();
  }
}
