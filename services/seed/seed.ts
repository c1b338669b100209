import { existsSync, renameSync, rmSync } from 'node:fs';
import { loadSettings } from '../../config/settings';
import { createIndexes, openDb } from '../store/schema';
import { generateImages } from './images';
import { generateCorpus, type CorpusReport } from './corpus';
import { writeFixtures } from './fixtures';
import { seedPodcasts } from './podcasts';
import { embedSeedQuizzes, seedQuizzes } from './quizzes';
import { seedSupplementData } from './supplementData';
import { servicePaths } from '../paths';
import { seedTipSheets } from './predictionGame';

export interface SeedOptions {
  articles: number;
  seed: number;
  /** Unix seconds the corpus is anchored to. */
  now: number;
  dbPath: string;
  mediaDir: string;
}

export function generateMedia(mediaDir: string) {
  return {
    article: generateImages(mediaDir, { kind: 'article', count: 40, baseWidth: 400, baseHeight: 225 }),
    avatar: generateImages(mediaDir, { kind: 'avatar', count: 40, baseWidth: 100, baseHeight: 100 }),
    square: generateImages(mediaDir, { kind: 'square', count: 20, baseWidth: 300, baseHeight: 300 }),
  };
}

/**
 * (Re)creates the store: built in a temporary file next to it and renamed over it when complete, so a
 * reader never sees a half-seeded store and a failed seed leaves the old one in place.
 */
export function seedStore(opts: SeedOptions): CorpusReport {
  const images = generateMedia(opts.mediaDir);
  const tmp = `${opts.dbPath}.seeding-${process.pid}`;
  rmSync(tmp, { force: true });
  const db = openDb(tmp, { bulk: true });
  try {
    db.transaction(() => {
      const r = generateCorpus(db, opts, images);
      createIndexes(db);
      writeFixtures(db, opts);
      seedPodcasts(db, { seed: opts.seed, now: opts.now, mediaDir: opts.mediaDir, squares: images.square });
      embedSeedQuizzes(db, opts.now);
      seedSupplementData(db, opts.seed);
      db.prepare("INSERT INTO meta(key, value) VALUES ('seed', ?)").run(JSON.stringify({ ...opts, dbPath: undefined, mediaDir: undefined }));
      return r;
    })();
    db.exec("INSERT INTO articles_fts(articles_fts) VALUES ('optimize')");
    db.pragma('journal_mode = WAL');
    db.close();
  } catch (err) {
    db.close();
    rmSync(tmp, { force: true });
    throw err;
  }
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(opts.dbPath + suffix)) rmSync(opts.dbPath + suffix);
  }
  renameSync(tmp, opts.dbPath);
  seedQuizzes(servicePaths(opts.dbPath).quizDb, opts.now);
  seedTipSheets(servicePaths(opts.dbPath).gameDb, opts.now * 1000);
  return reportOf(opts);
}

/**
 * Brings a store the seed made earlier up to what the seed makes today, where that adds rows and changes
 * none: the supplements' datasets. A store without the seed's record (a newsroom's own) is left alone.
 * Returns what was added.
 */
export function completeSeededStore(dbPath: string): { datasets: number } {
  const db = openDb(dbPath);
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'seed'").get() as { value: string } | undefined;
    const seed = row ? (JSON.parse(row.value) as { seed?: unknown }).seed : undefined;
    if (typeof seed !== 'number') return { datasets: 0 };
    return { datasets: seedSupplementData(db, seed) };
  } finally {
    db.close();
  }
}

function reportOf(opts: SeedOptions): CorpusReport {
  const db = openDb(opts.dbPath);
  try {
    const n = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      articles: n("SELECT count(*) AS n FROM articles WHERE type <> 'liveblogpost'"),
      posts: n("SELECT count(*) AS n FROM articles WHERE type = 'liveblogpost'"),
      liveblogs: n("SELECT count(*) AS n FROM articles WHERE type = 'liveblog'"),
      authors: n('SELECT count(*) AS n FROM authors'),
    };
  } finally {
    db.close();
  }
}

/** CONTENT_DB and MEDIA_DIR (config/settings.ts): a bad value stops the process with one line, exit 2. */
export const defaultPaths = () => {
  const s = loadSettings(['CONTENT_DB', 'MEDIA_DIR']);
  return { dbPath: s.CONTENT_DB, mediaDir: s.MEDIA_DIR };
};
