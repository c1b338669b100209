import { describe, expect, it, vi } from 'vitest';
import { subscribe } from 'valtio/vanilla';
import { minutesState, type MinutesItem } from '../domain/minutes';
import { createMinutesStore, minutesTask, readerDay } from './minutes';

const ITEMS: MinutesItem[] = [{ kind: 'recurring', title: 'A', day: '2025-03-28' }];

describe('minutes poller', () => {
  it('asks for the reader’s Budapest day, at once and every 60 s, and writes the store', async () => {
    const store = createMinutesStore({ day: '2025-03-28', text: '299 990' });
    const fetchDay = vi.fn(async (day: string) => minutesState(ITEMS, day));
    // 23:30 UTC on 2025-03-29 is already the 30th in Budapest (UTC+1).
    const task = minutesTask(store, fetchDay, () => Date.UTC(2025, 2, 29, 23, 30));
    expect(task).toMatchObject({ name: 'minutes', intervalMs: 60_000, immediate: true });
    const changed = vi.fn();
    subscribe(store, changed);
    expect(await task.run()).toBeUndefined();
    expect(fetchDay).toHaveBeenCalledWith('2025-03-30');
    expect(store).toMatchObject({ day: '2025-03-30', text: '299 970' });
    await Promise.resolve();
    expect(changed).toHaveBeenCalled();
  });

  it('reads the day on the Budapest calendar', () => {
    expect(readerDay(Date.UTC(2025, 5, 30, 21, 59))).toBe('2025-06-30');
    expect(readerDay(Date.UTC(2025, 5, 30, 22, 0))).toBe('2025-07-01');
  });
});
