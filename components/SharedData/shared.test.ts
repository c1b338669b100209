// @vitest-environment happy-dom
// What a page with a shared part loads up front is the poll only: the drawing code (markup, texts, the view's
// checks) comes with the first answer (an opened live blog's script budget, bench/pages.ts).
import { describe, expect, it, vi } from 'vitest';
import type { CommonData } from '../../domain/types';

const loaded = vi.hoisted(() => ({ markup: false }));
vi.mock('./markup', async (original) => {
  loaded.markup = true;
  return original();
});
const listeners = vi.hoisted(() => [] as ((c: Partial<CommonData>, tick: number) => void)[]);
vi.mock('../../live/sharedData', () => ({
  pageSharedData: async () => ({ running: false, watch: (l: (c: Partial<CommonData>, tick: number) => void) => void listeners.push(l) }),
}));

describe('the shared parts’ script', () => {
  it('starts the poll without the drawing code, and draws the first answer with it', async () => {
    document.body.innerHTML = '<p data-shared="weather" hidden></p>';
    const { startShared } = await import('./shared');
    await startShared();
    expect(listeners).toHaveLength(1);
    expect(loaded.markup).toBe(false);
    listeners[0]!({ weatherData: [{ city: 'Szeged', temperature: 21, description: 'napos', icon: '' }] }, 1);
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('[data-shared="weather"]')!.textContent).toBe('IdőjárásSzeged 21 °C, napos'));
    expect(loaded.markup).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-shared="weather"]')!.hidden).toBe(false);
  });
});
