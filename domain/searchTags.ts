// The archive's tag input (specialised-features.md §2 "Archive search", §4 "Search", "Tag delete", §5 "Tag
// input", §9): which tags may be added, which removed, what backspace does, and which criteria a set of tags
// searches with. The component (components/TagSearch) only wires these to keys and the address bar.
import { TYPEAHEAD_LIMIT } from './constants';
import type { AutocompleteItem, SearchFilters, SearchTagType } from './types';

/** Words that read like the input's own headings, never a tag (§5). */
export const REFUSED_TAG_WORDS: readonly string[] = ['Rovatok', 'Témák', 'Cím', 'Szerzők'];
/** What separates tags typed in one go (§5). */
export const TAG_SEPARATOR = ';';
/** How long the first backspace on an empty input keeps the last tag marked (§9 "Tag deletion mark"). */
export const TAG_DELETE_MARK_MS = 1000;
/** The reader's own tags at most (§5 names a maximum without its value; D-255). */
export const MAX_SEARCH_TAGS = 10;
/** Suggestions shown at most (§9 "Typeahead limit 5"). */
export const AUTOCOMPLETE_LIMIT = TYPEAHEAD_LIMIT;

export interface SearchTag {
  type: SearchTagType;
  /** What the reader sees. */
  text: string;
  /** What the search's `filters` name it by: a slug, or the words of a title criterion. */
  value: string;
  /** The list's own criterion: shown, never removed (§4 "Protected tags cannot be removed"). */
  protected?: boolean;
}

/** The `filters` key each tag type searches under. */
export const FILTER_KEY_OF_TYPE: Readonly<Record<SearchTagType, 'superTags' | 'and_tags' | 'authors' | 'title'>> = {
  superTags: 'superTags',
  tags: 'and_tags',
  authors: 'authors',
  title: 'title',
};

export type TagRefusal = 'refused-word' | 'duplicate' | 'not-suggested' | 'too-many';

/** What the live region says when a tag is refused (D-244). */
export const TAG_REFUSAL_MESSAGES: Readonly<Record<TagRefusal, (text: string) => string>> = {
  'refused-word': (text) => `A(z) „${text}” szó nem lehet címke.`,
  duplicate: (text) => `A(z) „${text}” címke már szerepel a keresésben.`,
  'not-suggested': (text) => `A(z) „${text}” nincs a javaslatok között: címkét csak a javaslatokból lehet választani.`,
  'too-many': (text) => `A(z) „${text}” már nem fér el: legfeljebb ${MAX_SEARCH_TAGS} címkével lehet keresni.`,
};

/** Case and accents do not make two words different: "cim" is "Cím". */
export function foldTagText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('hu').replace(/\s+/g, ' ').trim();
}

/** Typed text as tag texts: split at ';', trimmed, blanks left out (§5). */
export function splitTagInput(raw: string): string[] {
  return raw
    .split(TAG_SEPARATOR)
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

/** Why `tag` cannot join `tags`, or null when it can. */
export function tagRefusal(tags: readonly SearchTag[], tag: Pick<SearchTag, 'type' | 'text' | 'value'>): TagRefusal | null {
  const folded = foldTagText(tag.text);
  if (REFUSED_TAG_WORDS.some((w) => foldTagText(w) === folded)) return 'refused-word';
  if (tags.some((t) => t.type === tag.type && t.value === tag.value)) return 'duplicate';
  if (tags.filter((t) => !t.protected).length >= MAX_SEARCH_TAGS) return 'too-many';
  return null;
}

export type AddResult = { ok: true; tags: SearchTag[] } | { ok: false; refusal: TagRefusal; text: string };

/** `tags` with an autocomplete item added, or why not. */
export function addSuggestion(tags: readonly SearchTag[], item: Pick<AutocompleteItem, 'type' | 'text' | 'slug'>): AddResult {
  const tag: SearchTag = { type: item.type, text: item.text, value: item.slug };
  const refusal = tagRefusal(tags, tag);
  return refusal ? { ok: false, refusal, text: item.text } : { ok: true, tags: [...tags, tag] };
}

/**
 * Typed text committed (';' or Enter with no suggestion chosen): each part becomes the suggestion of the same
 * name (tags come only from autocomplete, §5), in order; the first part that cannot is the answer.
 */
export function addTyped(tags: readonly SearchTag[], raw: string, suggestions: readonly AutocompleteItem[]): AddResult | null {
  const parts = splitTagInput(raw);
  if (parts.length === 0) return null;
  let out: readonly SearchTag[] = tags;
  for (const part of parts) {
    const folded = foldTagText(part);
    if (REFUSED_TAG_WORDS.some((w) => foldTagText(w) === folded)) return { ok: false, refusal: 'refused-word', text: part };
    // The suggestions leave out what is searched already: a tag's own name is a duplicate, not unknown.
    if (out.some((t) => foldTagText(t.text) === folded)) return { ok: false, refusal: 'duplicate', text: part };
    const item = suggestions.find((s) => foldTagText(s.text) === folded);
    if (!item) return { ok: false, refusal: 'not-suggested', text: part };
    const added = addSuggestion(out, item);
    if (!added.ok) return added;
    out = added.tags;
  }
  return { ok: true, tags: [...out] };
}

/**
 * Whether a commit refused as not suggested should wait instead (';' typed before the suggestions came): the text
 * refused is the last typed, whose suggestions (the ones `answered` names) have not come yet.
 */
export function awaitsSuggestion(result: AddResult | null, raw: string, answered: string | null): boolean {
  if (!result || result.ok || result.refusal !== 'not-suggested') return false;
  const last = splitTagInput(raw).at(-1);
  return last !== undefined && foldTagText(last) === foldTagText(result.text) && answered !== raw.slice(raw.lastIndexOf(TAG_SEPARATOR) + 1).trim();
}

/** `tags` without the one at `index`; a protected tag (or no tag there) stays. */
export function removeTag(tags: readonly SearchTag[], index: number): SearchTag[] {
  const tag = tags[index];
  if (!tag || tag.protected) return [...tags];
  return tags.filter((_, i) => i !== index);
}

/** The last tag backspace may remove: protected ones are skipped. */
export function lastRemovable(tags: readonly SearchTag[]): number | null {
  for (let i = tags.length - 1; i >= 0; i--) if (!tags[i]!.protected) return i;
  return null;
}

/** The tag marked by a first backspace, and when. */
export interface DeleteMark {
  index: number;
  at: number;
}

export type BackspaceResult = { kind: 'none' } | { kind: 'mark'; mark: DeleteMark } | { kind: 'remove'; tags: SearchTag[] };

/**
 * Backspace on an empty input (§4 "Tag delete"): the first press marks the last removable tag for 1 s; a
 * second press within that second removes it; after it the press marks again.
 */
export function backspaceOnEmpty(tags: readonly SearchTag[], mark: DeleteMark | null, now: number): BackspaceResult {
  const index = lastRemovable(tags);
  if (index === null) return { kind: 'none' };
  if (mark && mark.index === index && isMarked(mark, now)) return { kind: 'remove', tags: removeTag(tags, index) };
  return { kind: 'mark', mark: { index, at: now } };
}

/** Whether a mark still holds at `now`. */
export function isMarked(mark: DeleteMark | null, now: number): boolean {
  return mark !== null && now - mark.at < TAG_DELETE_MARK_MS;
}

/** The reader's criteria of a set of tags (the protected ones are the list's own and go with it). */
export function filtersOfTags(tags: readonly SearchTag[]): SearchFilters {
  const out: SearchFilters = {};
  for (const t of tags) {
    if (t.protected) continue;
    const key = FILTER_KEY_OF_TYPE[t.type];
    out[key] = [...(out[key] ?? []), t.value];
  }
  return out;
}

/** The names of sections, tags and authors as an article carries them. */
interface NamedArticle {
  superTags?: readonly { slug: string; name: string }[];
  tags?: readonly { slug: string; name: string }[];
  articleAuthors?: readonly { slug: string; name: string }[];
}

/**
 * The tags of a search: the list's own criteria (protected) then the reader's, each named as the results'
 * articles name it (every hit carries the tag it was found by); a value no hit names shows as it is.
 */
export function tagsOfFilters(own: SearchFilters, reader: SearchFilters, articles: readonly NamedArticle[]): SearchTag[] {
  const names = new Map<string, string>();
  // A hit with an unreadable field (the content API's data is not ours) names nothing; it never fails the page.
  const named = (list: unknown, type: SearchTagType) => {
    if (!Array.isArray(list)) return;
    for (const s of list as unknown[]) {
      const { slug, name } = (s ?? {}) as { slug?: unknown; name?: unknown };
      if (typeof slug === 'string' && typeof name === 'string') names.set(`${type}:${slug}`, name);
    }
  };
  for (const a of articles) {
    named(a.superTags, 'superTags');
    named(a.tags, 'tags');
    named(a.articleAuthors, 'authors');
  }
  const out: SearchTag[] = [];
  const types = Object.keys(FILTER_KEY_OF_TYPE) as SearchTagType[];
  const push = (filters: SearchFilters, isOwn: boolean) => {
    for (const type of types) {
      for (const value of filters[FILTER_KEY_OF_TYPE[type]] ?? []) {
        if (out.some((t) => t.type === type && t.value === value)) continue;
        out.push({ type, value, text: names.get(`${type}:${value}`) ?? value, ...(isOwn ? { protected: true } : {}) });
      }
    }
  };
  push(own, true);
  push(reader, false);
  return out;
}

/** The list filter (`filters[kind]=slug` of the articles call) whose title names a tag of each type. */
export const LIST_FILTER_OF_TYPE: Readonly<Partial<Record<SearchTagType, 'mstag' | 'tag' | 'author'>>> = { superTags: 'mstag', tags: 'tag', authors: 'author' };

/** Tags no hit named (a search without hits): their own list's title can. Title criteria are their words. */
export function unnamedTags(tags: readonly SearchTag[]): SearchTag[] {
  return tags.filter((t) => t.type !== 'title' && t.text === t.value);
}

/** `tags` with the names found for some of them (keyed `type:value`). */
export function withNames(tags: readonly SearchTag[], names: ReadonlyMap<string, string>): SearchTag[] {
  return tags.map((t) => {
    const name = names.get(`${t.type}:${t.value}`);
    return name ? { ...t, text: name } : t;
  });
}

/** How the input names a tag's kind to a screen reader. */
export const TAG_TYPE_LABELS: Readonly<Record<SearchTagType, string>> = {
  superTags: 'rovat',
  tags: 'téma',
  authors: 'szerző',
  title: 'cím',
};

/** The live region's line for a new list of suggestions. */
export function suggestionsAnnouncement(count: number): string {
  return count === 0 ? 'Nincs javaslat.' : `${count} javaslat. A fel és le nyíllal választhat, Enterrel veheti fel.`;
}
