// No unpublished article reaches an anonymous reader: every draft of the run's seed is tried through the
// static origin, the public render server and nginx with the generated configuration, by every header and
// path a reader could think of (issue: the draft leak). Node-side requests only; no browser.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { expect, test, e2eEnv } from './fixtures';
import { secret, SECRETS } from '../config/secrets';
import { articlePath } from '../domain/urls';
import type { Article, RouteRule } from '../domain/types';
import { NGINX, startNginx, type RunningNginx } from '../testing/nginx';

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
  // The test's own view of the drafts: the internal call, with the job's credential.
  const auth = { authorization: `Bearer ${secret('CONTENT_SERVICE_TOKEN')}` };
  return Promise.all(
    ids.map(async (id) => {
      const article = (await (await fetch(`${contentApiUrl}/internal/api/article/${id}`, { headers: auth })).json()) as Article;
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

async function expectNoDraft(base: string, list: Draft[]): Promise<number> {
  let tried = 0;
  const check = async (url: string, headers: Record<string, string>, forbidden: string[]) => {
    const res = await fetch(url, { headers, redirect: 'manual' });
    const body = await res.text();
    tried++;
    expect(res.status, `${url} ${JSON.stringify(headers)}`).not.toBe(200);
    for (const text of forbidden) expect(body, `${url} shows a draft`).not.toContain(text);
  };
  for (const headers of HEADER_SETS) {
    // The changes feed lists every draft's slug: it must not be reachable at all.
    for (const path of ['/api/changes?since=0', '/api/changes/head', '/internal/api/changes?since=0']) {
      await check(
        `${base}${path}`,
        headers,
        list.map((d) => d.article.slug),
      );
    }
    for (const d of list) {
      // The title is what a leak gives away (a 404 page may echo the requested path, slug included).
      for (const path of probes(d)) await check(`${base}${path}`, headers, [d.article.title]);
    }
  }
  // Searches and lists never hold a draft either (they answer 200, without it).
  for (const d of list.slice(0, 20)) {
    const term = encodeURIComponent(d.article.title.split(/\s+/).slice(0, 3).join(' '));
    for (const path of [`/api/search?term=${term}`, `/api/search/articles?limit=5&term=${term}`]) {
      const res = await fetch(`${base}${path}`, { headers: HEADER_SETS[1], redirect: 'manual' });
      expect(res.status, path).toBe(200);
      expect(await res.text(), `${path} lists a draft`).not.toContain(`"slug":"${d.article.slug}"`);
      tried++;
    }
  }
  return tried;
}

test.describe('anonymous readers reach no unpublished article', () => {
  let list: Draft[];
  test.beforeAll(async () => {
    list = await drafts();
  });

  test('the seed has drafts of both kinds to try', () => {
    expect(list.filter((d) => !d.article.active).length).toBeGreaterThan(3);
    expect(list.filter((d) => d.article.active && !d.article.mainSuperTag.active).length).toBeGreaterThan(0);
  });

  test('through the static origin', async () => {
    test.setTimeout(120_000);
    const tried = await expectNoDraft(e2eEnv().originUrl, list);
    expect(tried).toBeGreaterThan(list.length * HEADER_SETS.length * 10);
  });

  test('through the public render server', async () => {
    test.setTimeout(120_000);
    await expectNoDraft(e2eEnv().baseUrl, list);
  });

  test.describe('through nginx with the generated configuration', () => {
    test.skip(!existsSync(NGINX), `${NGINX} is missing (apt-get install nginx-light)`);
    let nginx: RunningNginx;
    test.beforeAll(async () => {
      const { outDir, contentApiUrl } = e2eEnv();
      const rules = (await (await fetch(`${contentApiUrl}/api/route-rules`)).json()) as RouteRule[];
      nginx = await startNginx({ outDir, contentApiUrl, serverRules: rules });
    });
    test.afterAll(async () => nginx?.stop());

    test('every draft, every header', async () => {
      test.setTimeout(120_000);
      await expectNoDraft(nginx.url, list);
    });
  });
});
