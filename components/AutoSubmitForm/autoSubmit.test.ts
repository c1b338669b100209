// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchAutoSubmit } from './autoSubmit';

let undo = () => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  undo();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function setup(marked = true, before?: (select: HTMLSelectElement) => void) {
  document.body.innerHTML = `<form method="get" action="/sport/forma-1" ${marked ? 'data-auto-submit' : ''}><select name="szezon"><option value="2026">2026</option><option value="2025">2025</option></select><button type="submit">Mutasd</button></form>`;
  const form = document.querySelector('form')!;
  const submit = vi.fn();
  form.requestSubmit = submit;
  const select = form.querySelector('select')!;
  before?.(select);
  undo = watchAutoSubmit(document);
  const change = (value: string) => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const key = (k: string, o: KeyboardEventInit = {}) => select.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...o }));
  const pointer = () => select.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  return { submit, change, key, pointer };
}

describe('watchAutoSubmit', () => {
  it('submits the form 200 ms after a change', () => {
    const { submit, change } = setup();
    change('2025');
    vi.advanceTimersByTime(199);
    expect(submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('submits once after the last of quick changes', () => {
    const { submit, change } = setup();
    change('2025');
    vi.advanceTimersByTime(150);
    change('2026');
    vi.advanceTimersByTime(150);
    expect(submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('a change made before the script came is submitted once it comes; an unchanged form is not', () => {
    const early = setup(true, (select) => (select.value = '2025'));
    vi.advanceTimersByTime(200);
    expect(early.submit).toHaveBeenCalledTimes(1);
    undo();
    const untouched = setup(true);
    vi.advanceTimersByTime(1000);
    expect(untouched.submit).not.toHaveBeenCalled();
  });

  it('not on the way back: the browser restored the values the reader left with', () => {
    const entries = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward' } as unknown as PerformanceEntry]);
    const { submit } = setup(true, (select) => (select.value = '2025'));
    vi.advanceTimersByTime(1000);
    expect(submit).not.toHaveBeenCalled();
    entries.mockRestore();
  });

  it('waits for Enter after a change made with the keyboard, then submits; a pointer again submits by itself', () => {
    const { submit, change, key, pointer } = setup();
    // An arrow key on a closed select: the value moves, the page stays.
    key('ArrowDown');
    change('2025');
    vi.advanceTimersByTime(1000);
    expect(submit).not.toHaveBeenCalled();
    key('Enter');
    vi.advanceTimersByTime(200);
    expect(submit).toHaveBeenCalledTimes(1);
    pointer();
    change('2026');
    vi.advanceTimersByTime(200);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('submits a choice confirmed in the list the keyboard opened (Space, Alt+ArrowDown), and waits after a letter', () => {
    const { submit, change, key } = setup();
    key(' ');
    change('2025');
    vi.advanceTimersByTime(200);
    expect(submit).toHaveBeenCalledTimes(1);
    key('ArrowDown', { altKey: true });
    change('2026');
    vi.advanceTimersByTime(200);
    expect(submit).toHaveBeenCalledTimes(2);
    // Type-ahead on a closed select moves the value like an arrow.
    key('2');
    change('2025');
    vi.advanceTimersByTime(1000);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('does nothing on Enter when no select was changed', () => {
    const { submit, key } = setup();
    key('Enter');
    vi.advanceTimersByTime(1000);
    expect(submit).not.toHaveBeenCalled();
  });

  it('leaves an unmarked form alone', () => {
    const { submit, change } = setup(false);
    change('2025');
    vi.advanceTimersByTime(1000);
    expect(submit).not.toHaveBeenCalled();
  });
});
