import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PageDataProvider } from '../../renderer/usePageData';
import { emptyShell } from '../../domain/shell';
import { listEntries, listViewFor, sidebarFor } from '../../domain/listViews';
import { parseListQuery } from '../../domain/listQuery';
import type { Article, SiteSlug } from '../../domain/types';
import { articleFixture } from '../../testing/articleFixture';
import { misdirectedArticleLinks } from '../../testing/domainLinks';
import type { ListPageData } from './+data';
import Page from './+Page';

// Issue #18: the main site's /cimke/europai-unio linked a Romanian-edition article by its path, a 404 on
// the main domain; the Romanian edition's lists did the same with main-site articles.

const pub = Date.UTC(2025, 2, 14, 9) / 1000;
const section = (id: number, slug: string, siteSlug: SiteSlug) => ({ id, slug, name: slug, active: true, siteSlug });
const mainArticle = articleFixture({ id: 1, slug: 'bizottsag', pubDate: pub, mainSuperTag: section(1, 'kulfold', 'main') });
const g7Article = articleFixture({ id: 2, slug: 'kamat', pubDate: pub, mainSuperTag: section(2, 'adat', 'g7') });
const roArticle = articleFixture({ id: 3, slug: 'bukarest', pubDate: pub, mainSuperTag: section(3, 'romania', 'ro') });
const roArticle2 = articleFixture({ id: 4, slug: 'kolozsvar', pubDate: pub, mainSuperTag: section(4, 'erdely', 'ro') });
const afterArticle = articleFixture({ id: 5, slug: 'koncert', pubDate: pub, mainSuperTag: section(5, 'after', 'after') });

function render(
  site: SiteSlug,
  path: string,
  items: Article[],
  sidebar: { latest?: Article[]; important?: Article[] } = {},
  search: Pick<ListPageData, 'tags' | 'query'> = { tags: [], query: parseListQuery({})! },
): string {
  const view = listViewFor(site, path)!;
  const data: ListPageData = {
    head: { title: 'Európai Unió' } as ListPageData['head'],
    shell: emptyShell(site),
    view,
    frame: {
      header: { title: 'Európai Unió', rss: null, author: null },
      sidebar: {
        site,
        boxes: sidebarFor(site, path),
        latest: sidebar.latest ?? [],
        important: sidebar.important ?? [],
        recommenderVersion: 1,
        hikingNews: [],
        spotifyUrl: null,
        apps: [],
        offer: { support: true, podcastPage: null },
      },
    },
    entries: listEntries(items, { page: 1 }),
    highlights: [],
    episodes: [],
    page: 1,
    totalPages: 1,
    totalItems: items.length,
    ...search,
    searching: false,
    now: pub + 3600,
    deps: { articles: [], lists: [] },
  };
  return renderToString(
    <PageDataProvider data={data}>
      <Page />
    </PageDataProvider>,
  );
}

describe('a list page links every article on the domain it lives on', () => {
  it('the main site’s tag list: a Romanian-edition article on https://hirter.ro, the main domain’s by path', () => {
    const items = [mainArticle, roArticle, g7Article, afterArticle];
    const html = render('main', '/cimke/europai-unio', items, { latest: [roArticle2], important: [mainArticle] });
    expect(misdirectedArticleLinks(html, 'main', [...items, roArticle2])).toEqual({ wrong: [], missing: [] });
    expect(html).toContain('href="https://hirter.ro/romania/2025/03/14/bukarest"');
    expect(html).toContain('href="/g7/adat/2025/03/14/kamat"');
  });

  it('the Romanian edition’s lists: a main-domain article on https://hirter.hu, its own by path', () => {
    const items = [roArticle, mainArticle, roArticle2, afterArticle];
    const tag = render('ro', '/cimke/europai-unio', items, { latest: [g7Article] });
    expect(misdirectedArticleLinks(tag, 'ro', [...items, g7Article])).toEqual({ wrong: [], missing: [] });
    expect(tag).toContain('href="https://hirter.hu/kulfold/2025/03/14/bizottsag"');
    expect(tag).toContain('href="/romania/2025/03/14/bukarest"');
    const latest = render('ro', '/legfrissebb', [roArticle2], { important: [mainArticle] });
    expect(misdirectedArticleLinks(latest, 'ro', [roArticle2, mainArticle])).toEqual({ wrong: [], missing: [] });
  });
});

describe('the search box', () => {
  it('draws the first six places of the list with the page (the phone’s ad is one), the rest as they near the screen', () => {
    const items = Array.from({ length: 9 }, (_, i) =>
      articleFixture({ id: 100 + i, slug: `cikk-${i}`, pubDate: pub - i * 60, mainSuperTag: section(1, 'belfold', 'main') }),
    );
    const html = render('main', '/rovat/belfold', items);
    const ids = (later: boolean) =>
      [...html.matchAll(/<div(?: (class="render-later"))?(?: data-highlighted="")?>\s*<article[^>]* data-article-id="(\d+)"/g)]
        .filter((m) => Boolean(m[1]) === later)
        .map((m) => Number(m[2]));
    expect(html).toMatch(/<div class="[^"]*mobileAd[^"]*">/);
    expect(ids(false)).toEqual([100, 101, 102, 103, 104]);
    expect(ids(true)).toEqual([105, 106, 107, 108]);
  });

  it('is the tag search island on the archive, a GET form carrying its tags', () => {
    const query = parseListQuery({ filters: '{"and_tags":["budapest"]}' })!;
    const html = render('main', '/archivum', [mainArticle], {}, { query, tags: [{ type: 'tags', text: 'Budapest', value: 'budapest' }] });
    expect(html).toContain('data-island="TagSearch"');
    expect(html).toContain('role="combobox"');
    expect(html).toContain('name="filters" value="{&quot;and_tags&quot;:[&quot;budapest&quot;]}"');
    expect(html).toMatch(/<a [^>]*href="\/archivum"[^>]*aria-label="„Budapest” címke eltávolítása"/);
  });

  it("is the tag input on a section's search, the section a tag without a removal link", () => {
    const query = parseListQuery({ term: 'híd' })!;
    const tags = [{ type: 'superTags' as const, text: 'Belföld', value: 'belfold', protected: true }];
    const html = render('main', '/rovat/belfold', [mainArticle], {}, { query, tags });
    expect(html).toContain('data-island="TagSearch"');
    expect(html).toMatch(/<li [^>]*data-tag="belfold"[^>]*>.*Belföld<\/li>/);
    expect(html).not.toContain('címke eltávolítása');
  });

  it('stays the plain term box on other lists', () => {
    const html = render('main', '/cimke/europai-unio', [mainArticle]);
    expect(html).not.toContain('TagSearch');
    expect(html).toContain('id="list-search-term"');
  });
});
