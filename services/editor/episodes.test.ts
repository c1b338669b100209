import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article, ChangesPage } from '../../domain/types';
import type { EpisodeList, PodcastEpisode } from '../../domain/podcast/types';
import { episodeEmbed } from '../../domain/podcast/embed';
import { TEST_SERVICE_TOKEN, copyStore, sharedStore, testApp } from '../testing/fixture';
import type { Db } from '../store/schema';
import { runEditor } from './cli';

let dbPath: string;
let db: Db;
let request: (path: string, init?: RequestInit) => Promise<Response>;

beforeEach(() => {
  ({ dbPath } = copyStore());
  ({ db, request } = testApp(dbPath));
});
afterEach(() => db.close());

const service = { headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` } };
const get = async <T>(path: string, init: RequestInit = service): Promise<T> => {
  const res = await request(path, init);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const head = async () => (await get<{ cursor: string }>('/internal/api/changes/head')).cursor;
const editor = (...args: string[]) => runEditor(args, dbPath, undefined, sharedStore().mediaDir);
/** An article of the G7 podcast section without an episode yet. */
const freeArticle = () =>
  (
    db
      .prepare(
        `SELECT a.slug FROM articles a WHERE a.site_slug = 'g7' AND a.visible = 1 AND a.type = 'article'
         AND a.id NOT IN (SELECT article_id FROM episodes WHERE article_id IS NOT NULL) ORDER BY a.pub_date DESC LIMIT 1`,
      )
      .get() as { slug: string }
  ).slug;

describe('npm run editor -- episode …', () => {
  it('adds an episode unpublished, reads its length from the WAV, and publishes it', async () => {
    const cursor = await head();
    const r = editor('episode', 'add', '--podcast', 'g7-podcast', '--title', 'Rendkívüli adás a forintról', '--source', '/media/audio/episode-001.wav');
    expect(r, r.out).toEqual({ code: 0, out: 'episode add rendkivuli-adas-a-forintrol: not published' });
    expect((await request('/api/episodes/rendkivuli-adas-a-forintrol')).status).toBe(404);
    const draft = await get<PodcastEpisode>('/internal/api/episodes/rendkivuli-adas-a-forintrol');
    const seeded = await get<PodcastEpisode>(
      `/api/episodes/${(await get<EpisodeList>('/api/episodes?perPage=100')).items.find((e) => e.sourceUrl === '/media/audio/episode-001.wav')!.slug}`,
    );
    expect(draft.duration).toBe(seeded.duration);
    expect(editor('episode', 'publish', 'rendkivuli-adas-a-forintrol')).toEqual({ code: 0, out: 'episode publish rendkivuli-adas-a-forintrol: published' });
    const list = await get<EpisodeList>('/api/episodes?podcast=g7-podcast&perPage=1');
    expect(list.items[0]!.slug).toBe('rendkivuli-adas-a-forintrol');
    const feed = await get<ChangesPage>(`/internal/api/changes?since=${cursor}`);
    expect(feed.changes).toEqual([
      expect.objectContaining({ kind: 'episode', slug: 'rendkivuli-adas-a-forintrol', podcast: 'g7-podcast', site: 'g7', active: true }),
    ]);
  });

  it('links the episode from its article: the article’s body gets the marker paragraph (an edit in the feed)', async () => {
    const slug = freeArticle();
    const before = await get<Article>(`/api/articles/${slug}`, {});
    const r = editor(
      'episode',
      'add',
      '--podcast',
      'g7-podcast',
      '--title',
      'Adás cikkel',
      '--source',
      'https://cdn.example.org/a.mp3',
      '--duration',
      '1830',
      '--article',
      slug,
      '--image',
      '/media/square-001.png',
      '--publish',
    );
    expect(r.code, r.out).toBe(0);
    const e = await get<PodcastEpisode>('/api/episodes/adas-cikkel', {});
    expect(e).toMatchObject({ duration: 1830, sourceUrl: 'https://cdn.example.org/a.mp3', article: { slug } });
    expect(e.image).toMatchObject({ src: '/media/square-001.png', width: 300, height: 300, variants: { '2x': '/media/square-001@2x.png' } });
    const after = await get<Article>(`/api/articles/${slug}`, {});
    expect(after.version).toBe(before.version + 1);
    expect(episodeEmbed(after.content)).toMatchObject({ podcast: 'g7-podcast', episode: 'adas-cikkel' });
    // Renaming the episode moves the marker to the new address; nothing is linked twice.
    expect(editor('episode', 'update', 'adas-cikkel', '--slug', 'adas-uj-nevvel').code).toBe(0);
    const moved = await get<Article>(`/api/articles/${slug}`, {});
    expect(episodeEmbed(moved.content)).toMatchObject({ episode: 'adas-uj-nevvel' });
    expect(moved.content.match(/\/podcast\//g)).toHaveLength(1);
  });

  it('updates and unpublishes', async () => {
    const [e] = (await get<EpisodeList>('/api/episodes?perPage=1')).items;
    expect(editor('episode', 'update', e!.slug, '--title', 'Új cím', '--duration', '61').code).toBe(0);
    expect(await get<PodcastEpisode>(`/api/episodes/${e!.slug}`, {})).toMatchObject({ title: 'Új cím', duration: 61 });
    expect(editor('episode', 'unpublish', e!.slug)).toEqual({ code: 0, out: `episode unpublish ${e!.slug}: not published` });
    expect((await request(`/api/episodes/${e!.slug}`)).status).toBe(404);
  });

  it('adds a podcast', async () => {
    expect(editor('podcast', 'add', '--name', 'Karakter hangoskönyv', '--site', 'karakter')).toEqual({ code: 0, out: 'podcast karakter-hangoskonyv: created' });
    const all = await get<{ slug: string; page: string; episodes: number }[]>('/api/podcasts/public/all', {});
    expect(all.find((p) => p.slug === 'karakter-hangoskonyv')).toMatchObject({ page: '/karakter/podcast/karakter-hangoskonyv', episodes: 0 });
  });

  it.each([
    [['episode', 'add', '--title', 'x', '--source', '/media/audio/episode-001.wav'], 2, '--podcast kötelező'],
    [['episode', 'add', '--podcast', 'nincs', '--title', 'x', '--source', '/media/audio/episode-001.wav'], 2, 'Ismeretlen podcast: nincs'],
    [['episode', 'add', '--podcast', 'g7-podcast', '--title', 'x', '--source', 'ftp://x/a.wav', '--duration', '5'], 2, 'A hangfájl címe'],
    [['episode', 'add', '--podcast', 'g7-podcast', '--title', 'x', '--source', 'https://x/a.mp3'], 2, '--duration kötelező'],
    [['episode', 'add', '--podcast', 'g7-podcast', '--title', 'x', '--source', '/media/nincs.wav'], 2, 'Nincs ilyen médiafájl'],
    [['episode', 'add', '--podcast', 'g7-podcast', '--title', 'x', '--source', '/media/square-001.png'], 2, 'WAV'],
    [['episode', 'add', '--podcast', 'g7-podcast', '--title', 'x', '--source', 'https://x/a.mp3', '--duration', '-3'], 2, '--duration'],
    [
      ['episode', 'add', '--podcast', 'g7-podcast', '--title', 'x', '--source', 'https://x/a.mp3', '--duration', '3', '--article', 'nincs-ilyen-cikk'],
      2,
      'Nincs ilyen cikk',
    ],
    [
      [
        'episode',
        'add',
        '--podcast',
        'g7-podcast',
        '--title',
        'x',
        '--source',
        'https://x/a.mp3',
        '--duration',
        '3',
        '--image',
        '/media/audio/episode-001.wav',
      ],
      2,
      '--image',
    ],
    [['episode', 'update', 'nincs-ilyen-adas', '--title', 'x'], 1, 'Nincs ilyen adás'],
    [['episode', 'update', 'x'], 2, 'Nincs mit módosítani'],
    [['episode', 'publish'], 2, 'paramétert vár'],
    [['episode', 'play', 'x'], 2, 'Ismeretlen episode művelet'],
    [['podcast', 'add', '--name', 'x', '--site', 'ro'], 2, 'hirter.hu'],
    [['podcast', 'add', '--name', 'G7 podcast', '--site', 'g7'], 2, 'Már van ilyen podcast'],
  ])('refuses %o (exit %i) and leaves the store as it was', async (args, code, message) => {
    const cursor = await head();
    const r = editor(...args);
    expect(r.code, r.out).toBe(code);
    expect(r.out).toContain(message);
    expect(await head()).toBe(cursor);
  });

  it('lists the verbs in its help', () => {
    const r = runEditor([], dbPath);
    expect(r.out).toContain('episode add --podcast <podcast>');
    expect(r.out).toContain('podcast add --name');
  });
});
