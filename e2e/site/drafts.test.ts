// No unpublished article reaches an anonymous reader: every draft of the world's seed is tried through the
// static origin, the public render server and nginx with the generated configuration, by every header and
// path a reader could think of (issue: the draft leak).
// nginx is the world's, with the render server behind it as deployed. The old spec also tried an nginx with no
// renderer; it checked nothing more: that nginx serves the same output files and proxies /api/ to the same
// content API, and what it answered 404 for is here forwarded to the render server, whose answers are checked
// on their own below.
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { secret, SECRETS } from '../../config/secrets';
import { articlePath } from '../../domain/urls';
import type { Article } from '../../domain/types';
import { worldSecrets } from '../../testing/world/secrets';
import { e2eEnv } from '../env';
import { inBatches } from '../static/helpers';
import { namedServers } from './edge';
import { AT_ONCE, ask, servers } from './http';

/** Credentials a reader might send, including every development default the README prints. */
const HEADER_SETS: Record<string, string>[] = [
  {},
  { authorization: `Bearer ${SECRETS.CONTENT_SERVICE_TOKEN.devDefault}` },
  { authorization: 'Bearer preview-dev-token' },
  { authorization: `Bearer ${SECRETS.AUTH_JWT_SECRET.devDefault}` },
  { cookie: `access_token=${SECRETS.CONTENT_SERVICE_TOKEN.devDefault}` },
];

interface Draft {
  article: Article;
  path: string;
}

async function drafts(): Promise<Draft[]> {
  const { contentDb, contentApiUrl } = e2eEnv();
  const db = new Database(contentDb, { readonly: true });
  const ids = db.prepare("SELECT id FROM articles WHERE visible = 0 AND type <> 'liveblogpost' ORDER BY id").pluck().all() as number[];
  db.close();
  // The test's own view of the drafts: the internal call, with the job's credential (the world's, which this
  // process learns as the world did).
  worldSecrets();
  const auth = { authorization: `Bearer ${secret('CONTENT_SERVICE_TOKEN')}` };
  return Promise.all(
    ids.map(async (id) => {
      const res = await fetch(`${contentApiUrl}/internal/api/article/${id}`, { headers: auth });
      if (!res.ok) throw new Error(`internal article ${id}: ${res.status}`);
      const article = (await res.json()) as Article;
      return { article, path: articlePath(article) };
    }),
  );
}

/** Every way to ask a public server for a draft; none may answer with it. */
function probes(d: Draft): string[] {
  const slug = encodeURIComponent(d.article.slug);
  return [
    d.path,
    `${d.path}?oldal=2`,
    `/api/articles/${slug}`,
    `/api/articles/${slug}?page=1`,
    `/api/article/${d.article.id}`,
    `/api/articles/${slug}/version`,
    `/api/articles/${d.article.id}/items`,
    `/internal/api/articles/${slug}`,
    `/internal/api/article/${d.article.id}`,
    `/api/../internal/api/article/${d.article.id}`,
    `/%69nternal/api/article/${d.article.id}`,
  ];
}

interface Probe {
  path: string;
  headers: Record<string, string>;
  /** Texts the answer must not hold. */
  forbidden: string[];
}

/** Asks every probe of every draft with every header set; the leaks found, and how many requests were made. */
async function leaks(base: string, list: Draft[]): Promise<{ found: string[]; tried: number }> {
  const all: Probe[] = [];
  for (const headers of HEADER_SETS) {
    // The changes feed lists every draft's slug: it must not be reachable at all.
    for (const path of ['/api/changes?since=0', '/api/changes/head', '/internal/api/changes?since=0']) {
      all.push({ path, headers, forbidden: list.map((d) => d.article.slug) });
    }
    // The title is what a leak gives away (a 404 page may echo the requested path, slug included).
    for (const d of list) for (const path of probes(d)) all.push({ path, headers, forbidden: [d.article.title] });
  }
  const found = await inBatches(all, AT_ONCE, async ({ path, headers, forbidden }) => {
    const res = await ask(base, path, { headers });
    const where = `${path} ${JSON.stringify(headers)}`;
    return [
      ...(res.status === 200 ? [`${where}: 200`] : []),
      ...forbidden.filter((t) => res.body.includes(t)).map((t) => `${where} shows a draft: ${t.slice(0, 60)}`),
    ];
  });
  // Searches and lists never hold a draft either (they answer 200, without it).
  const searches = list.slice(0, 20).flatMap((d) => {
    const term = encodeURIComponent(d.article.title.split(/\s+/).slice(0, 3).join(' '));
    return [`/api/search?term=${term}`, `/api/search/articles?limit=5&term=${term}`].map((path) => ({ path, slug: d.article.slug }));
  });
  const searched = await inBatches(searches, AT_ONCE, async ({ path, slug }) => {
    const res = await ask(base, path, { headers: HEADER_SETS[1] });
    return [...(res.status === 200 ? [] : [`${path}: ${res.status}, not 200`]), ...(res.body.includes(`"slug":"${slug}"`) ? [`${path} lists a draft`] : [])];
  });
  return { found: [...found, ...searched].flat(), tried: all.length + searches.length };
}

describe('anonymous readers reach no unpublished article', () => {
  let list: Draft[];
  beforeAll(async () => {
    list = await drafts();
  });

  it('the seed has drafts of both kinds to try', () => {
    expect(list.filter((d) => !d.article.active).length).toBeGreaterThan(3);
    expect(list.filter((d) => d.article.active && !d.article.mainSuperTag.active).length).toBeGreaterThan(0);
  });

  it.each(namedServers(servers()))('through %s: every draft, every header', async (_name, base) => {
    const { found, tried } = await leaks(base, list);
    expect(tried).toBeGreaterThan(list.length * HEADER_SETS.length * 10);
    expect(found).toEqual([]);
  });
});
