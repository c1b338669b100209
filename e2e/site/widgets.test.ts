// The widgets of issue 23 as HTML on the static origin (was part of e2e/widgets.spec.ts): the minutes counter's
// number of the render's day, the third-party embeds as plain links to the provider with nothing of another
// host loaded by the page, the holdblog recommender's newest 4, the editors' unique texts. The widgets with
// JavaScript (the counter's clock, the embeds on the press, visitedTags, the holdblog's draw) are in
// e2e/widgets.spec.ts.
import { describe, expect, it } from 'vitest';
import { e2eEnv } from '../env';
import { page, text } from './http';

const at = (path: string) => page(e2eEnv().originUrl, path);
const LOCAL = /^(127\.0\.0\.1|localhost|[a-z0-9.-]+\.localhost)$/;

/** What the HTML itself makes a browser load from another host (scripts, frames, pictures, styles, preloads). */
function thirdPartyLoads(doc: Document): string[] {
  const urls = [...doc.querySelectorAll('script[src], iframe[src], img[src], source[src], audio[src], video[src], embed[src]')].map((e) =>
    e.getAttribute('src')!,
  );
  urls.push(...[...doc.querySelectorAll('link[rel~=stylesheet], link[rel~=preload], link[rel~=modulepreload]')].map((e) => e.getAttribute('href')!));
  urls.push(
    ...[...doc.querySelectorAll('img[srcset], source[srcset]')].flatMap((e) =>
      e
        .getAttribute('srcset')!
        .split(',')
        .map((c) => c.trim().split(/\s+/)[0]!),
    ),
  );
  return urls.filter((u) => !LOCAL.test(new URL(u, 'http://127.0.0.1/').hostname));
}

describe('widgets without JavaScript', () => {
  it('the minutes counter shows the number of the render’s day', async () => {
    const counter = (await at('/')).querySelector('[data-minutes-counter]')!;
    const day = counter.querySelector('[data-minutes-day]')!.getAttribute('data-minutes-day')!;
    // The render's day (not the test's: a render just before midnight in Budapest keeps its day).
    const res = await fetch(`${e2eEnv().contentApiUrl}/api/minutes?day=${day}`);
    const expected = ((await res.json()) as { text: string }).text;
    const hours = text(counter.querySelector('[data-minutes-hours]'));
    expect(hours).toBe(expected);
    expect(hours).toMatch(/^\d{1,3}( \d{3})+$/);
  });

  it('the embeds’ placeholders are plain links to the provider; the page loads nothing from another host', async () => {
    const doc = await at('/after');
    expect(doc.querySelector('[data-box="box-facebook"] a.embed__link')?.getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(doc.querySelector('[data-box="box-spotify"] a.embed__link')?.getAttribute('href')).toMatch(/^https:\/\/open\.spotify\.com\//);
    expect(doc.querySelectorAll('button[data-embed-load], iframe')).toHaveLength(0);
    expect(thirdPartyLoads(doc)).toEqual([]);
  });

  it('the holdblog recommender shows the section’s newest 4', async () => {
    const cards = [...(await at('/rovat/holdblog')).querySelectorAll('[data-holdblog-recommender] [data-holdblog-card]')];
    expect(cards.length).toBeGreaterThan(4);
    // The newest first: the first 4 shown, the rest kept for the draw with JavaScript.
    expect(cards.map((c) => c.hasAttribute('hidden'))).toEqual(cards.map((_, i) => i >= 4));
    expect(cards.slice(0, 4).map((c) => text(c.querySelector('h3')))).not.toContain('');
  });

  it('the editors’ unique texts: the blog group on the Holdblog, the entertainment group on /after, the book item on /karakter', async () => {
    for (const [path, title, words, slugs] of [
      ['/rovat/holdblog', 'A Holdblogról', 'A Holdblog a tudomány és a csillagászat hírei egy helyen.', 'holdblog-bevezeto holdblog-szerzok'],
      ['/after', 'Az After ajánlója', 'Az After heti ajánlója: zene, sorozat, koncert.', 'after-ajanlo'],
      ['/karakter', 'Könyvajánló', 'Heti könyvajánlónk', 'konyvajanlo'],
    ] as const) {
      const box = (await at(path)).querySelector('[data-box="box-editorial"]')!;
      expect(text(box.querySelector('h2')), path).toBe(title);
      expect(text(box), path).toContain(words);
      // A link item of the group (the After playlist) is not shown as text.
      expect(text(box), path).not.toContain('open.spotify.com');
      expect(box.querySelector('[data-unique]')?.getAttribute('data-unique'), path).toBe(slugs);
    }
  });
});
