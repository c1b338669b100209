// The copy our code writes, read on a set of pages of every type as the static origin serves them (issue 35,
// point 6): the definite article a/az where a label is built from data ('Az államok eredményei'), no word said
// twice ('FRISSÜL frissült', 'ezüstérem (ezüstérem)'), no 'undefined', 'null' or 'NaN' anywhere a reader sees or
// hears, no empty heading, and no page opening with one sentence twice (a title, its lead and the first paragraph).
// Texts editors wrote (titles, leads, bodies) are read only for what no editor writes: 'undefined' and the like.
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { definiteArticle } from '../../domain/definiteArticle';
import { SUPPLEMENTS } from '../../domain/supplements';
import { opensAlike } from '../../services/seed/text';
import { findArticle } from '../corpus';
import { e2eEnv } from '../env';
import { ask, documentOf, text, type Domain } from './http';

interface Page {
  path: string;
  domain: Domain;
  doc: Document;
}

/** Elements whose text our code builds (headings and labels), not an editor: no link to an article in them. */
const LABELS = 'summary, caption, label, legend, button, th, [data-dataset] p, [data-badge], h1, h2, h3, h4';
/** Words a page must never show or say: a value that went missing on its way to the text. */
const JUNK = /(?<![\p{L}\p{N}])(undefined|null|NaN|Invalid Date|\[object Object\])(?![\p{L}\p{N}])/u;

const pages: Page[] = [];

/** The paths of a set of pages of each type, on both editions. */
async function paths(): Promise<[string, Domain][]> {
  const db = new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
  let author: string;
  try {
    author = (
      db.prepare('SELECT a.slug FROM authors a JOIN article_authors x ON x.author_id = a.id GROUP BY a.id ORDER BY count(*) DESC LIMIT 1').get() as {
        slug: string;
      }
    ).slug;
  } finally {
    db.close();
  }
  const article = (where: string) => findArticle(where).then((a) => a.path);
  const refreshing = "a.visible = 1 AND a.type = 'article' AND EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag = 'refresh')";
  const main: string[] = [
    '/',
    '/after',
    '/g7',
    '/karakter',
    '/legfrissebb',
    '/rovat/belfold',
    '/cimke/korrupcio',
    `/szerzo/${author}`,
    '/archivum',
    '/sport/foci',
    '/sport/forma-1',
    '/podcast/hirter-reggel',
    '/arfolyam',
    '/tamogatas',
    '/egyszazalek',
    '/hirterakademia',
    '/te',
    '/melleklet/tippjatek',
    await article(refreshing),
    await article("a.visible = 1 AND a.type = 'liveblog' AND a.site_slug = 'main'"),
    await article("a.type = 'liveblogpost' AND a.active = 1"),
    `${await article("a.visible = 1 AND a.type = 'longform'")}?oldal=2`,
    ...SUPPLEMENTS.flatMap((s) => s.tabs.map((t) => `/melleklet/${s.slug}${t.slug ? `/${t.slug}` : ''}`)),
    '/melleklet/usa-2024/adatok/alabama',
  ];
  return [...main.map((p): [string, Domain] => [p, 'main']), ['/', 'ro'], ['/arfolyam', 'ro']];
}

beforeAll(async () => {
  const origin = e2eEnv().originUrl;
  // One request at a time: the origin caps the renders in flight, and this tier's other files ask it too.
  for (const [path, domain] of await paths()) {
    const answer = await ask(origin, path, { domain });
    // A supplement tab without data is no page (domain/supplementData.ts); every other path must answer.
    if (answer.status === 404 && path.startsWith('/melleklet/')) continue;
    expect(answer.status, path).toBe(200);
    pages.push({ path, domain, doc: documentOf(answer.body, answer.url) });
  }
  const missing = await ask(origin, '/nincs-ilyen-oldal');
  expect(missing.status).toBe(404);
  pages.push({ path: '/nincs-ilyen-oldal', domain: 'main', doc: documentOf(missing.body, missing.url) });
}, 120_000);

/** The labels of a page our code builds: no heading that holds an editor's title (a link, or a live-swapped title). */
function labels(doc: Document): Element[] {
  return [...doc.querySelectorAll(LABELS)].filter((e) => !e.querySelector('a') && !e.closest('[data-live-swap], a, [data-article-body]'));
}

/** What a reader sees and hears of a page: its text without scripts and styles, and its labels' attributes. */
function readable(doc: Document): string[] {
  const body = doc.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll('script, style, template').forEach((e) => e.remove());
  const attrs = [...doc.querySelectorAll('[title], [aria-label], [alt], [placeholder]')].flatMap((e) =>
    ['title', 'aria-label', 'alt', 'placeholder'].map((a) => e.getAttribute(a) ?? ''),
  );
  return [doc.title, ...(body.textContent ?? '').split(/\n+/), ...attrs].map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const where = (p: Page) => `${p.path}${p.domain === 'ro' ? ' (ro)' : ''}`;

describe('the copy of every page type', () => {
  it('loads a page of each type', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.some((p) => p.doc.querySelector('[data-badge=refresh]'))).toBe(true);
    expect(pages.some((p) => p.doc.querySelector('[data-election-map]'))).toBe(true);
  });

  it('puts a before a consonant and az before a vowel sound in the labels it builds (Az államok eredményei)', () => {
    const wrong = pages.flatMap((p) =>
      labels(p.doc).flatMap((e) =>
        [...text(e).matchAll(/(?<![\p{L}\p{N}])([Aa]z?) (\S+)/gu)]
          .filter((m) => definiteArticle(m[2]!) !== m[1]!.toLowerCase())
          .map((m) => `${where(p)}: “${text(e)}” (${m[0]})`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('says no word twice in a label or a badge (FRISSÜL frissült, ezüstérem (ezüstérem))', () => {
    const twice = /(?<![\p{L}])(\p{L}{3,})[\s(]+\1(?![\p{L}])/iu;
    const repeating = /frissül.*frissül/iu;
    const wrong = pages.flatMap((p) =>
      [...labels(p.doc), ...p.doc.querySelectorAll('[data-badge], td')]
        .map((e) => text(e))
        .filter((t) => twice.test(t) || repeating.test(t))
        .map((t) => `${where(p)}: “${t}”`),
    );
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('shows and says no undefined, null or NaN', () => {
    const wrong = pages.flatMap((p) =>
      readable(p.doc)
        .filter((t) => JUNK.test(t))
        .map((t) => `${where(p)}: “${t.slice(0, 120)}”`),
    );
    expect(wrong).toEqual([]);
  });

  it('has no empty heading', () => {
    const wrong = pages.flatMap((p) =>
      [...p.doc.querySelectorAll('h1, h2, h3, h4')]
        .filter((h) => text(h) === '' && !h.querySelector('img, svg, picture'))
        .map((h) => `${where(p)}: ${h.outerHTML.slice(0, 120)}`),
    );
    expect(wrong).toEqual([]);
  });

  it('opens no article with one sentence twice: the title, subtitle, lead and first paragraph open differently', () => {
    const articles = pages.filter((p) => p.doc.querySelector('[data-article-type]'));
    expect(articles.length).toBeGreaterThanOrEqual(3);
    const wrong = articles.flatMap((p) => {
      const part = (s: string) => text(p.doc.querySelector(s));
      const shown = [part('h1'), part('[data-live-swap=subtitle]'), part('[data-live-swap=lead]'), part('[data-article-body] p')].filter(Boolean);
      return shown.flatMap((a, i) =>
        shown
          .slice(i + 1)
          .filter((b) => opensAlike(a, b))
          .map((b) => `${where(p)}: “${a}” / “${b}”`),
      );
    });
    expect(wrong).toEqual([]);
  });
});
