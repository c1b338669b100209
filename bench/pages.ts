// What a reader's browser downloads: JS (gzip) and HTML size of a plain article and of a live blog,
// against the goals of the reader-shell issue (≤ 30 KB and ≤ 90 KB of gzipped JS), of the live sports issue
// (≤ 60 KB for each sports screen with a live part), and of a podcast's page (its cards' buttons, no player
// yet) with what one press of play adds (the player, its bar, React; issue #21); and what the browser tests
// asserted until D-304: a plain article's own scripts uncompressed (a returning reader's who gave consent; the
// consent manager apart, D-363), opened (goal < 32 KB, D-213) and read to
// the end (< 6 KB more, D-239); an article with a quiz, opened with its quiz's island (< 40 KB: D-213's 32 KB
// and D-249's 8 KB); the opened live blog's scripts (< 24 KB gz, the old live.spec.ts) and its version poll's
// reply (≤ 64 B). Uses a test world like the browser tests (testing/world/).
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { worldSession } from '../testing/world/session';
import { findArticle } from '../e2e/corpus';
import { AS_THE_PAGE_ASKS } from '../e2e/publishing';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/browser';
import { CONSENTED } from '../testing/consent';
import { SEED_QUIZ_IDS } from '../services/seed/quizzes';
import { median, summary } from './stats';

const RUNS = 3;

/**
 * A page's own scripts, uncompressed: those of the opened page once it has settled, and those `then` adds
 * (reading a plain article to the end: the newsletter box's island; an article with a quiz: the quiz's island;
 * each without React). React itself is over 100 KB: it must be in neither.
 */
async function ownScripts(
  browser: Browser,
  url: string,
  then: (page: Page) => Promise<void>,
): Promise<{ opened: number; added: number; react: boolean; consent: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: CONSENTED });
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  const consent: Promise<Buffer>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    (isConsentManager(res.url()) ? consent : bodies).push(res.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const opened = await Promise.all(bodies);
  await then(page);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(bodies);
  await context.close();
  const bytes = (list: Buffer[]) => list.reduce((n, b) => n + b.length, 0);
  return {
    opened: bytes(opened),
    added: bytes(all.slice(opened.length)),
    react: all.some((b) => b.includes('Minified React error')),
    consent: bytes(await Promise.all(consent)),
  };
}

/**
 * The consent manager at each site's consent path is the vendor's script in production (our stand-in here,
 * D-363): counted apart from the page's own. The bench's reader is a returning one who said yes.
 */
const isConsentManager = (url: string) => new URL(url).pathname.startsWith('/consent/');

/** Reading a plain article to the end: the newsletter box's island starts as it nears the viewport. */
async function toTheEnd(page: Page): Promise<void> {
  await page.locator('[data-newsletter-promo]').evaluate((el) => el.scrollIntoView());
  await page.locator('island-root[data-island=NewsletterPromo][data-hydrated]').waitFor();
}

/** The quiz in view, its island hydrated and its options ready to take an answer. */
async function quizReady(page: Page): Promise<void> {
  await page.locator('[data-quiz]').scrollIntoViewIfNeeded();
  await page.locator('island-root[data-island=Quiz][data-hydrated]').waitFor();
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-quiz] [data-option]')?.disabled);
}

export async function run(): Promise<void> {
  const world = await worldSession({ name: 'bench' });
  const teardown = () => world.stop();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const base = process.env.E2E_BASE_URL!;
    const origin = process.env.E2E_ORIGIN_URL!;
    const liveBlog = await findArticle("a.visible = 1 AND a.type = 'liveblog' AND a.doc LIKE '%\"live\":true%'");
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
      // Also the opened page's scripts, before the scroll, against the old live.spec.ts's < 24 KB gz.
      { name: 'live blog', goalKb: 90, path: liveBlog.path, openedGoalKb: 24 },
      // The default state shows the Grand Prix under way, its race Live: the widget with its live island.
      { name: 'Formula 1', goalKb: 60, path: '/sport/forma-1' },
      // The default state: NB I's day, whose matches the service plays live around its start (D-216): the live island.
      { name: 'football', goalKb: 60, path: '/sport/foci' },
      // A podcast's page: its cards' play buttons; the player comes with the first press (measured below).
      { name: 'podcast page', goalKb: 30, path: '/podcast/hirter-reggel', play: true },
    ];
    for (const p of pages) {
      const js: number[] = [];
      /** The scripts of the opened page, before the scroll (gz KB). */
      const jsOpened: number[] = [];
      const html: number[] = [];
      const htmlGz: number[] = [];
      /** What one press of play loads on top (gz KB), and the player's own chunks apart from React. */
      const player: number[] = [];
      const playerOwn: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: CONSENTED });
        const page = await context.newPage();
        let bodies: Promise<{ gz: number; react: boolean }>[] = [];
        page.on('response', (res) => {
          if (res.request().resourceType() === 'script' && !isConsentManager(res.url()))
            bodies.push(
              res.body().then(
                // react-dom carries its error decoder's prefix; react and its JSX runtime their element symbol.
                (b) => ({ gz: gzipSync(b, { level: 9 }).length, react: b.includes('Minified React error') || b.includes('react.transitional.element') }),
                () => ({ gz: 0, react: false }),
              ),
            );
        });
        const res = await page.goto(`${base}${p.path}`, { waitUntil: 'networkidle' });
        const opened = bodies.length;
        // Scroll through the page so that every island that hydrates when visible does.
        for (let y = 0; y < 20_000; y += 800) await page.mouse.wheel(0, 800);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const doc = Buffer.from((await res!.text()) ?? '');
        html.push(doc.length / 1024);
        htmlGz.push(gzipSync(doc, { level: 9 }).length / 1024);
        const loaded = await Promise.all(bodies);
        js.push(loaded.reduce((a, b) => a + b.gz, 0) / 1024);
        jsOpened.push(loaded.slice(0, opened).reduce((a, b) => a + b.gz, 0) / 1024);
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
      if ('openedGoalKb' in p && p.openedGoalKb)
        console.log(
          // In bytes too: the opened live blog sits within a few dozen of its goal.
          `${'  opened'.padEnd(14)} JS ${summary(jsOpened, 1)} KB gz, ${Math.round(median(jsOpened) * 1024)} B, before the scroll (goal < ${p.openedGoalKb} KB, ${p.openedGoalKb * 1024} B: ×${(median(jsOpened) / p.openedGoalKb).toFixed(3)})`,
        );
      if (player.length)
        console.log(
          `${'  + play'.padEnd(14)} JS ${summary(player, 1)} KB gz on the first press, of which the player's own chunks (without React) ${summary(playerOwn, 1)} KB gz`,
        );
    }
    console.log(`\n${RUNS} fresh browser contexts per page; median [min–max]; JS is every script response, each gzipped at level 9.`);

    // The version poll's reply as the page asks it, from the origin: its body is the whole of a poll's news.
    const version: { body: number; headers: number; text: string }[] = [];
    for (let r = 0; r < RUNS; r++) {
      const res = await fetch(new URL(`/api/articles/${liveBlog.slug}/version`, origin), { headers: AS_THE_PAGE_ASKS });
      const text = await res.text();
      let headers = 0;
      res.headers.forEach((value, name) => (headers += name.length + value.length + 4));
      version.push({ body: Buffer.byteLength(text), headers, text });
    }
    const bodyBytes = version.map((v) => v.body);
    console.log(
      `live blog's version reply: ${summary(bodyBytes, 0)} B of body (goal ≤ 64 B: ×${(median(bodyBytes) / 64).toFixed(2)}; ${version[0]!.text}), ` +
        `${summary(
          version.map((v) => v.headers),
          0,
        )} B of headers`,
    );

    const kb = (xs: number[]) =>
      summary(
        xs.map((x) => x / 1024),
        1,
      );
    const react = (runs: { react: boolean }[]) => (runs.some((o) => o.react) ? 'yes (it must not be)' : 'no');
    const plain = pages[0]!;
    const own: Awaited<ReturnType<typeof ownScripts>>[] = [];
    for (let r = 0; r < RUNS; r++) own.push(await ownScripts(browser, `${base}${plain.path}`, toTheEnd));
    console.log(
      `plain article, its own scripts uncompressed: opened ${kb(own.map((o) => o.opened))} KB, ${median(own.map((o) => o.opened))} B (goal < 32 KB, 32768 B, D-213: ×${(median(own.map((o) => o.opened)) / 32_768).toFixed(3)}), ` +
        `read to the end ${kb(own.map((o) => o.added))} KB more (goal < 6 KB, D-239: ×${(median(own.map((o) => o.added)) / 6_144).toFixed(2)}); ` +
        `React loaded: ${react(own)}; the consent manager (the vendor's script, D-363) ${kb(own.map((o) => o.consent))} KB apart`,
    );
    // The article with the seeded poll, on the origin as the old quiz.spec.ts read it.
    const quiz = await findArticle('a.visible = 1 AND a.content LIKE ?', `%[kviz:${SEED_QUIZ_IDS.poll}]%`);
    const withQuiz: { opened: number; added: number; react: boolean }[] = [];
    for (let r = 0; r < RUNS; r++) withQuiz.push(await ownScripts(browser, `${origin}${quiz.path}`, quizReady));
    const quizTotal = withQuiz.map((o) => o.opened + o.added);
    console.log(
      `article with a quiz, its own scripts uncompressed once the quiz is ready: ${kb(quizTotal)} KB, ${median(quizTotal)} B (goal < 40 KB, 40960 B, D-213 + D-249: ×${(median(quizTotal) / 40_960).toFixed(3)}), ` +
        `of which the quiz's island brought ${kb(withQuiz.map((o) => o.added))} KB after the load; React loaded: ${react(withQuiz)}`,
    );
  } finally {
    await browser.close();
    await teardown();
  }
}
