import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PageDataProvider } from '../../renderer/usePageData';
import { emptyShell } from '../../domain/shell';
import type { Article, SiteSlug } from '../../domain/types';
import { articlePath } from '../../domain/urls';
import { articleFixture } from '../../testing/articleFixture';
import { LIVE_MATCH } from '../../testing/footballFixture';
import { misdirectedArticleLinks, resolvedLinks } from '../../testing/domainLinks';
import type { ArticlePageData } from './pageData';
import Page from './+Page';
import { loadedBody } from '../../testing/articleBody';
import type { Formula1View } from '../../domain/formula1/view';
import type { PodcastEpisode } from '../../domain/podcast/types';
import type { Quiz } from '../../domain/quiz';

const pub = Date.UTC(2025, 2, 14, 9) / 1000;
const section = (id: number, slug: string, siteSlug: SiteSlug) => ({ id, slug, name: slug, active: true, siteSlug });
const author = { slug: 'kiss-anna', name: 'Kiss Anna', avatarSrc: '/media/kiss-anna.png' };
const tags = [{ slug: 'europai-unio', name: 'Európai Unió' }];

function render(
  site: SiteSlug,
  a: Article,
  o: {
    children?: Article[];
    newest?: Article[];
    parent?: Article;
    formula1?: Formula1View;
    match?: ArticlePageData['match'];
    episode?: PodcastEpisode;
    quiz?: Quiz;
  } = {},
): string {
  const empty = { v: 1, special: [], breaking: [], important: [], newest: [], favorite: [], pr: [], after: [], g7: [] };
  const data: ArticlePageData = {
    head: { title: a.title } as ArticlePageData['head'],
    shell: emptyShell(site),
    deps: { articles: [], lists: [] },
    article: a,
    page: 1,
    pageCount: 1,
    posts: o.children
      ? {
          items: o.children.map((document) => ({ type: 'article' as const, document })),
          pinnedItems: [],
          totalItems: o.children.length,
          page: 1,
          totalPages: 1,
        }
      : null,
    parent: o.parent ?? null,
    match: o.match ?? null,
    body: loadedBody(a.content, { 'forma-1': o.formula1, podcast: o.episode, kviz: o.quiz }),
    recommended: { ...empty, newest: o.newest ?? [] },
    path: articlePath(a),
    now: pub + 3600,
    preview: false,
  };
  return renderToString(
    <PageDataProvider data={data}>
      <Page />
    </PageDataProvider>,
  );
}

describe('an article page links for the domain each link points to', () => {
  const blog = articleFixture({ id: 1, type: 'liveblog', slug: 'csucs', pubDate: pub, mainSuperTag: section(1, 'adat', 'g7'), articleAuthors: [author], tags });
  const ro = articleFixture({ id: 2, slug: 'bukarest', pubDate: pub, mainSuperTag: section(2, 'romania', 'ro') });
  const main = articleFixture({ id: 3, slug: 'bizottsag', pubDate: pub, mainSuperTag: section(3, 'kulfold', 'main') });

  it('a sub-site live blog: attached and recommended articles of the other domain absolute, the lists of its own domain by path', () => {
    const html = render('g7', blog, { children: [ro, main], newest: [ro] });
    expect(misdirectedArticleLinks(html, 'g7', [ro, main])).toEqual({ wrong: [], missing: [] });
    const paths = resolvedLinks(html, 'g7')
      .filter((u) => u.host === 'hirter.hu')
      .map((u) => u.pathname);
    // The section is the sub-site's tab, the byline and the tag lists of the main domain.
    expect(paths).toEqual(expect.arrayContaining(['/g7/adat', '/szerzo/kiss-anna', '/cimke/europai-unio']));
    expect(html).toContain('href="https://hirter.ro/romania/2025/03/14/bukarest"');
  });

  it('a Romanian-edition post: its parent and lists on its own domain, a main-site recommendation on https://hirter.hu', () => {
    const parent = articleFixture({ id: 4, type: 'liveblog', slug: 'valasztas', pubDate: pub, mainSuperTag: section(2, 'romania', 'ro') });
    const post = articleFixture({
      id: 5,
      type: 'liveblogpost',
      slug: 'eredmeny',
      pubDate: pub,
      parentId: 4,
      mainSuperTag: section(2, 'romania', 'ro'),
      articleAuthors: [author],
      tags,
    });
    const html = render('ro', post, { parent, newest: [main] });
    expect(misdirectedArticleLinks(html, 'ro', [parent, main])).toEqual({ wrong: [], missing: [] });
    expect(html).toContain('href="/romania/2025/03/14/valasztas"');
    expect(html).toContain('href="/rovat/romania"');
    expect(html).toContain('href="/szerzo/kiss-anna"');
    expect(html).toContain('href="https://hirter.hu/kulfold/2025/03/14/bizottsag"');
  });
});

describe('the top banner', () => {
  it('on a wide screen has its own zone before the column and sidebar; a phone’s comes after the header, never above the headline', () => {
    const a = articleFixture({ id: 4, slug: 'hir', pubDate: pub, mainSuperTag: section(3, 'kulfold', 'main'), lead: 'A cikk bevezetője.' });
    const html = render('main', a);
    const zone = html.indexOf('data-banner-zone');
    expect(zone).toBeGreaterThan(-1);
    // The wide screen's slot: the desktop zone (and the app's), in the banner zone before the article.
    const desktop = html.indexOf('data-ad-desktop="hirter_main/cikk/desktop/top/banner_1"');
    expect(desktop).toBeGreaterThan(zone);
    expect(desktop).toBeLessThan(html.indexOf('<article'));
    // The phone's slot: the mobile zone (and the app's), after the header's headline and lead, inside the article.
    const mobile = html.indexOf('data-ad-mobile="hirter_main/cikk/mobile/top/banner_1"');
    expect(mobile).toBeGreaterThan(html.indexOf('</header>'));
    expect(mobile).toBeGreaterThan(html.indexOf('A cikk bevezetője.'));
    expect(html.match(/data-ad-mobile="[^"]*\/top\/banner_1"/g)).toHaveLength(1);
    expect(html.match(/data-ad-desktop="[^"]*\/top\/banner_1"/g)).toHaveLength(1);
    expect(html.match(/data-ad-app="[^"]*\/top\/banner_1"/g)).toHaveLength(2); // the app's zone on both: one shows
  });

  it('is left out with the ads of an ad-free article', () => {
    const a = articleFixture({ id: 5, slug: 'reklammentes', pubDate: pub, mainSuperTag: section(3, 'kulfold', 'main'), adfree: true });
    expect(render('main', a)).not.toContain('data-banner-zone');
    expect(render('main', a)).not.toContain('/top/banner_1');
  });
});

describe('an article about a match', () => {
  it('shows the match’s score box under its header, and none without a match', () => {
    const a = articleFixture({ id: 7, slug: 'derbi', pubDate: pub, mainSuperTag: section(5, 'sport', 'main'), livescoreId: LIVE_MATCH.fixture.id });
    const html = render('main', a, { match: LIVE_MATCH });
    expect(html).toContain(`data-article-match="${LIVE_MATCH.fixture.id}"`);
    expect(html.indexOf('data-article-match')).toBeLessThan(html.indexOf('data-article-body'));
    expect(render('main', a)).not.toContain('data-article-match');
  });
});

describe('an episode’s article (D-229)', () => {
  const a = articleFixture({
    id: 9,
    slug: 'forint',
    pubDate: pub,
    mainSuperTag: section(9, 'podcast', 'g7'),
    content: '<p>Első bekezdés.</p>\n<p><a href="/g7/podcast/g7-podcast/merre-tart-a-forint">Hallgassa meg: Merre tart a forint?</a></p><p>Második.</p>',
  });
  const episode: PodcastEpisode = {
    id: 3,
    slug: 'merre-tart-a-forint',
    title: 'Merre tart a forint?',
    sourceUrl: '/media/audio/episode-003.wav',
    image: null,
    duration: 100,
    podcast: { slug: 'g7-podcast', name: 'G7 podcast', page: '/g7/podcast/g7-podcast', site: 'g7', description: '' },
    article: null,
    pubDate: pub,
    description: '',
  };

  it('draws the episode’s card with its play button where the body links the episode', () => {
    const html = render('g7', a, { episode });
    const at = html.indexOf('data-embed-widget="podcast"');
    expect(at).toBeGreaterThan(html.indexOf('Első bekezdés.'));
    expect(at).toBeLessThan(html.indexOf('Második.'));
    expect(html).toContain('data-episode-play="merre-tart-a-forint"');
    expect(html).toContain('01:40');
    expect(html).not.toContain('Hallgassa meg:');
  });

  it('leaves the plain link when the episode is not published', () => {
    const html = render('g7', a);
    expect(html).toContain('Hallgassa meg: Merre tart a forint?');
    expect(html).not.toContain('data-episode-play');
  });
});

describe('an article with a quiz', () => {
  const QUIZ_ID = 'c'.repeat(24);
  const a = articleFixture({ id: 9001, content: `<p>Első bekezdés.</p><p>[kviz:${QUIZ_ID}]</p><p>Második.</p>` });
  const answers = (closed: boolean) => [
    { _id: 'o1', title: 'Balaton', image: null, answerCount: closed ? 1 : 0, sum: closed ? 3 : 0, average: closed ? 33.3 : 0, description: null },
    { _id: 'o2', title: 'Tisza-tó', image: null, answerCount: closed ? 2 : 0, sum: closed ? 3 : 0, average: closed ? 66.7 : 0, description: null },
  ];
  const question = (id: string, text: string, activeTo: string | null) => ({
    _id: id,
    question: text,
    displayAs: 'list' as const,
    image: null,
    description: null,
    activeTo,
    rightAnswer: null,
    options: [
      { _id: 'o1', title: 'Balaton' },
      { _id: 'o2', title: 'Tisza-tó' },
    ],
    answers: answers(activeTo !== null),
  });
  const quiz = {
    _id: QUIZ_ID,
    complex: false,
    questions: [question('q1', 'Hova menne nyaralni?', null), question('q2', 'Hova ment tavaly?', new Date(pub * 1000).toISOString())],
  };

  it('has the question and its options in the HTML where the marker stood; a closed question its results only', () => {
    const html = render('main', a, { quiz });
    const at = html.indexOf('data-embed-widget="kviz"');
    expect(at).toBeGreaterThan(html.indexOf('Első bekezdés.'));
    expect(at).toBeLessThan(html.indexOf('Második.'));
    expect(html).not.toContain('[kviz:');
    expect(html).toContain('data-island="Quiz"');
    const open = html.slice(html.indexOf('data-question="q1"'), html.indexOf('data-question="q2"'));
    expect(open).toContain('Hova menne nyaralni?');
    expect(open).toMatch(/<button[^>]*data-option="o1"[^>]*>Balaton<\/button>/);
    const closed = html.slice(html.indexOf('data-question="q2"'));
    expect(closed).not.toContain('data-option=');
    expect(closed).toContain('66,7%');
    expect(closed).toContain('A szavazás lezárult.');
  });

  it('shows nothing for the marker without its quiz', () => {
    const html = render('main', a);
    expect(html).not.toContain('[kviz:');
    expect(html).not.toContain('data-embed-widget="kviz"');
    expect(html).toContain('Második.');
  });
});
