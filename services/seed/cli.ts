import { defaultPaths, seedStore } from './seed';
import { commandLine, errorLine } from '../../config/commandLine';

const HELP = 'npm run seed -- --help';
const USAGE = `Usage: npm run seed -- [--articles N] [--seed S] [--now 2026-11-22T10:00:00Z] [--db data/content.db] [--media data/media]
Makes a content store of generated articles (the same corpus for the same seed and hour):
  --articles N   how many articles (default 2000, at most 2000000)
  --seed S       the generator's seed (default 1)
  --now ISO      the corpus's "now" (default this hour)
  --db PATH      the store to write (default CONTENT_DB, data/content.db)
  --media PATH   its images (default MEDIA_DIR, data/media)`;

function fail(problem: string): never {
  console.error(errorLine(problem, HELP));
  process.exit(2);
}

const { values } = commandLine({
  usage: USAGE,
  help: HELP,
  options: {
    articles: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    now: { type: 'string' },
    db: { type: 'string' },
    media: { type: 'string' },
  },
});

const articles = Number(values.articles);
if (!Number.isInteger(articles) || articles < 1 || articles > 2_000_000) fail(`--articles: whole number from 1 to 2000000 expected, got '${values.articles}'`);
const seed = Number(values.seed);
if (!Number.isInteger(seed) || seed < 0) fail(`--seed: non-negative whole number expected, got '${values.seed}'`);
// Anchored to the hour by default: seeding twice in the same hour gives the same corpus.
const nowMs = values.now ? Date.parse(values.now) : Math.floor(Date.now() / 3_600_000) * 3_600_000;
if (Number.isNaN(nowMs)) fail(`--now: ISO date expected, got '${values.now}'`);

const paths = defaultPaths();
const started = performance.now();
const report = seedStore({
  articles,
  seed,
  now: Math.floor(nowMs / 1000),
  dbPath: values.db ?? paths.dbPath,
  mediaDir: values.media ?? paths.mediaDir,
});
const secs = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `seeded ${values.db ?? paths.dbPath}: ${report.articles} articles (${report.liveblogs} live blogs with ${report.posts} posts), ${report.authors} authors in ${secs} s`,
);
