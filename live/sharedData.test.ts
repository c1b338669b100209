import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommonData } from '../domain/types';
import { createScheduler } from './scheduler';
import { fakeVisibility } from './testing/fakeVisibility';
import { createApiClient } from './apiClient';
import { REFRESH_PATH, sharedDataTask } from './sharedData';
import { closePip, createCommonStore } from './stores';

const S = 1000;
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function world() {
  let pipUrl = 'https://video/1';
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(input instanceof Request ? input.url : String(input));
    const body = { pipStatus: { pipShow: '1', pipTitle: 'Élő', pipUrl, pipOpen: '1', pipLabel: 'élő' } } as Partial<CommonData>;
    return new Response(JSON.stringify(body), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  const api = createApiClient({ baseUrl: 'http://origin.test', site: 'main', fetch });
  const store = createCommonStore();
  const doc = fakeVisibility();
  createScheduler(doc).add(sharedDataTask(api, store));
  return { urls, store, doc, setPip: (u: string) => (pipUrl = u) };
}

describe('shared data refresh', () => {
  it('calls /api/frontend/refresh every 15 s: 4 a minute', async () => {
    const w = world();
    await vi.advanceTimersByTimeAsync(60 * S);
    expect(w.urls).toHaveLength(4);
    expect(new URL(w.urls[0]!).pathname).toBe(REFRESH_PATH);
  });

  it('none while hidden; at once after more than 30 s hidden, not after 30 s or less', async () => {
    const w = world();
    await vi.advanceTimersByTimeAsync(15 * S); // 1 call; next due at 30 s
    w.doc.set('hidden');
    await vi.advanceTimersByTimeAsync(31 * S);
    expect(w.urls).toHaveLength(1);
    w.doc.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(w.urls).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(5 * S); // 10 s left
    w.doc.set('hidden');
    await vi.advanceTimersByTimeAsync(30 * S);
    w.doc.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(w.urls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10 * S);
    expect(w.urls).toHaveLength(3);
  });

  it('a closed pip opens again when the refresh brings a new pip url', async () => {
    const w = world();
    await vi.advanceTimersByTimeAsync(15 * S);
    closePip(w.store);
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(w.store.pipClosed).toBe(true);
    w.setPip('https://video/2');
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(w.store.pipClosed).toBe(false);
    expect(w.store.pipStatus.pipUrl).toBe('https://video/2');
  });
});
