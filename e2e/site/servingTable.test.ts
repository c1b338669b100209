// One table of requests asked of every server a reader's request can reach — the render server, the static
// origin, nginx with the generated configuration and (for what it serves without a session: the build's files and
// media) the editors' preview — and their answers compared: status, Content-Type and Cache-Control. The rows name
// a call of each proxy route of domain/proxyRoutes.ts, a page, a file of each type the build has, a feed, a
// sitemap and media (issue #34: the origin served scripts as text/javascript, nginx as application/javascript).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PROXY_ROUTES, proxyRouteFor } from '../../domain/proxyRoutes';
import { QUIZ_API_PREFIX, QUIZ_TOKEN_PATH } from '../../domain/quiz';
import { ACCOUNT_API } from '../../domain/accounts';
import { PUSH_API } from '../../domain/push';
import { ICONS } from '../../domain/brand';
import { fileContentType } from '../../domain/fileTypes';
import { e2eEnv } from '../env';
import { ask, servers, type Answer } from './http';

interface Row {
  what: string;
  path: string;
  /** The preview answers it without a session (the build's files, media): alike but for its Cache-Control, never stored. */
  preview?: boolean;
  /** A file of the prerender job's output, which the render server does not have (the origin and nginx serve it). */
  output?: boolean;
  /** A file whose type the file-type table says. */
  file?: boolean;
}

const FIXED: Row[] = [
  { what: 'a page', path: '/' },
  { what: 'a missing page', path: '/nincs/ilyen/oldal' },
  { what: 'a feed', path: '/rss', output: true },
  { what: 'a sitemap', path: '/sitemap.xml', output: true },
  { what: 'robots.txt', path: '/robots.txt' },
  { what: 'the web manifest', path: ICONS.manifest },
  { what: 'an svg icon', path: '/favicon.svg', preview: true, file: true },
  { what: 'a png icon', path: '/icon-192.png', preview: true, file: true },
  { what: 'the favicon', path: '/favicon.ico', preview: true, file: true },
  { what: 'the service worker', path: '/sw.js', preview: true, file: true },
  // A call of each proxy route (the table below holds it to the route table).
  { what: 'an account call', path: ACCOUNT_API.info },
  { what: 'a newsletter call', path: '/api/newsletter/feliratkozas' },
  { what: 'a quiz call', path: QUIZ_API_PREFIX },
  { what: 'the quiz token call', path: QUIZ_TOKEN_PATH },
  { what: 'a prediction game call', path: '/api/tippjatek/nincs-ilyen-jatek' },
  { what: 'a push call', path: PUSH_API.key },
  { what: 'a content API call', path: '/api/articles?perPage=1' },
];

/** The preview's every answer (server/preview/app.ts): an editor's view is never stored. */
const PREVIEW_CACHE = 'private, no-store';

/** What is compared of an answer. */
const shape = (a: Answer) => ({ status: a.status, type: a.headers['content-type'], cache: a.headers['cache-control'] });

const rows: Row[] = [...FIXED];

beforeAll(async () => {
  // A script and a stylesheet of the build the world serves, and a media file the front page shows.
  const assets = readdirSync(join(inject('distDir'), 'client', 'assets'), { recursive: true, encoding: 'utf8' }).map((f) => `/assets/${f}`);
  const first = (found: string | undefined, what: string) => {
    if (!found) throw new Error(`no ${what} to ask for`);
    return found;
  };
  const front = await ask(servers().origin, '/');
  const media = /(\/media\/[^"'?#\s)]+)/.exec(front.body)?.[1];
  rows.push(
    {
      what: 'a script',
      path: first(
        assets.find((p) => p.endsWith('.js')),
        'script',
      ),
      preview: true,
      file: true,
    },
    {
      what: 'a stylesheet',
      path: first(
        assets.find((p) => p.endsWith('.css')),
        'stylesheet',
      ),
      preview: true,
      file: true,
    },
    { what: 'media', path: first(media, 'media file on the front page'), preview: true },
  );
});

describe('one table of requests, every server', () => {
  it('asks a call of every proxy route', () => {
    const asked = new Set(FIXED.map((r) => proxyRouteFor(r.path)?.name).filter(Boolean));
    // media is found on the front page (beforeAll).
    expect([...asked, 'media'].sort()).toEqual(PROXY_ROUTES.map((r) => r.name).sort());
  });

  it('gets the same status, Content-Type and Cache-Control from each server', async () => {
    const all: Record<string, string> = { ...servers(), preview: e2eEnv().previewUrl };
    const differ: string[] = [];
    for (const row of rows) {
      const names = Object.keys(all).filter((n) => (n !== 'preview' || row.preview) && (n !== 'render' || !row.output));
      const answers = await Promise.all(names.map(async (n) => [n, shape(await ask(all[n]!, row.path))] as const));
      const [, origin] = answers.find(([n]) => n === 'origin')!;
      for (const [name, got] of answers) {
        const expected = name === 'preview' ? { ...origin, cache: PREVIEW_CACHE } : origin;
        if (JSON.stringify(got) !== JSON.stringify(expected))
          differ.push(`${row.what} ${row.path}: ${name} ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
      }
      if (row.file && origin.type !== fileContentType(row.path))
        differ.push(`${row.what} ${row.path}: origin's type ${origin.type}, the table's ${fileContentType(row.path)}`);
      expect(origin.status, row.path).toBeLessThan(500);
    }
    expect(differ).toEqual([]);
  });
});
