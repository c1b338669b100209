import { describe, expect, it } from 'vitest';
import type { AutocompleteItem } from './types';
import {
  AUTOCOMPLETE_LIMIT,
  MAX_SEARCH_TAGS,
  TAG_REFUSAL_MESSAGES,
  TAG_DELETE_MARK_MS,
  addSuggestion,
  addTyped,
  awaitsSuggestion,
  backspaceOnEmpty,
  filtersOfTags,
  isMarked,
  lastRemovable,
  removeTag,
  splitTagInput,
  tagRefusal,
  tagsOfFilters,
  unnamedTags,
  withNames,
  type SearchTag,
} from './searchTags';

const budapest: SearchTag = { type: 'tags', text: 'Budapest', value: 'budapest' };
const belfold: SearchTag = { type: 'superTags', text: 'Belföld', value: 'belfold', protected: true };
const item = (text: string, slug: string, type: AutocompleteItem['type'] = 'tags'): AutocompleteItem => ({ type, text, slug, count: 3 });

describe('tag input rules', () => {
  it('shows at most 5 suggestions (§9)', () => {
    expect(AUTOCOMPLETE_LIMIT).toBe(5);
  });

  it('splits typed text at ";" and ignores blanks', () => {
    expect(splitTagInput(' Budapest ;  ; Fővárosi Közgyűlés;')).toEqual(['Budapest', 'Fővárosi Közgyűlés']);
    expect(splitTagInput('   ')).toEqual([]);
    expect(splitTagInput(';;')).toEqual([]);
  });

  it.each(['Rovatok', 'Témák', 'Cím', 'Szerzők', 'cim', ' TÉMÁK ', 'szerzok'])('refuses the word %j', (text) => {
    expect(tagRefusal([], { type: 'tags', text, value: 'x' })).toBe('refused-word');
    expect(addSuggestion([], item(text, 'x'))).toEqual({ ok: false, refusal: 'refused-word', text });
  });

  it('refuses a duplicate of the same kind, not a namesake of another kind', () => {
    expect(addSuggestion([budapest], item('Budapest', 'budapest'))).toMatchObject({ ok: false, refusal: 'duplicate' });
    expect(addSuggestion([budapest], item('Budapest', 'budapest', 'superTags'))).toMatchObject({ ok: true });
    expect(addSuggestion([budapest], item('Közgyűlés', 'kozgyules'))).toEqual({
      ok: true,
      tags: [budapest, { type: 'tags', text: 'Közgyűlés', value: 'kozgyules' }],
    });
  });

  it('takes typed tags only from the suggestions, case and accents aside', () => {
    const suggestions = [item('Fővárosi Közgyűlés', 'fovarosi-kozgyules'), item('Budapest', 'budapest')];
    expect(addTyped([], 'fovarosi kozgyules; BUDAPEST', suggestions)).toEqual({
      ok: true,
      tags: [
        { type: 'tags', text: 'Fővárosi Közgyűlés', value: 'fovarosi-kozgyules' },
        { type: 'tags', text: 'Budapest', value: 'budapest' },
      ],
    });
    expect(addTyped([], 'Budapest;Debrecen', suggestions)).toEqual({ ok: false, refusal: 'not-suggested', text: 'Debrecen' });
    expect(addTyped([], 'Cím', [item('Cím', 'cim')])).toEqual({ ok: false, refusal: 'refused-word', text: 'Cím' });
    expect(addTyped([budapest], 'budapest', suggestions)).toMatchObject({ ok: false, refusal: 'duplicate' });
    expect(addTyped([budapest], 'BUDAPEST', [])).toEqual({ ok: false, refusal: 'duplicate', text: 'BUDAPEST' });
    expect(addTyped([], ' ; ', suggestions)).toBeNull();
  });

  it("takes at most 10 of the reader's own tags; the list's protected ones do not count", () => {
    const tags = (n: number): SearchTag[] => Array.from({ length: n }, (_, i) => ({ type: 'tags', text: `Címke ${i}`, value: `cimke-${i}` }));
    expect(MAX_SEARCH_TAGS).toBe(10);
    expect(addSuggestion(tags(9), item('Budapest', 'budapest'))).toMatchObject({ ok: true });
    expect(addSuggestion(tags(10), item('Budapest', 'budapest'))).toEqual({ ok: false, refusal: 'too-many', text: 'Budapest' });
    expect(addSuggestion([belfold, ...tags(9)], item('Budapest', 'budapest'))).toMatchObject({ ok: true });
    // Typed in one go: the parts that fit are not taken either, the whole entry is refused with the first that does not.
    const suggestions = [item('Budapest', 'budapest'), item('Debrecen', 'debrecen')];
    expect(addTyped(tags(9), 'Budapest; Debrecen', suggestions)).toEqual({ ok: false, refusal: 'too-many', text: 'Debrecen' });
    expect(TAG_REFUSAL_MESSAGES['too-many']('Debrecen')).toBe('A(z) „Debrecen” már nem fér el: legfeljebb 10 címkével lehet keresni.');
  });

  it('never removes a protected tag', () => {
    expect(removeTag([belfold, budapest], 0)).toEqual([belfold, budapest]);
    expect(removeTag([belfold, budapest], 1)).toEqual([belfold]);
    expect(removeTag([budapest], 5)).toEqual([budapest]);
    expect(lastRemovable([budapest, belfold])).toBe(0);
    expect(lastRemovable([belfold])).toBeNull();
  });
});

describe('backspace on an empty input', () => {
  const tags = [budapest, { type: 'authors', text: 'Kovács Péter', value: 'kovacs-peter' } as SearchTag];

  it('marks the last tag first, removes it on a second press within 1 s', () => {
    const first = backspaceOnEmpty(tags, null, 10_000);
    expect(first).toEqual({ kind: 'mark', mark: { index: 1, at: 10_000 } });
    const mark = first.kind === 'mark' ? first.mark : null;
    expect(backspaceOnEmpty(tags, mark, 10_000 + TAG_DELETE_MARK_MS - 1)).toEqual({ kind: 'remove', tags: [budapest] });
  });

  it('marks again once the second has passed', () => {
    const mark = { index: 1, at: 10_000 };
    expect(isMarked(mark, 10_999)).toBe(true);
    expect(isMarked(mark, 11_000)).toBe(false);
    expect(backspaceOnEmpty(tags, mark, 11_000)).toEqual({ kind: 'mark', mark: { index: 1, at: 11_000 } });
  });

  it('skips protected tags and does nothing when only they are left', () => {
    expect(backspaceOnEmpty([budapest, belfold], null, 0)).toEqual({ kind: 'mark', mark: { index: 0, at: 0 } });
    expect(backspaceOnEmpty([belfold], null, 0)).toEqual({ kind: 'none' });
    expect(backspaceOnEmpty([], null, 0)).toEqual({ kind: 'none' });
  });
});

describe('tags and criteria', () => {
  it("searches the reader's tags by kind, leaving the list's own to the list", () => {
    const title: SearchTag = { type: 'title', text: 'metró', value: 'metró' };
    expect(filtersOfTags([belfold, budapest, title, { type: 'authors', text: 'K', value: 'k' }])).toEqual({
      and_tags: ['budapest'],
      title: ['metró'],
      authors: ['k'],
    });
  });

  it('names the tags no hit named from elsewhere, leaving title words as they are', () => {
    const tags = tagsOfFilters({}, { and_tags: ['budapest'], authors: ['kovacs-peter'], title: ['híd'] }, []);
    expect(unnamedTags(tags).map((t) => t.value)).toEqual(['budapest', 'kovacs-peter']);
    expect(withNames(tags, new Map([['tags:budapest', 'Budapest']])).map((t) => t.text)).toEqual(['Budapest', 'kovacs-peter', 'híd']);
  });

  it("names the criteria as the hits name them, the list's own first and protected", () => {
    const hits = [
      {
        superTags: [{ slug: 'belfold', name: 'Belföld' }],
        tags: [{ slug: 'budapest', name: 'Budapest' }],
        articleAuthors: [{ slug: 'kovacs-peter', name: 'Kovács Péter' }],
      },
    ];
    expect(
      tagsOfFilters({ superTags: ['belfold'] }, { and_tags: ['budapest', 'ismeretlen'], authors: ['kovacs-peter'], superTags: ['belfold'] }, hits),
    ).toEqual([
      { type: 'superTags', text: 'Belföld', value: 'belfold', protected: true },
      { type: 'tags', text: 'Budapest', value: 'budapest' },
      { type: 'tags', text: 'ismeretlen', value: 'ismeretlen' },
      { type: 'authors', text: 'Kovács Péter', value: 'kovacs-peter' },
    ]);
  });

  it('reads past a hit whose fields are unreadable, naming from the others', () => {
    const bad = { articleAuthors: 5, tags: [null, { slug: 1, name: 'x' }], superTags: 'belfold' } as never;
    const good = { tags: [{ slug: 'budapest', name: 'Budapest' }] };
    expect(tagsOfFilters({}, { and_tags: ['budapest'], authors: ['k'] }, [bad, good])).toEqual([
      { type: 'tags', text: 'Budapest', value: 'budapest' },
      { type: 'authors', text: 'k', value: 'k' },
    ]);
  });
});

describe('awaitsSuggestion', () => {
  const typed = (raw: string, suggestions: AutocompleteItem[] = []) => addTyped([], raw, suggestions);

  it("holds ';' typed before the suggestions for that text came", () => {
    expect(awaitsSuggestion(typed('Budapest'), 'Budapest', null)).toBe(true);
    expect(awaitsSuggestion(typed('Budapest'), 'Budapest', 'Budap')).toBe(true);
    expect(awaitsSuggestion(typed(' Budapest '), ' Budapest ', 'Budap')).toBe(true);
  });

  it('refuses at once when the suggestions for that text came without it', () => {
    expect(awaitsSuggestion(typed('Budapest'), 'Budapest', 'Budapest')).toBe(false);
  });

  it('never holds an added tag, another refusal, or an earlier part of the text', () => {
    expect(awaitsSuggestion(typed('Budapest', [item('Budapest', 'budapest')]), 'Budapest', null)).toBe(false);
    expect(awaitsSuggestion(typed('Rovatok'), 'Rovatok', null)).toBe(false);
    expect(awaitsSuggestion(typed('Szeged;Budapest'), 'Szeged;Budapest', null)).toBe(false);
    expect(awaitsSuggestion(null, '', null)).toBe(false);
  });
});
