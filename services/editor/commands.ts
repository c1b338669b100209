// Editor actions on the embedded store. Every action validates first and writes in one transaction, so a
// refused action leaves the store as it was; every write bumps version and updatedAt (ArticleWriter).
import type { Article, ArticleType, FlagSlug, SiteSlug } from '../../domain/types';
import { isFlagSlug, withFlags } from '../../domain/flags';
import { isSiteSlug } from '../../domain/sites';
import { nextSeq, stmt, type Db } from '../store/schema';
import { ArticleWriter, InvalidInputError, NotFoundError, touch, type StoredArticle } from '../store/write';
import { rowToArticle } from '../store/read';
import { slugify } from '../seed/text';

export { InvalidInputError, NotFoundError };

const MAX_TITLE = 300;
const MAX_LEAD = 1000;
const MAX_BODY = 200_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Body as given: HTML stays HTML; plain text becomes paragraphs at blank lines. */
export function bodyHtml(body: string): string {
  const trimmed = body.trim();
  if (trimmed.startsWith('<')) return trimmed;
  return trimmed
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n');
}

function checkText(name: string, value: string | undefined, max: number, required: boolean): string | undefined {
  if (value === undefined) {
    if (required) throw new InvalidInputError(`--${name} kötelező`);
    return undefined;
  }
  if (required && value.trim() === '') throw new InvalidInputError(`--${name} nem lehet üres`);
  if (value.length > max) throw new InvalidInputError(`--${name} legfeljebb ${max} karakter lehet`);
  return value;
}

export class Editor {
  private writer: ArticleWriter;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.writer = new ArticleWriter(db);
  }

  private uniqueSlug(title: string, id: number): string {
    const base = slugify(title) || `cikk-${id}`;
    let slug = base;
    for (let n = 2; stmt(this.db, 'SELECT 1 FROM articles WHERE slug = ?').get(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  private author(site: SiteSlug, slug?: string) {
    const row = (
      slug
        ? stmt(this.db, 'SELECT slug, name, avatar_src AS avatarSrc FROM authors WHERE slug = ?').get(slug)
        : stmt(this.db, 'SELECT slug, name, avatar_src AS avatarSrc FROM authors WHERE site_slug = ? ORDER BY id LIMIT 1').get(site)
    ) as { slug: string; name: string; avatarSrc: string } | undefined;
    if (!row) throw new InvalidInputError(slug ? `Ismeretlen szerző: ${slug}` : `Nincs szerzője a(z) ${site} oldalnak`);
    return row;
  }

  create(input: { section: string; title: string; lead?: string; body?: string; site?: string; author?: string; type?: string; publish?: boolean }): Article {
    const title = checkText('title', input.title, MAX_TITLE, true)!;
    const lead = checkText('lead', input.lead, MAX_LEAD, false) ?? '';
    const body = checkText('body', input.body, MAX_BODY, false) ?? '';
    const section = stmt(this.db, 'SELECT id, slug, name, active, site_slug AS site FROM super_tags WHERE slug = ?').get(input.section) as
      { id: number; slug: string; name: string; active: number; site: SiteSlug } | undefined;
    if (!section) throw new InvalidInputError(`Ismeretlen rovat: ${input.section}`);
    if (input.site !== undefined && (!isSiteSlug(input.site) || input.site !== section.site)) {
      throw new InvalidInputError(`A(z) ${section.slug} rovat a(z) ${section.site} oldalé, nem a(z) ${input.site} oldalé`);
    }
    const type = (input.type ?? 'article') as ArticleType;
    if (!['article', 'longform', 'liveblog'].includes(type)) throw new InvalidInputError(`--type: article, longform vagy liveblog`);
    const author = this.author(section.site, input.author);
    const now = this.clock();
    return this.db.transaction(() => {
      const id = this.writer.nextArticleId();
      const content = bodyHtml(body);
      const article: Article = {
        id,
        type,
        title,
        pubDate: now,
        updatedAt: now,
        version: 1,
        slug: this.uniqueSlug(title, id),
        articleAuthors: [author],
        lead,
        mainSuperTag: { id: section.id, name: section.name, slug: section.slug, active: section.active === 1, siteSlug: section.site },
        superTags: [{ slug: section.slug, name: section.name }],
        tags: [],
        flags: [],
        recommendedBoxImage: null,
        resizedRecommendedBoxImage: null,
        mobileImage43: null,
        mobileImage11: null,
        active: input.publish === true,
        english: false,
        halfImage: false,
        colorScheme: null,
        spiritualHelp: false,
        drugProblem: false,
        rank: 0,
        live: false,
        adultContent: false,
        mirroringSites: [],
        recommender: lead || null,
        colorClass: null,
        parent: null,
        parentId: null,
        originatingSite: section.site,
        subType: null,
        subtitle: null,
        headerType: 'default',
        minute: null,
        coverImage: null,
        coverImageText: null,
        facebookImage: null,
        coverImageSet: null,
        content,
        contentHighlight: null,
        paragraphCount: (content.match(/<p[\s>]/g) ?? []).length,
        articleContributors: [],
        facebookEngagement: 0,
        evergreen: false,
        important: false,
        announcement: false,
        favorite: false,
        periodic: false,
        adfree: false,
        pr: false,
        articleWidthCover: false,
        facebookSuggested: false,
        avCode: null,
        indexAVCode: null,
        ogDescription: lead || null,
        livescoreId: null,
        subArticles: [],
        actions: [],
      };
      this.writer.insert({ article, pinned: false, publishedOnce: input.publish === true });
      return article;
    })();
  }

  update(slug: string, patch: { title?: string; lead?: string; body?: string; match?: string; colorScheme?: string }): Article {
    const title = checkText('title', patch.title, MAX_TITLE, false);
    if (title !== undefined && title.trim() === '') throw new InvalidInputError('--title nem lehet üres');
    const lead = checkText('lead', patch.lead, MAX_LEAD, false);
    const body = checkText('body', patch.body, MAX_BODY, false);
    // The match the article is about (its livescoreId: the live-score service's fixture id); 0 unlinks it.
    if (patch.match !== undefined && !/^(?:0|[1-9]\d{0,9})$/.test(patch.match)) {
      throw new InvalidInputError(`--match egy mérkőzés azonosítója (pozitív egész szám), vagy 0 a kapcsolat törléséhez, nem ${patch.match}`);
    }
    const livescoreId = patch.match === undefined ? undefined : Number(patch.match) || null;
    // The colour mode the article's page forces (domain/colorMode.ts articleColorMode); '-' leaves it to the reader.
    if (patch.colorScheme !== undefined && !['light', 'dark', '-'].includes(patch.colorScheme)) {
      throw new InvalidInputError(`--color-scheme light, dark vagy - (az olvasóra bízva), nem ${patch.colorScheme}`);
    }
    const colorScheme = patch.colorScheme === undefined ? undefined : patch.colorScheme === '-' ? null : patch.colorScheme;
    if (title === undefined && lead === undefined && body === undefined && livescoreId === undefined && colorScheme === undefined) {
      throw new InvalidInputError('Adjon meg legalább egyet: --title, --lead, --body, --match, --color-scheme');
    }
    return this.rewrite(slug, (s) => ({
      ...s,
      article: {
        ...s.article,
        ...(title !== undefined && { title }),
        ...(lead !== undefined && { lead, ogDescription: lead }),
        ...(body !== undefined && { content: bodyHtml(body) }),
        ...(livescoreId !== undefined && { livescoreId }),
        ...(colorScheme !== undefined && { colorScheme }),
      },
    }));
  }

  /** Publishing a never-published article dates it now; re-publishing keeps its date. */
  publish(slug: string): Article {
    const now = this.clock();
    return this.rewrite(slug, (s) => ({
      ...s,
      publishedOnce: true,
      article: { ...s.article, active: true, ...(!s.publishedOnce && { pubDate: now }) },
    }));
  }

  unpublish(slug: string): Article {
    return this.rewrite(slug, (s) => ({ ...s, article: { ...s.article, active: false } }));
  }

  flag(slug: string, flag: string, on: string): Article {
    if (!isFlagSlug(flag)) throw new InvalidInputError(`Ismeretlen jelölő: ${flag}`);
    if (on !== 'on' && on !== 'off') throw new InvalidInputError(`A jelölő állapota on vagy off lehet, nem ${on}`);
    return this.rewrite(slug, (s) => {
      const current = s.article.flags.map((f) => f.slug).filter((f) => f !== flag);
      const flags: FlagSlug[] = on === 'on' ? [...current, flag] : current;
      return { ...s, article: withFlags(s.article, flags) };
    });
  }

  /**
   * Sets the articles of a site's curated front-page block (the one at `position`); the change reaches
   * the changes feed, so every front page of the site is rendered again.
   */
  block(site: string, position: string, ids: string): { site: SiteSlug; position: number; articleIds: number[] } {
    if (!isSiteSlug(site)) throw new InvalidInputError(`Ismeretlen oldal: ${site}`);
    if (!/^\d{1,5}$/.test(position)) throw new InvalidInputError(`A pozíció egész szám, nem ${position}`);
    const articleIds = ids.split(',').map((x) => x.trim());
    if (articleIds.some((x) => !/^\d{1,9}$/.test(x))) throw new InvalidInputError(`--ids vesszővel elválasztott cikkazonosítók, nem ${ids}`);
    const wanted = articleIds.map(Number);
    for (const id of wanted) {
      if (!stmt(this.db, 'SELECT 1 FROM articles WHERE id = ?').get(id)) throw new InvalidInputError(`Nincs ilyen cikk: ${id}`);
    }
    const block = stmt(this.db, 'SELECT id FROM front_blocks WHERE site_slug = ? AND position = ?').get(site, Number(position)) as { id: number } | undefined;
    if (!block) throw new NotFoundError(`Nincs blokk a(z) ${site} címlapján a(z) ${position}. pozíción`);
    this.db.transaction(() => {
      stmt(this.db, 'UPDATE front_blocks SET article_ids = ? WHERE id = ?').run(JSON.stringify(wanted), block.id);
      touch(this.db, 'front_blocks', 'id', block.id, this.clock());
    })();
    return { site, position: Number(position), articleIds: wanted };
  }

  /**
   * Today's rate of a currency in a base currency (HUF on the main domain, RON on the Romanian edition), on the
   * base's latest rate day; the changes feed tells the prerender job ('rates'), which re-renders the pages
   * that show it.
   */
  rate(base: string, code: string, value: string): { base: string; code: string; date: string; rate: number } {
    if (base !== 'HUF' && base !== 'RON') throw new InvalidInputError(`Az alapdeviza HUF vagy RON, nem ${base}`);
    if (!/^[A-Z]{3}$/.test(code)) throw new InvalidInputError(`A deviza hárombetűs kód (pl. EUR), nem ${code}`);
    const rate = Number(value.replace(',', '.'));
    if (!/^\d{1,7}([.,]\d{1,6})?$/.test(value) || !(rate > 0)) throw new InvalidInputError(`Az árfolyam pozitív szám (pl. 395,12), nem ${value}`);
    const latest = stmt(this.db, 'SELECT max(date) AS d FROM exchange_rates WHERE base = ?').get(base) as { d: string | null };
    const date = latest.d ?? new Date(this.clock() * 1000).toISOString().slice(0, 10);
    const now = this.clock();
    this.db.transaction(() => {
      stmt(
        this.db,
        'INSERT INTO exchange_rates(base, code, date, rate) VALUES (?, ?, ?, ?) ON CONFLICT(base, code, date) DO UPDATE SET rate = excluded.rate',
      ).run(base, code, date, rate);
      stmt(
        this.db,
        'INSERT INTO exchange_changes(base, updated_at, change_seq) VALUES (?, ?, ?) ON CONFLICT(base) DO UPDATE SET updated_at = excluded.updated_at, change_seq = excluded.change_seq',
      ).run(base, now, nextSeq(this.db));
    })();
    return { base, code, date, rate };
  }

  /** A new live-blog post; the live blog's version moves too, so pollers of the live blog see it. */
  post(liveblogSlug: string, input: { title: string; body?: string; pinned?: boolean }): Article {
    const title = checkText('title', input.title, MAX_TITLE, true)!;
    const body = checkText('body', input.body, MAX_BODY, false) ?? '';
    const parent = this.writer.load(liveblogSlug);
    if (!parent) throw new NotFoundError(`Nincs ilyen cikk: ${liveblogSlug}`);
    if (parent.article.type !== 'liveblog') throw new InvalidInputError(`${liveblogSlug} nem élő közvetítés (típusa: ${parent.article.type})`);
    const now = this.clock();
    return this.db.transaction(() => {
      const id = this.writer.nextArticleId();
      const content = bodyHtml(body);
      const post: Article = {
        ...parent.article,
        id,
        type: 'liveblogpost',
        title,
        slug: this.uniqueSlug(title, id),
        lead: '',
        pubDate: now,
        updatedAt: now,
        version: 1,
        parentId: parent.article.id,
        parent: { id: parent.article.id },
        content,
        flags: [],
        live: false,
        paragraphCount: (content.match(/<p[\s>]/g) ?? []).length,
        coverImage: null,
        coverImageSet: null,
        subArticles: [],
        active: true,
      };
      this.writer.insert({ article: post, pinned: input.pinned === true, publishedOnce: true });
      this.writer.rewrite(liveblogSlug, (s) => s, now);
      return post;
    })();
  }

  private rewrite(slug: string, change: (s: StoredArticle) => StoredArticle): Article {
    this.writer.rewrite(slug, change, this.clock());
    const row = stmt(
      this.db,
      'SELECT a.doc, a.content, s.id AS sid, s.slug AS sslug, s.name AS sname, s.active AS sactive, s.site_slug AS ssite FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id WHERE a.slug = ?',
    ).get(slug) as Parameters<typeof rowToArticle>[0];
    return rowToArticle(row);
  }
}
