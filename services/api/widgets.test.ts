import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrontPageBlock } from '../../domain/types';
import type { MinutesState } from '../../domain/minutes';
import { testApp } from '../testing/fixture';
import type { Db } from '../store/schema';
import type { MstagBox, ReactionItem } from './widgets';
import { budapestToday } from './widgets';

let db: Db;
let request: (path: string, init?: RequestInit) => Promise<Response>;

beforeAll(() => {
  ({ db, request } = testApp());
});
afterAll(() => db.close());

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await request(path, init);
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

async function error(path: string, status: number): Promise<string> {
  const res = await request(path);
  expect(res.status, path).toBe(status);
  return ((await res.json()) as { error: string }).error;
}

describe('the minutes counter', () => {
  it('answers the seeded items’ hours on a day', async () => {
    // Only the morning digest (from 2025-03-28) runs on the first day.
    expect(await json<MinutesState>('/api/minutes?day=2025-03-28')).toMatchObject({ hours: 299_990, text: '299 990', from: '2025-03-28' });
    // 16 digest days and the one-time special edition of 04-12.
    expect(await json<MinutesState>('/api/minutes?day=2025-04-12')).toMatchObject({ hours: 299_839, text: '299 839', recurringDays: 16, oneTime: 1 });
  });

  it('counts from another start, and to today by default', async () => {
    expect(await json<MinutesState>('/api/counter?from=2025-04-01&day=2025-04-12')).toMatchObject({
      from: '2025-04-01',
      recurringDays: 12,
      oneTime: 1,
      hours: 299_879,
    });
    const today = await json<MinutesState>('/api/counter');
    expect(today.day).toBe(budapestToday());
    expect(today.from).toBe('2025-03-28');
    expect(today.hours).toBeLessThan(300_000);
  });

  it('refuses a missing or impossible day in Hungarian, naming the field', async () => {
    // Missing, it is named with the same Hungarian text, not zod's English.
    expect(await error('/api/minutes', 400)).toMatch(/„day”.*ÉÉÉÉ-HH-NN/);
    expect(await error('/api/minutes?day=2025-02-30', 400)).toMatch(/„day”.*ÉÉÉÉ-HH-NN/);
    expect(await error('/api/counter?from=tegnap', 400)).toMatch(/„from”/);
  });

  it('is cacheable for a few seconds', async () => {
    const res = await request('/api/minutes?day=2025-03-28');
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
  });
});

describe('index boxes and sections', () => {
  it('answers a site’s boxes by its slug, the same as by the header', async () => {
    const bySlug = await json<FrontPageBlock[]>('/api/index/boxes/after');
    const byHeader = await json<FrontPageBlock[]>('/api/index/boxes', { headers: { 'X-Site': 'after' } });
    expect(bySlug.length).toBeGreaterThan(0);
    expect(bySlug).toEqual(byHeader);
    expect(await error('/api/index/boxes/nincs-ilyen', 404)).toMatch(/Nincs ilyen oldal/);
  });

  it('answers a section’s newest four, at most 20 when asked', async () => {
    const box = await json<MstagBox>('/api/index/mstag/holdblog');
    expect(box.items).toHaveLength(4);
    expect(box.items.every((a) => a.mainSuperTag.slug === 'holdblog' || a.superTags.some((t) => t.slug === 'holdblog'))).toBe(true);
    expect(box.items.every((a, i) => i === 0 || box.items[i - 1]!.pubDate >= a.pubDate)).toBe(true);
    expect((await json<MstagBox>('/api/index/mstag/holdblog?limit=8')).items).toHaveLength(8);
    expect(await error('/api/index/mstag/holdblog?limit=21', 400)).toMatch(/„limit”.*legfeljebb 20/);
    expect(await error('/api/index/mstag/holdblog?limit=x', 400)).toMatch(/„limit”/);
    expect(await error('/api/index/mstag/nincs-ilyen-rovat', 404)).toBeTruthy();
  });
});

describe('facebook reaction', () => {
  it('answers the most shared of the newest articles, at most 6', async () => {
    const { items } = await json<{ items: ReactionItem[] }>('/api/articles/facebook/reaction');
    expect(items).toHaveLength(6);
    expect(items.every((a, i) => i === 0 || items[i - 1]!.facebookEngagement >= a.facebookEngagement)).toBe(true);
    expect(Object.keys(items[0]!).sort()).toEqual(['facebookEngagement', 'id', 'slug', 'title']);
  });
});

describe('unique groups', () => {
  it('answers the entertainment (27) and blog (13) groups with their items', async () => {
    const after = await json<{ id: number; uniques: { slug: string }[] }>('/api/unique-groups/27');
    expect(after.uniques.map((u) => u.slug)).toContain('after-spotify');
    const blog = await json<{ id: number; uniques: { slug: string }[] }>('/api/unique-groups/13');
    expect(blog.uniques.map((u) => u.slug)).toContain('holdblog-bevezeto');
  });
});
