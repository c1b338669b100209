import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesPage } from '../../domain/types';
import type { EpisodeList, PodcastEpisode, PodcastSummary } from '../../domain/podcast/types';
import { EPISODES_DEFAULT } from '../../domain/constants';
import { PodcastWriter } from '../store/podcasts';
import { TEST_SERVICE_TOKEN, copyStore, testApp } from '../testing/fixture';
import type { Db } from '../store/schema';
import { wavInfo } from '../seed/wav';

let db: Db;
let request: (path: string, init?: RequestInit) => Promise<Response>;

beforeAll(() => {
  // A private copy: one test unpublishes an episode.
  ({ db, request } = testApp(copyStore().dbPath));
});
afterAll(() => db.close());

const service = { headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` } };

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await request(path, init);
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

async function error(path: string, status: number): Promise<string> {
  const res = await request(path);
  expect(res.status, path).toBe(status);
  const body = (await res.json()) as { error: string; status: number };
  expect(body.status).toBe(status);
  return body.error;
}

describe('GET /api/episodes', () => {
  it('answers the newest four by default, with the spec’s fields and paging', async () => {
    const list = await json<EpisodeList>('/api/episodes');
    expect(list.items).toHaveLength(EPISODES_DEFAULT);
    expect(list.page).toBe(1);
    expect(list.totalPages).toBe(Math.ceil(list.totalItems / EPISODES_DEFAULT));
    const e = list.items[0]!;
    expect(Object.keys(e)).toEqual(expect.arrayContaining(['id', 'slug', 'title', 'sourceUrl', 'image', 'duration', 'podcast', 'article']));
    expect(Object.keys(e.podcast)).toEqual(expect.arrayContaining(['slug', 'name', 'page']));
    expect(Object.keys(e.article!)).toEqual(expect.arrayContaining(['slug', 'pubDate', 'mainSuperTag']));
    const dates = list.items.map((x) => x.pubDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const second = await json<EpisodeList>('/api/episodes?perPage=4&page=2');
    expect(second.items.map((x) => x.id)).not.toContain(e.id);
  });

  it('filters by podcast and by site (our extension)', async () => {
    const g7 = await json<EpisodeList>('/api/episodes?perPage=50&podcast=g7-podcast');
    expect(g7.items.length).toBeGreaterThan(0);
    expect(g7.items.every((x) => x.podcast.slug === 'g7-podcast' && x.podcast.page === '/g7/podcast/g7-podcast')).toBe(true);
    const after = await json<EpisodeList>('/api/episodes?perPage=5&site=after');
    expect(after.items).toHaveLength(5);
    expect(after.items.every((x) => x.podcast.site === 'after')).toBe(true);
  });

  it.each([
    ['/api/episodes?perPage=0', 400, "'perPage'"],
    ['/api/episodes?perPage=x', 400, "'perPage'"],
    ['/api/episodes?page=-1', 400, "'page'"],
    ['/api/episodes?site=mars', 400, "'site'"],
    ['/api/episodes?podcast=Nem%20slug', 400, "'podcast'"],
    ['/api/episodes?podcast=nincs-ilyen', 404, 'Unknown podcast'],
    ['/api/episodes/nincs-ilyen-adas', 404, 'Episode not found'],
  ])('%s → %i, never a 500', async (path, status, message) => {
    expect(await error(path, status)).toContain(message);
  });
});

describe('one episode, podcasts, the index', () => {
  it('answers an episode by slug', async () => {
    const [first] = (await json<EpisodeList>('/api/episodes?perPage=1')).items;
    const e = await json<PodcastEpisode>(`/api/episodes/${first!.slug}`);
    expect(e).toEqual(first);
  });

  it('lists every podcast with its published episodes', async () => {
    const all = await json<PodcastSummary[]>('/api/podcasts/public/all');
    expect(all.map((p) => p.slug).sort()).toEqual(['after-hangos', 'g7-podcast', 'hirter-reggel']);
    for (const p of all) expect(p.episodes).toBe((await json<EpisodeList>(`/api/episodes?podcast=${p.slug}`)).totalItems);
  });

  it('gives the front page’s block the newest episodes, at the position of the unique item', async () => {
    const index = await json<PodcastEpisode[]>('/api/index/episodes');
    expect(index.map((e) => e.id)).toEqual((await json<EpisodeList>('/api/episodes')).items.map((e) => e.id));
    expect(await json<{ slug: string; content: string }>('/api/unique/frontpage-podcast-block-position')).toEqual({
      slug: 'frontpage-podcast-block-position',
      content: '45',
    });
  });

  it('hides an unpublished episode from readers, shows it to the preview, and reports it in the changes feed', async () => {
    const [e] = (await json<EpisodeList>('/api/episodes?perPage=1')).items;
    const head = (await json<{ cursor: string }>('/internal/api/changes/head', service)).cursor;
    new PodcastWriter(db).updateEpisode(e!.slug, { active: false }, 2_000_000_000);
    await error(`/api/episodes/${e!.slug}`, 404);
    expect((await json<EpisodeList>('/api/episodes?perPage=50')).items.map((x) => x.id)).not.toContain(e!.id);
    expect((await json<PodcastEpisode>(`/internal/api/episodes/${e!.slug}`, service)).id).toBe(e!.id);
    const changes = await json<ChangesPage>(`/internal/api/changes?since=${head}`, service);
    expect(changes.changes).toEqual([
      {
        kind: 'episode',
        cursor: String(Number(head) + 1),
        id: e!.id,
        slug: e!.slug,
        podcast: e!.podcast.slug,
        site: e!.podcast.site,
        version: 2,
        updatedAt: 2_000_000_000,
        active: false,
        pubDate: e!.pubDate,
      },
    ]);
  });
});

describe('/media with byte ranges', () => {
  const file = '/media/audio/episode-001.wav';
  let size = 0;

  it('answers the whole file with Accept-Ranges, a WAV of the episode’s length', async () => {
    const res = await request(file);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await res.arrayBuffer());
    size = bytes.length;
    expect(Number(res.headers.get('content-length'))).toBe(size);
    expect(wavInfo(bytes)?.sampleRate).toBe(8000);
  });

  it('answers a range, a suffix range and an open range with 206', async () => {
    const r = await request(file, { headers: { range: 'bytes=0-43' } });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe(`bytes 0-43/${size}`);
    expect(Buffer.from(await r.arrayBuffer()).toString('ascii', 0, 4)).toBe('RIFF');
    const suffix = await request(file, { headers: { range: 'bytes=-100' } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect((await suffix.arrayBuffer()).byteLength).toBe(100);
    const open = await request(file, { headers: { range: `bytes=${size - 10}-` } });
    expect((await open.arrayBuffer()).byteLength).toBe(10);
  });

  it('answers 416 past the end, and the whole file for a range of another version', async () => {
    const r = await request(file, { headers: { range: `bytes=${size}-` } });
    expect(r.status).toBe(416);
    expect(r.headers.get('content-range')).toBe(`bytes */${size}`);
    const other = await request(file, { headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(other.status).toBe(200);
    const etag = (await request(file, { method: 'HEAD' })).headers.get('etag')!;
    expect((await request(file, { headers: { range: 'bytes=0-9', 'if-range': etag } })).status).toBe(206);
    expect((await request(file, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('answers HEAD without a body, and 404 for what is not a media file', async () => {
    const head = await request(file, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(size);
    for (const bad of ['/media/../content.db', '/media/audio/%2e%2e/x', '/media/audio', '/media/nincs.wav', '/media/.hidden', '/media/a%00b'])
      await error(bad, 404);
  });
});
