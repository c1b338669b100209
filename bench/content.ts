// Content API under load: seeds 100k articles, then measures by-slug, a section list page, a filtered
// search and the typeahead with autocannon on 127.0.0.1, each against a no-op endpoint of the same server
// measured in the same run (the baseline: what HTTP alone costs on this machine right now). The embedded
// live-score service that the same process starts is measured on its own listener: a mix of the football and
// Formula 1 calls against its cheapest call, `/livescore/formula-1/seasons` (issue #20: p99 ≤ 5 ms a call
// at 10 connections). `--only live` measures the live-score service alone, `--only autocomplete` the
// archive's autocomplete (issue #22: p99 ≤ 20 ms at 100k articles) against the baseline. The quiz service
// (same listener) is measured by the query an article's quiz sends (the quiz and its results, over 100k
// answers): `--only quiz` measures it alone.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { seedStore } from '../services/seed/seed';
import { seedQuizzes } from '../services/seed/quizzes';
import { QuizStore, openQuizDb } from '../services/quiz/store';
import { servicePaths } from '../services/paths';
import { QUIZ_API_PREFIX } from '../domain/quiz';
import { QUIZ_PAGE_QUERY } from '../pages/article/loadQuiz';
import { median, summary } from './stats';
import { measureLatency } from './latency';
import { waitFor } from '../scripts/waitFor';
import { freePort } from '../scripts/freePort';

const DIR = join('bench', '.data');
const RUNS = 3;

interface Scenario {
  name: string;
  paths: string[];
  /** Goal for p99 in ms at one connection, when the issue names one. */
  goalP99?: number;
  /** Goal for p99 in ms at 10 connections, when the issue names one. */
  goalP99At10?: number;
  /** The server it asks (default: the content API). */
  base?: 'content' | 'livescore';
  /** The scenario its ratios are against. */
  baseline?: string;
  /** JSON bodies POSTed in turn to `paths[0]` (the quiz's GraphQL) instead of GETs. */
  bodies?: string[];
}

async function load(url: string, paths: string[], connections: number, duration: number, bodies?: string[]) {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) =>
          bodies
            ? { ...req, path: paths[0], method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies[i++ % bodies.length] }
            : { ...req, path: paths[i++ % paths.length] },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

export async function run(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      articles: { type: 'string', default: '100000' },
      reuse: { type: 'boolean' },
      duration: { type: 'string', default: '5' },
      only: { type: 'string' },
    },
  });
  const articles = Number(values.articles);
  const duration = Number(values.duration);
  mkdirSync(DIR, { recursive: true });
  const dbPath = join(DIR, `content-${articles}.db`);
  const mediaDir = join(DIR, 'media');

  if (!values.reuse || !existsSync(dbPath)) {
    const started = performance.now();
    const report = seedStore({ articles, seed: 1, now: Math.floor(Date.now() / 3_600_000) * 3600, dbPath, mediaDir });
    const secs = (performance.now() - started) / 1000;
    console.log(
      `seed: ${report.articles} articles + ${report.posts} live-blog posts in ${secs.toFixed(1)} s (goal for 100k: < 120 s; ratio ${(secs / 120).toFixed(2)})`,
    );
  }

  const db = new Database(dbPath, { readonly: true });
  const slugs = (db.prepare('SELECT slug FROM articles WHERE visible = 1 ORDER BY random() LIMIT 2000').all() as { slug: string }[]).map((r) => r.slug);
  db.close();
  const terms = ['kozgyules', 'kormány', 'forint', 'budapest', 'választás', 'infláció', 'meccs', 'kolozsvár', 'egyetem', 'árvíz'];
  const prefixes = ['koz', 'korm', 'for', 'buda', 'val', 'inf', 'mec', 'kolo', 'egy', 'arv'];
  const contentScenarios: Scenario[] = [
    { name: 'baseline /api/health', paths: ['/api/health'] },
    { name: 'article by slug', paths: slugs.map((s) => `/api/articles/${s}`), goalP99: 5 },
    { name: 'section list page', paths: Array.from({ length: 50 }, (_, i) => `/api/articles?filters[mstag]=belfold&page=${i + 1}`) },
    {
      name: 'filtered search',
      paths: terms.map(
        (t) => `/api/search?term=${encodeURIComponent(t)}&filters=${encodeURIComponent(JSON.stringify({ superTags: ['belfold', 'gazdasag'] }))}&sites=main`,
      ),
      goalP99: 50,
    },
    { name: 'typeahead', paths: prefixes.map((p) => `/api/search/articles?limit=5&term=${p}`) },
    // What the archive's tag input asks as the reader types: one letter on, so the commonest prefixes too.
    {
      name: 'autocomplete',
      paths: [...prefixes, ...prefixes.map((p) => p.slice(0, 2)), 'k', 'b', 'm', 'a'].map((p) => `/api/search/autocomplete?term=${encodeURIComponent(p)}`),
      goalP99: 20,
    },
  ];
  const only = values.only;
  if (only !== undefined && only !== 'live' && only !== 'autocomplete' && only !== 'quiz')
    throw new Error(`--only live (the live-score service alone), autocomplete (with its baseline) or quiz (with its baseline), not '${only}'`);
  const quizScenarios = benchQuizzes(dbPath);

  const port = await freePort();
  const livescorePort = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'services/main.ts'], {
    env: {
      ...process.env,
      CONTENT_DB: dbPath,
      MEDIA_DIR: mediaDir,
      CONTENT_API_URL: `http://127.0.0.1:${port}`,
      LIVESCORE_API_URL: `http://127.0.0.1:${livescorePort}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const urls = { content: `http://127.0.0.1:${port}`, livescore: `http://127.0.0.1:${livescorePort}` };
  try {
    await waitFor(`${urls.content}/api/health`);
    await waitFor(`${urls.livescore}/livescore/formula-1/seasons`);
    const scenarios =
      only === 'autocomplete'
        ? contentScenarios.filter((s) => s.name === 'autocomplete' || s.name.startsWith('baseline'))
        : only === 'quiz'
          ? [contentScenarios[0]!, ...quizScenarios]
          : [...(only ? [] : [...contentScenarios, ...quizScenarios]), ...(await livescoreScenarios(urls.livescore))];
    // Warm the page cache and the JIT before measuring.
    for (const base of ['content', 'livescore'] as const) {
      const paths = scenarios.filter((s) => (s.base ?? 'content') === base && !s.bodies).flatMap((s) => s.paths.slice(0, 20));
      if (paths.length) await load(urls[base], paths, 4, 2);
      for (const q of scenarios.filter((x) => x.bodies && (x.base ?? 'content') === base)) await load(urls[base], q.paths, 4, 2, q.bodies);
    }
    const rows: string[] = [];
    const measured = new Map<string, { rps: number[]; p99: number[]; p99At10: number[] }>();
    for (const s of scenarios) {
      const url = urls[s.base ?? 'content'];
      const single: { p50: number; p99: number }[] = [];
      const loaded: { rps: number; p99: number }[] = [];
      for (let r = 0; r < RUNS; r++) {
        single.push(await measureLatency(url, s.paths, duration, s.bodies));
        loaded.push(await load(url, s.paths, 10, duration, s.bodies));
      }
      const p99 = single.map((x) => x.p99);
      const rps = loaded.map((x) => x.rps);
      const p99At10 = loaded.map((x) => x.p99);
      measured.set(s.name, { rps, p99, p99At10 });
      const baseline = measured.get(s.baseline ?? 'baseline /api/health') ?? { rps, p99, p99At10 };
      const goal = s.goalP99
        ? `${(median(p99) / s.goalP99).toFixed(2)} of the ${s.goalP99} ms goal`
        : s.goalP99At10
          ? `@10 ${(median(p99At10) / s.goalP99At10).toFixed(2)} of the ${s.goalP99At10} ms goal`
          : '–';
      rows.push(
        [
          s.name.padEnd(22),
          `p50 ${summary(
            single.map((x) => x.p50),
            2,
          )} ms`.padEnd(28),
          `p99 ${summary(p99, 2)} ms`.padEnd(28),
          `${summary(rps, 0)} req/s @10`.padEnd(34),
          `p99@10 ${summary(
            loaded.map((x) => x.p99),
            0,
          )} ms`.padEnd(26),
          `rps ×${(median(rps) / median(baseline.rps)).toFixed(2)}, p99@10 ×${(median(p99At10) / Math.max(1, median(baseline.p99At10))).toFixed(2)} of baseline`.padEnd(
            44,
          ),
          `p99 goal: ${goal}`,
        ].join(' '),
      );
      console.log(rows[rows.length - 1]);
    }
    console.log(
      `\n${RUNS} runs of ${duration} s each; latency (p50/p99) at 1 connection with µs resolution; req/s and p99@10 from autocannon at 10 connections (whole ms); median [min–max]. ` +
        `Baselines: /api/health for the content API, /livescore/formula-1/seasons for the live-score service.`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

const BENCH_ANSWERS = 100_000;

/**
 * The seeded quizzes in the bench's quiz store (seeded again: a store reused from before quizzes has none), the
 * poll with 100k answers from as many identities, and the query an article's quiz sends for each of them.
 */
function benchQuizzes(dbPath: string): Scenario[] {
  const quizDb = servicePaths(dbPath).quizDb;
  const quizzes = seedQuizzes(quizDb, Math.floor(Date.now() / 1000));
  const db = openQuizDb(quizDb);
  try {
    const poll = quizzes[0]!;
    const have = (db.prepare("SELECT count(*) AS n FROM responses WHERE quiz_id = ? AND identity LIKE 'bench:%'").get(poll._id) as { n: number }).n;
    if (have < BENCH_ANSWERS) {
      const q = poll.questions[0]!;
      const store = new QuizStore(db);
      db.transaction(() => {
        for (let i = 0; i < BENCH_ANSWERS; i++)
          store.record(`bench:${i}`, poll._id, [{ questionId: q._id, optionId: q.options[i % q.options.length]!._id }], Date.now());
      })();
    }
  } finally {
    db.close();
  }
  const bodies = quizzes.map((q) => JSON.stringify({ query: QUIZ_PAGE_QUERY, variables: { quizId: q._id } }));
  return [{ name: 'quiz query', paths: [QUIZ_API_PREFIX], bodies }];
}

/**
 * The live-score service's calls, found through the service itself (today's fixtures and the live race depend
 * on when it started): a football mix (fixture by id, a day's fixtures, standings, top scorers, a whole
 * schedule) and the Formula 1 calls, against its cheapest call.
 */
async function livescoreScenarios(base: string): Promise<Scenario[]> {
  const get = async <T>(path: string) => ((await (await fetch(`${base}${path}`)).json()) as { response: T[] }).response;
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });
  const nb1 = (await get<{ seasons: { year: number; start: string; current: boolean }[]; league: { id: number } }>('/livescore/football/leagues/1')).find(
    (l) => l.league.id === 271,
  )!;
  const season = nb1.seasons.find((s) => s.current)!;
  const todays = await get<{ fixture: { id: number } }>(`/livescore/football/fixtures/all/${today}`);
  const year = (await get<{ id: number }>('/livescore/formula-1/seasons')).at(-1)!.id;
  const races = await get<{ id: number; status: string; type: string }>(`/livescore/formula-1/races/${year}`);
  const race = (races.find((r) => r.status === 'Live') ?? races.find((r) => r.type === 'Verseny'))!.id;
  const football = [
    ...todays.slice(0, 8).map((f) => `fixtures/${f.fixture.id}`),
    'fixtures/122063',
    'fixtures/424001',
    `fixtures/271/${season.year}/${today}`,
    `fixtures/all/${today}`,
    `standings/271/${season.year}`,
    'standings/4/2024',
    `standings/39/${season.year}`,
    `topscorers/271/${season.year}`,
    `topscorers/39/${season.year}`,
    `fixtures/271/${season.year}/all/${season.start}`,
  ].map((p) => `/livescore/football/${p}`);
  const f1 = [`races/${year}`, `drivers/${year}`, `teams/${year}`, `result/${race}`, `result/-${race}`, `fixtures/${race}`].map(
    (p) => `/livescore/formula-1/${p}`,
  );
  const baseline = 'live-score baseline';
  return [
    { name: baseline, paths: ['/livescore/formula-1/seasons'], base: 'livescore', baseline },
    { name: 'live-score mix', paths: [...football, ...f1], base: 'livescore', baseline, goalP99At10: 5 },
    { name: 'live-score schedule', paths: [football[football.length - 1]!], base: 'livescore', baseline },
  ];
}
