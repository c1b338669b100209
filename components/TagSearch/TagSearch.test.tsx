// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestOf } from '../../testing/fetchCalls';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { AutocompleteItem } from '../../domain/types';
import type { SearchTag } from '../../domain/searchTags';
import TagSearch from './TagSearch';

const budapest: SearchTag = { type: 'tags', text: 'Budapest', value: 'budapest' };
const items: AutocompleteItem[] = [
  { type: 'tags', text: 'Fővárosi Közgyűlés', slug: 'fovarosi-kozgyules', count: 40 },
  { type: 'superTags', text: 'Kultúra', slug: 'kultura', count: 30 },
  { type: 'authors', text: 'Kovács Péter', slug: 'kovacs-peter', count: 20 },
  { type: 'tags', text: 'Témák', slug: 'temak', count: 2 },
];

let assigned: string[];
let fetchFn: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  assigned = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => void assigned.push(String(url)));
  fetchFn = vi.fn(async () => new Response(JSON.stringify({ items }), { status: 200 }));
  vi.stubGlobal('fetch', fetchFn);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const input = () => screen.getByRole('combobox');
const search = (tags: SearchTag[] = [budapest], term = '') => render(<TagSearch action="/archivum" label="Keresés az archívumban" term={term} tags={tags} />);

async function type(value: string) {
  fireEvent.change(input(), { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(200);
  });
}

const decoded = (url: string) => Object.fromEntries(new URL(url, 'https://hirter.hu').searchParams);

describe('TagSearch', () => {
  it('is a GET form on the server: term, the tags as filters, each removable by a link', () => {
    const html = renderToString(
      <TagSearch
        action="/archivum"
        label="Keresés"
        term="metró"
        tags={[
          { ...budapest, protected: true },
          { type: 'authors', text: 'Kovács Péter', value: 'kovacs-peter' },
        ]}
      />,
    );
    expect(html).toMatch(/<form[^>]*action="\/archivum"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="term"[^>]*value="metró"/);
    expect(html).toContain('name="filters" value="{&quot;authors&quot;:[&quot;kovacs-peter&quot;]}"');
    expect(html).toContain('type="submit"');
    // The protected tag has no removal link; the other's link keeps the term and drops only it.
    expect(html).not.toContain('„Budapest” címke eltávolítása');
    expect(html).toMatch(/href="\/archivum\?term=metr%C3%B3"[^>]*aria-label="„Kovács Péter” címke eltávolítása"/);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-controls="tag-search-suggestions"');
  });

  it('asks autocomplete with the typed text and the tags, shows at most 5 and announces them', async () => {
    fetchFn.mockImplementation(async () => new Response(JSON.stringify({ items: [...items, ...items] }), { status: 200 }));
    search();
    await type('ko');
    const url = new URL(requestOf(fetchFn.mock.calls[0]).url);
    expect(url.pathname).toBe('/api/search/autocomplete');
    expect(url.searchParams.get('term')).toBe('ko');
    expect(JSON.parse(url.searchParams.get('filters')!)).toEqual({ and_tags: ['budapest'] });
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toMatch(/^5 javaslat/);
  });

  it('chooses with the arrow keys and Enter, and goes to the search with the tag', async () => {
    search();
    await type('ko');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe('tag-search-suggestions-1');
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().getAttribute('aria-activedescendant')).toBe('tag-search-suggestions-3');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(assigned).toHaveLength(1);
    expect(JSON.parse(decoded(assigned[0]!).filters!)).toEqual({ and_tags: ['budapest'], superTags: ['kultura'] });
  });

  it('closes on Escape, then clears the text', async () => {
    search();
    await type('ko');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect((input() as HTMLInputElement).value).toBe('ko');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('refuses the heading words and duplicates, saying why, and goes nowhere', async () => {
    search();
    await type('te');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toContain('„Témák” szó nem lehet címke');
    await type('budapest');
    await type('budapest;');
    expect(screen.getByRole('status').textContent).toContain('„budapest” címke már szerepel');
    expect(assigned).toEqual([]);
  });

  it('keeps a refusal said when the word was refused before its suggestions came', async () => {
    search();
    // ';' at once after the word, as a fast typist does: its suggestions were still waiting for the pause.
    fireEvent.change(input(), { target: { value: 'Rovatok' } });
    fireEvent.change(input(), { target: { value: 'Rovatok;' } });
    expect(screen.getByRole('status').textContent).toBe('A(z) „Rovatok” szó nem lehet címke.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('status').textContent).toBe('A(z) „Rovatok” szó nem lehet címke.');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("adds typed tags at ';' only when they are suggestions", async () => {
    search([]);
    await type('kultúra');
    await type('kultúra;');
    expect(assigned).toHaveLength(1);
    expect(JSON.parse(decoded(assigned[0]!).filters!)).toEqual({ superTags: ['kultura'] });
    await type('Debrecen');
    await type('Debrecen;');
    expect(screen.getByRole('status').textContent).toContain('nincs a javaslatok között');
    expect(assigned).toHaveLength(1);
  });

  it('marks the last tag on backspace, deletes it on a second press within 1 s', async () => {
    const kovacs: SearchTag = { type: 'authors', text: 'Kovács Péter', value: 'kovacs-peter' };
    search([budapest, kovacs], 'metró');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(document.querySelector('[data-tag="kovacs-peter"]')!.hasAttribute('data-marked')).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(document.querySelector('[data-tag="kovacs-peter"]')!.hasAttribute('data-marked')).toBe(false);
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(assigned).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(assigned).toHaveLength(1);
    expect(decoded(assigned[0]!)).toEqual({ term: 'metró', filters: '{"and_tags":["budapest"]}' });
  });

  it('never marks a protected tag', () => {
    search([{ ...budapest, protected: true }]);
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(document.querySelector('[data-marked]')).toBeNull();
  });
});
