// `npm run editor -- podcast …` and `episode …`: what an editor does with podcasts in the newsroom CMS, on the
// embedded store (services/store/podcasts.ts writes; every write is in the changes feed, so the job re-renders
// the episode's pages). An episode given an article gets the article's link paragraph (domain/podcast/embed.ts),
// so the article page shows its card; a local WAV's length is read from its header when --duration is left out.
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageSet } from '../../domain/types';
import { episodeEmbed, withEpisodeLink } from '../../domain/podcast/embed';
import { episodePath } from '../../domain/podcast/paths';
import type { SiteSlug } from '../../domain/types';
import { isSiteSlug } from '../../domain/sites';
import { PodcastReader, PodcastWriter, type EpisodeChange } from '../store/podcasts';
import { stmt, type Db } from '../store/schema';
import { ArticleWriter, InvalidInputError, NotFoundError } from '../store/write';
import { slugify } from '../seed/text';
import { wavInfo } from '../seed/wav';

export interface EpisodeOptions {
  slug?: string;
  podcast?: string;
  title?: string;
  source?: string;
  duration?: string;
  article?: string;
  image?: string;
  description?: string;
  publish?: boolean;
}

/** The first bytes of a media file, or null when it is not there. */
function head(mediaDir: string, mediaUrl: string, bytes: number): Buffer | null {
  const name = mediaUrl.replace(/^\/media\//, '');
  if (name.split('/').some((s) => s === '..' || s === '')) return null;
  const path = join(mediaDir, name);
  if (!existsSync(path)) return null;
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const n = readSync(fd, buf, 0, bytes, 0);
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/** --duration as whole seconds, or the local WAV's own length. */
function durationOf(mediaDir: string, source: string, given: string | undefined): number {
  if (given !== undefined) {
    if (!/^\d{1,6}$/.test(given) || Number(given) < 1) throw new InvalidInputError(`--duration: a hossz másodpercben, pozitív egész szám (kapott: ${given})`);
    return Number(given);
  }
  if (!source.startsWith('/media/')) throw new InvalidInputError('--duration kötelező, ha a hangfájl nem a saját médiatárunkban van');
  const bytes = head(mediaDir, source, 4096);
  if (!bytes) throw new InvalidInputError(`Nincs ilyen médiafájl: ${source}`);
  const info = wavInfo(bytes);
  if (!info) throw new InvalidInputError(`A hossz csak WAV fájlból olvasható ki; adja meg: --duration (${source})`);
  return Math.max(1, Math.round(info.duration));
}

/** --image: a PNG of the media folder, with its @1.25x…@4x variants where the seed's names have them. */
function imageOf(mediaDir: string, src: string | undefined): ImageSet | null {
  if (src === undefined || src === '') return null;
  const png = /^(\/media\/.+?)(\.png)$/i.exec(src);
  const bytes = png ? head(mediaDir, src, 24) : null;
  if (!png || !bytes || bytes.length < 24 || bytes.toString('ascii', 1, 4) !== 'PNG')
    throw new InvalidInputError(`--image: a médiatár egy PNG képe kell (kapott: ${src})`);
  const variant = (suffix: string) => {
    const name = `${png[1]}@${suffix}${png[2]}`;
    return head(mediaDir, name, 1) ? name : src;
  };
  return {
    src,
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    alt: '',
    variants: { '1.25x': variant('1.25x'), '2x': variant('2x'), '3x': variant('3x'), '4x': variant('4x') },
  };
}

export class EpisodeEditor {
  private readonly writer: PodcastWriter;
  private readonly reader: PodcastReader;

  constructor(
    private readonly db: Db,
    private readonly mediaDir: string,
    private readonly clock: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.writer = new PodcastWriter(db);
    this.reader = new PodcastReader(db);
  }

  addPodcast(o: { slug?: string; name?: string; site?: string; description?: string }): string {
    if (!o.name) throw new InvalidInputError('--name kötelező');
    if (!o.site || !isSiteSlug(o.site)) throw new InvalidInputError(`--site: after, g7, karakter vagy main (kapott: ${o.site ?? '(nincs)'})`);
    if (o.site === 'ro') throw new InvalidInputError('A podcastok a hirter.hu oldalain vannak (D-226)');
    const slug = o.slug ?? slugify(o.name);
    this.writer.addPodcast({ slug, name: o.name, site: o.site as SiteSlug, ...(o.description ? { description: o.description } : {}) }, this.clock());
    return slug;
  }

  add(o: EpisodeOptions): { slug: string; active: boolean } {
    if (!o.podcast) throw new InvalidInputError('--podcast kötelező');
    if (!o.title) throw new InvalidInputError('--title kötelező');
    if (!o.source) throw new InvalidInputError('--source kötelező (/media/… vagy https://…)');
    const slug = o.slug ?? this.uniqueSlug(o.title);
    const now = this.clock();
    this.db.transaction(() => {
      this.writer.addEpisode(
        {
          slug,
          podcast: o.podcast!,
          title: o.title!,
          sourceUrl: o.source!,
          duration: durationOf(this.mediaDir, o.source!, o.duration),
          description: o.description ?? '',
          image: imageOf(this.mediaDir, o.image),
          article: o.article ?? null,
          pubDate: now,
          active: o.publish === true,
        },
        now,
      );
      if (o.article) this.linkFromArticle(slug);
    })();
    return { slug, active: o.publish === true };
  }

  update(slug: string, o: EpisodeOptions): { slug: string; active: boolean } {
    const change: EpisodeChange = {};
    if (o.slug !== undefined) change.slug = o.slug;
    if (o.podcast !== undefined) change.podcast = o.podcast;
    if (o.title !== undefined) change.title = o.title;
    if (o.description !== undefined) change.description = o.description;
    if (o.source !== undefined) {
      change.sourceUrl = o.source;
      change.duration = durationOf(this.mediaDir, o.source, o.duration);
    } else if (o.duration !== undefined) change.duration = durationOf(this.mediaDir, '', o.duration);
    if (o.image !== undefined) change.image = o.image === '-' ? null : imageOf(this.mediaDir, o.image);
    if (o.article !== undefined) change.article = o.article === '-' ? null : o.article;
    if (Object.keys(change).length === 0)
      throw new InvalidInputError('Nincs mit módosítani (--title, --source, --duration, --article, --image, --description, --podcast, --slug)');
    const next = change.slug ?? slug;
    this.db.transaction(() => {
      this.writer.updateEpisode(slug, change, this.clock());
      if (change.article || (change.article === undefined && (change.slug || change.podcast))) this.linkFromArticle(next);
    })();
    return { slug: next, active: this.isActive(next) };
  }

  setPublished(slug: string, active: boolean): { slug: string; active: boolean } {
    if (!this.reader.episode(slug, true)) throw new NotFoundError(`Nincs ilyen adás: ${slug}`);
    this.writer.updateEpisode(slug, { active }, this.clock());
    return { slug, active };
  }

  private isActive(slug: string): boolean {
    return (stmt(this.db, 'SELECT active FROM episodes WHERE slug = ?').get(slug) as { active: number }).active === 1;
  }

  private uniqueSlug(title: string): string {
    const base = slugify(title) || 'adas';
    let slug = base;
    for (let n = 2; stmt(this.db, 'SELECT 1 FROM episodes WHERE slug = ?').get(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  /**
   * The episode's article links it (the marker paragraph the article page draws the card from): an edit of the
   * article, unless its body already links this episode's page. An article shows one episode: a marker of
   * another (or of this one's old address) is replaced.
   */
  private linkFromArticle(slug: string): void {
    const e = this.reader.episode(slug, true)!;
    const row = stmt(this.db, 'SELECT a.slug FROM episodes e JOIN articles a ON a.id = e.article_id WHERE e.slug = ?').get(slug) as
      { slug: string } | undefined;
    if (!row) return;
    const href = episodePath(e.podcast.site, e.podcast.slug, e.slug);
    const writer = new ArticleWriter(this.db);
    const stored = writer.load(row.slug)!;
    const current = episodeEmbed(stored.article.content);
    if (current && current.podcast === e.podcast.slug && current.episode === e.slug) return;
    const content = current ? withEpisodeLink(`${current.before}${current.after}`, href, e.title) : withEpisodeLink(stored.article.content, href, e.title);
    writer.rewrite(row.slug, (s) => ({ ...s, article: { ...s.article, content } }), this.clock());
  }
}
