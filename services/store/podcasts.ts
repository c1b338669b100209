// Podcasts and episodes in the content store (specialised-features.md §3, §7): the reads the content API
// answers and the one writer the seed and the editor go through, so `version`, `updated_at` and the changes
// feed (change_seq) cannot disagree. An episode is public when it is published; the article it belongs to is
// shown with it only while that article is public (drafts: always).
import type { ImageSet, MainSuperTag, SiteSlug } from '../../domain/types';
import type { EpisodeList, Podcast, PodcastEpisode, PodcastSummary } from '../../domain/podcast/types';
import { podcastPath } from '../../domain/podcast/paths';
import { isSiteSlug } from '../../domain/sites';
import { nextSeq, stmt, type Db } from './schema';
import { InvalidInputError, NotFoundError } from './write';

interface PodcastRow {
  pid: number;
  pslug: string;
  pname: string;
  psite: SiteSlug;
  pdescription: string;
}

interface EpisodeRow extends PodcastRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  source_url: string;
  image: string | null;
  duration: number;
  pub_date: number;
  active: number;
  aslug: string | null;
  apub: number | null;
  adoc: string | null;
  sid: number | null;
  sslug: string | null;
  sname: string | null;
  sactive: number | null;
  ssite: SiteSlug | null;
}

const PODCAST_COLUMNS = 'p.id AS pid, p.slug AS pslug, p.name AS pname, p.site_slug AS psite, p.description AS pdescription';

/** An episode with its podcast and, when `articles` allows it, its article (a visible one for readers). */
const episodeSelect = (drafts: boolean) => `
  SELECT e.id, e.slug, e.title, e.description, e.source_url, e.image, e.duration, e.pub_date, e.active, ${PODCAST_COLUMNS},
    a.slug AS aslug, a.pub_date AS apub, a.doc AS adoc, s.id AS sid, s.slug AS sslug, s.name AS sname, s.active AS sactive, s.site_slug AS ssite
  FROM episodes e JOIN podcasts p ON p.id = e.podcast_id
  LEFT JOIN articles a ON a.id = e.article_id ${drafts ? '' : 'AND a.visible = 1'}
  LEFT JOIN super_tags s ON s.id = a.main_super_tag_id`;

function rowToPodcast(r: PodcastRow): Podcast {
  return { slug: r.pslug, name: r.pname, page: podcastPath(r.psite, r.pslug), site: r.psite, description: r.pdescription };
}

function rowToEpisode(r: EpisodeRow): PodcastEpisode {
  const article =
    r.aslug !== null && r.apub !== null && r.sid !== null
      ? {
          slug: r.aslug,
          pubDate: r.apub,
          title: (JSON.parse(r.adoc ?? '{}') as { title?: string }).title ?? '',
          mainSuperTag: { id: r.sid, slug: r.sslug!, name: r.sname!, active: r.sactive === 1, siteSlug: r.ssite! } satisfies MainSuperTag,
        }
      : null;
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    sourceUrl: r.source_url,
    image: r.image === null ? null : (JSON.parse(r.image) as ImageSet),
    duration: r.duration,
    podcast: rowToPodcast(r),
    article,
    pubDate: r.pub_date,
    description: r.description,
  };
}

export class UnknownPodcastError extends Error {}

export interface EpisodeQuery {
  page: number;
  perPage: number;
  /** One podcast's episodes (our extension). */
  podcast?: string;
  /** The episodes of one site's podcasts (our extension: a sub-site front's block). */
  site?: SiteSlug;
}

/** The reads of the content API's podcast calls. `drafts`: unpublished episodes too (the internal prefix). */
export class PodcastReader {
  constructor(private readonly db: Db) {}

  episodes(q: EpisodeQuery, drafts = false): EpisodeList {
    const where: string[] = [];
    const params: unknown[] = [];
    if (!drafts) where.push('e.active = 1');
    if (q.podcast !== undefined) {
      const p = stmt(this.db, 'SELECT id FROM podcasts WHERE slug = ?').get(q.podcast) as { id: number } | undefined;
      if (!p) throw new UnknownPodcastError(`Unknown podcast: ${q.podcast}`);
      where.push('e.podcast_id = ?');
      params.push(p.id);
    }
    if (q.site !== undefined) {
      where.push('p.site_slug = ?');
      params.push(q.site);
    }
    const cond = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = (stmt(this.db, `SELECT count(*) AS n FROM episodes e JOIN podcasts p ON p.id = e.podcast_id ${cond}`).get(...params) as { n: number }).n;
    const totalPages = Math.max(1, Math.ceil(total / q.perPage));
    const rows = stmt(this.db, `${episodeSelect(drafts)} ${cond} ORDER BY e.pub_date DESC, e.id DESC LIMIT ? OFFSET ?`).all(
      ...params,
      q.perPage,
      (q.page - 1) * q.perPage,
    ) as EpisodeRow[];
    return { items: rows.map(rowToEpisode), totalItems: total, page: q.page, totalPages };
  }

  episode(slug: string, drafts = false): PodcastEpisode | null {
    const r = stmt(this.db, `${episodeSelect(drafts)} WHERE e.slug = ?${drafts ? '' : ' AND e.active = 1'}`).get(slug) as EpisodeRow | undefined;
    return r ? rowToEpisode(r) : null;
  }

  /** Every podcast with its number of published episodes, in name order. */
  podcasts(): PodcastSummary[] {
    const rows = stmt(
      this.db,
      `SELECT ${PODCAST_COLUMNS}, (SELECT count(*) FROM episodes e WHERE e.podcast_id = p.id AND e.active = 1) AS episodes
       FROM podcasts p ORDER BY p.name, p.slug`,
    ).all() as (PodcastRow & { episodes: number })[];
    return rows.map((r) => ({ ...rowToPodcast(r), episodes: r.episodes }));
  }
}

export interface NewPodcast {
  slug: string;
  name: string;
  site: SiteSlug;
  description?: string;
}

export interface EpisodeFields {
  title: string;
  sourceUrl: string;
  duration: number;
  description?: string;
  image?: ImageSet | null;
  /** The article's slug; null: none. */
  article?: string | null;
  pubDate: number;
  active: boolean;
}

export interface NewEpisode extends EpisodeFields {
  slug: string;
  podcast: string;
}

export type EpisodeChange = Partial<Omit<EpisodeFields, 'pubDate'>> & { slug?: string; podcast?: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The one writer of podcasts and episodes. Each write takes the next number of the change sequence, so the
 * changes feed reports it (kinds `podcast` and `episode`, docs/changes-feed.md).
 */
export class PodcastWriter {
  constructor(private readonly db: Db) {}

  addPodcast(p: NewPodcast, now: number): number {
    if (!SLUG.test(p.slug)) throw new InvalidInputError(`Érvénytelen podcast-azonosító: ${p.slug}`);
    if (!isSiteSlug(p.site)) throw new InvalidInputError(`Ismeretlen oldal: ${String(p.site)}`);
    if (p.name.trim() === '') throw new InvalidInputError('A podcast neve üres');
    if (stmt(this.db, 'SELECT 1 FROM podcasts WHERE slug = ?').get(p.slug)) throw new InvalidInputError(`Már van ilyen podcast: ${p.slug}`);
    const r = stmt(this.db, 'INSERT INTO podcasts(slug, name, site_slug, description, updated_at, change_seq) VALUES (?, ?, ?, ?, ?, ?) RETURNING id').get(
      p.slug,
      p.name.trim(),
      p.site,
      p.description ?? '',
      now,
      nextSeq(this.db),
    ) as { id: number };
    return r.id;
  }

  addEpisode(e: NewEpisode, now: number): number {
    return this.db.transaction(() => {
      if (!SLUG.test(e.slug)) throw new InvalidInputError(`Érvénytelen adás-azonosító: ${e.slug}`);
      if (stmt(this.db, 'SELECT 1 FROM episodes WHERE slug = ?').get(e.slug)) throw new InvalidInputError(`Már van ilyen adás: ${e.slug}`);
      const fields = this.checked(e);
      const r = stmt(
        this.db,
        `INSERT INTO episodes(slug, podcast_id, title, description, source_url, image, duration, article_id, pub_date, active, published_once, version, updated_at, change_seq)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?) RETURNING id`,
      ).get(
        e.slug,
        this.podcastId(e.podcast),
        fields.title,
        fields.description,
        fields.sourceUrl,
        fields.image,
        fields.duration,
        fields.articleId,
        e.pubDate,
        e.active ? 1 : 0,
        e.active ? 1 : 0,
        now,
        nextSeq(this.db),
      ) as { id: number };
      return r.id;
    })();
  }

  /** Applies `change` to the episode: a new version, updated now. Throws NotFoundError for an unknown slug. */
  updateEpisode(slug: string, change: EpisodeChange, now: number): void {
    this.db.transaction(() => {
      const row = stmt(
        this.db,
        `SELECT e.id, e.slug, p.slug AS podcast, e.title, e.description, e.source_url AS sourceUrl, e.image, e.duration, e.article_id AS articleId, e.active, e.published_once AS publishedOnce, e.pub_date AS pubDate
         FROM episodes e JOIN podcasts p ON p.id = e.podcast_id WHERE e.slug = ?`,
      ).get(slug) as
        | {
            id: number;
            slug: string;
            podcast: string;
            title: string;
            description: string;
            sourceUrl: string;
            image: string | null;
            duration: number;
            articleId: number | null;
            active: number;
            publishedOnce: number;
            pubDate: number;
          }
        | undefined;
      if (!row) throw new NotFoundError(`Nincs ilyen adás: ${slug}`);
      const newSlug = change.slug ?? row.slug;
      if (!SLUG.test(newSlug)) throw new InvalidInputError(`Érvénytelen adás-azonosító: ${newSlug}`);
      if (newSlug !== row.slug && stmt(this.db, 'SELECT 1 FROM episodes WHERE slug = ?').get(newSlug)) {
        throw new InvalidInputError(`Már van ilyen adás: ${newSlug}`);
      }
      const articleSlug = change.article;
      const fields = this.checked({
        title: change.title ?? row.title,
        description: change.description ?? row.description,
        sourceUrl: change.sourceUrl ?? row.sourceUrl,
        duration: change.duration ?? row.duration,
        image: change.image === undefined ? (row.image === null ? null : (JSON.parse(row.image) as ImageSet)) : change.image,
        article: articleSlug,
      });
      const active = change.active ?? row.active === 1;
      // The first publication dates the episode; a later one keeps its date, as articles do.
      const first = active && row.publishedOnce === 0;
      const pubDate = first ? now : row.pubDate;
      stmt(
        this.db,
        `UPDATE episodes SET slug = ?, podcast_id = ?, title = ?, description = ?, source_url = ?, image = ?, duration = ?, article_id = ?,
           active = ?, published_once = ?, pub_date = ?, version = version + 1, updated_at = max(?, updated_at), change_seq = ? WHERE id = ?`,
      ).run(
        newSlug,
        this.podcastId(change.podcast ?? row.podcast),
        fields.title,
        fields.description,
        fields.sourceUrl,
        fields.image,
        fields.duration,
        articleSlug === undefined ? row.articleId : fields.articleId,
        active ? 1 : 0,
        first || row.publishedOnce === 1 ? 1 : 0,
        pubDate,
        now,
        nextSeq(this.db),
        row.id,
      );
    })();
  }

  private podcastId(slug: string): number {
    const p = stmt(this.db, 'SELECT id FROM podcasts WHERE slug = ?').get(slug) as { id: number } | undefined;
    if (!p) throw new InvalidInputError(`Ismeretlen podcast: ${slug}`);
    return p.id;
  }

  private checked(e: Partial<EpisodeFields>): {
    title: string;
    description: string;
    sourceUrl: string;
    image: string | null;
    duration: number;
    articleId: number | null;
  } {
    const title = (e.title ?? '').trim();
    if (title === '') throw new InvalidInputError('Az adás címe üres');
    const sourceUrl = e.sourceUrl ?? '';
    if (!/^(?:\/media\/[^\s]+|https:\/\/[^\s]+)$/.test(sourceUrl)) throw new InvalidInputError(`A hangfájl címe /media/… vagy https://… legyen: ${sourceUrl}`);
    const duration = e.duration ?? NaN;
    if (!Number.isInteger(duration) || duration < 1) throw new InvalidInputError(`Érvénytelen hossz (másodperc): ${String(e.duration)}`);
    let articleId: number | null = null;
    if (e.article) {
      const a = stmt(this.db, 'SELECT id FROM articles WHERE slug = ?').get(e.article) as { id: number } | undefined;
      if (!a) throw new InvalidInputError(`Nincs ilyen cikk: ${e.article}`);
      articleId = a.id;
    }
    return { title, description: e.description ?? '', sourceUrl, image: e.image ? JSON.stringify(e.image) : null, duration, articleId };
  }
}
