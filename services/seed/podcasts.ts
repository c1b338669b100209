// The seed's podcasts and episodes (specialised-features.md §3), with real audio files written under the media
// folder (`audio/…wav`, served at /media/audio/…). Each episode belongs to an article of its podcast's site,
// whose body links the episode's page after its first paragraph (the marker an article page draws the
// episode's card from, domain/podcast/embed.ts). Deterministic: the same seed gives the same store and files.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteSlug } from '../../domain/types';
import { episodePath } from '../../domain/podcast/paths';
import { withEpisodeLink } from '../../domain/podcast/embed';
import { ArticleWriter } from '../store/write';
import { PodcastWriter } from '../store/podcasts';
import { stmt, type Db } from '../store/schema';
import type { GeneratedImage } from './images';
import { mediaPath } from './body';
import { createRng } from '../../lib/rng';
import { slugify } from './text';
import { synthesiseEpisode } from './wav';

interface PodcastSeed {
  slug: string;
  name: string;
  site: SiteSlug;
  description: string;
  /** The section whose newest articles the episodes belong to. */
  section: string;
  /** Episode titles, newest first. */
  titles: string[];
}

export const PODCASTS: readonly PodcastSeed[] = [
  {
    slug: 'hirter-reggel',
    name: 'Hírtér reggel',
    site: 'main',
    description: 'A nap legfontosabb hírei negyedórában, minden hétköznap reggel.',
    section: 'belfold',
    titles: [
      'Mi vár ránk ezen a héten?',
      'A költségvetés számai közelről',
      'Vita a tömegközlekedés jövőjéről',
      'Aszály és vízgazdálkodás',
      'Kórházak a tél előtt',
      'A hét, amely mindent megváltoztatott',
    ],
  },
  {
    slug: 'after-hangos',
    name: 'After hangosan',
    site: 'after',
    description: 'Zene, sorozatok, koncertek: az After szerkesztőinek beszélgetései.',
    section: 'after',
    titles: ['A nyár fesztiváljai', 'Sorozatok, amelyeket nem hagyhatsz ki', 'Lemezek a hétvégére', 'Kulisszák mögött egy klubban', 'Kezdő zenekarok'],
  },
  {
    slug: 'g7-podcast',
    name: 'G7 podcast',
    site: 'g7',
    description: 'Gazdaság, adatok, pénz: a G7 hetente jelentkező beszélgetése.',
    section: 'podcast',
    titles: [
      'Merre tart a forint?',
      'Inflációs várakozások',
      'Lakáspiac számokban',
      'A munkaerőpiac új szabályai',
      'Energiaárak és háztartások',
      'A kamatdöntés háttere',
    ],
  },
];

/** Each podcast's newest episode lasts this long (the browser tests play it across several pages); the others less. */
export const LONG_EPISODE_SECONDS = 100;
const SHORT_EPISODE_SECONDS: readonly [number, number] = [15, 35];

export const AUDIO_DIR = 'audio';

export interface SeededEpisode {
  slug: string;
  podcast: string;
  file: string;
  duration: number;
}

/** Writes the file unless it is already there with these bytes (a re-seed into the same folder). */
function writeIfChanged(path: string, bytes: Buffer): void {
  if (existsSync(path)) {
    const old = readFileSync(path);
    if (old.equals(bytes)) return;
  }
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, path);
}

/** The episode's article: the newest one of the section not yet taken, published by now. */
function articlesOf(db: Db, section: string, count: number): { id: number; slug: string; pubDate: number; updatedAt: number }[] {
  return stmt(
    db,
    `SELECT a.id, a.slug, a.pub_date AS pubDate, a.updated_at AS updatedAt FROM article_super_tags d JOIN articles a ON a.id = d.article_id
     WHERE d.super_tag_id = (SELECT id FROM super_tags WHERE slug = ?) AND d.visible = 1 AND a.type = 'article' AND a.parent_id IS NULL
     ORDER BY d.pub_date DESC LIMIT ?`,
  ).all(section, count) as { id: number; slug: string; pubDate: number; updatedAt: number }[];
}

/**
 * An episode's length and sound depend on its place in the catalog only, not on the corpus's seed: every seed
 * writes the same files, so stores of several seeds can share one media folder (as the tests' do).
 */
function durationOf(n: number, newest: boolean): number {
  return newest ? LONG_EPISODE_SECONDS : createRng(0xa0d10 + n).int(...SHORT_EPISODE_SECONDS);
}

/**
 * Podcasts, episodes and their audio files. Runs after the articles (it links them). The articles that get an
 * episode keep their version history: the link is written as an edit dated at their own last update.
 */
export function seedPodcasts(db: Db, opts: { seed: number; now: number; mediaDir: string; squares: GeneratedImage[] }): SeededEpisode[] {
  const podcasts = new PodcastWriter(db);
  const articles = new ArticleWriter(db);
  const dir = join(opts.mediaDir, AUDIO_DIR);
  mkdirSync(dir, { recursive: true });
  const out: SeededEpisode[] = [];
  let n = 0;
  for (const p of PODCASTS) {
    podcasts.addPodcast({ slug: p.slug, name: p.name, site: p.site, description: p.description }, opts.now);
    const owners = articlesOf(db, p.section, p.titles.length);
    // Oldest first, so the newest episode is written last (and ids follow publication).
    const entries = p.titles.map((title, i) => ({ title, article: owners[i] ?? null, newest: i === 0, age: i })).reverse();
    for (const e of entries) {
      n++;
      const slug = slugify(e.title) || `adas-${n}`;
      const duration = durationOf(n, e.newest);
      const file = `${AUDIO_DIR}/episode-${String(n).padStart(3, '0')}.wav`;
      writeIfChanged(join(opts.mediaDir, file), synthesiseEpisode(createRng(0x50d + n), duration));
      const square = opts.squares[n % opts.squares.length]!;
      // Published with its article; without one (a small corpus), a week apart before now.
      const pubDate = e.article?.pubDate ?? opts.now - 3600 - e.age * 7 * 86400;
      podcasts.addEpisode(
        {
          slug,
          podcast: p.slug,
          title: e.title,
          description: `${p.name}: ${e.title.replace(/[?!.]$/, '')}. Az adás a hozzá tartozó cikkel együtt jelent meg.`,
          sourceUrl: mediaPath(file),
          duration,
          image: {
            src: mediaPath(square.files.base),
            width: square.width,
            height: square.height,
            alt: '',
            variants: {
              '1.25x': mediaPath(square.files['1.25x']),
              '2x': mediaPath(square.files['2x']),
              '3x': mediaPath(square.files['3x']),
              '4x': mediaPath(square.files['4x']),
            },
          },
          article: e.article?.slug ?? null,
          pubDate,
          active: true,
        },
        opts.now,
      );
      if (e.article) {
        const href = episodePath(p.site, p.slug, slug);
        articles.rewrite(
          e.article.slug,
          (s) => ({ ...s, article: { ...s.article, content: withEpisodeLink(s.article.content, href, e.title) } }),
          e.article.updatedAt,
        );
      }
      out.push({ slug, podcast: p.slug, file, duration });
    }
  }
  return out;
}
