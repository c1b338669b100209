import { useEffect, useRef, useState, type Dispatch, type KeyboardEvent, type RefObject, type SetStateAction } from 'react';
import type { AutocompleteItem } from '../../domain/types';
import { searchHref, serializeFilters } from '../../domain/listQuery';
import { browserClient } from '../../contentClient/browser';
import {
  AUTOCOMPLETE_LIMIT,
  TAG_DELETE_MARK_MS,
  TAG_REFUSAL_MESSAGES,
  TAG_SEPARATOR,
  TAG_TYPE_LABELS,
  addSuggestion,
  addTyped,
  awaitsSuggestion,
  backspaceOnEmpty,
  filtersOfTags,
  isMarked,
  removeTag,
  suggestionsAnnouncement,
  type AddResult,
  type DeleteMark,
  type SearchTag,
} from '../../domain/searchTags';
import box from '../SearchBox/SearchBox.module.css';
import styles from './TagSearch.module.css';

export interface TagSearchProps {
  /** The list's path: the form's action and the base of every search address. */
  action: string;
  label: string;
  /** The term of the search shown. */
  term: string;
  tags: SearchTag[];
}

const INPUT_ID = 'tag-search-input';
const LISTBOX_ID = 'tag-search-suggestions';
const optionId = (i: number) => `${LISTBOX_ID}-${i}`;
/** Keystrokes closer than this make one autocomplete call. */
const TYPING_PAUSE_MS = 150;

/** Where a new set of tags searches: the typed text went into the tag, so the term is left behind (D-245). */
function go(action: string, term: string, tags: readonly SearchTag[]): void {
  location.assign(searchHref(action, { term, filters: filtersOfTags(tags) }));
}

/**
 * The archive's search: a term box that is also a tag input with autocomplete (WAI-ARIA 1.2 combobox with a
 * listbox popup). The server renders it as a plain GET form — term, the tags as a hidden `filters` field and
 * each tag's removal as a link — so it searches without JavaScript; hydrated, typing offers sections, tags
 * and authors, and choosing or removing a tag goes to that search.
 */
export default function TagSearch({ action, label, term, tags }: TagSearchProps) {
  const [text, setText] = useState(term);
  const [announcement, setAnnouncement] = useState('');
  const typed = useRef(false);
  const filters = serializeFilters(filtersOfTags(tags));
  // Autocomplete follows the text typed after the last ';' (§4 "Autocomplete loads as the term changes").
  const query = text.slice(text.lastIndexOf(TAG_SEPARATOR) + 1).trim();
  const list = useSuggestions(query, filters, typed, setAnnouncement);
  const { items, open, active, close } = list;
  const [mark, setMark] = useDeleteMark();

  const apply = (result: AddResult | null, rest: string) => {
    if (!result) return;
    if (!result.ok) {
      list.cancel();
      setAnnouncement(TAG_REFUSAL_MESSAGES[result.refusal](result.text));
      return;
    }
    close();
    setText(rest);
    go(action, '', result.tags);
  };

  const choose = (i: number) => apply(addSuggestion(tags, items[i]!), '');

  const onChange = useTyping({
    tags,
    list,
    query,
    apply,
    setText,
    onType: () => {
      typed.current = true;
      setMark(null);
    },
  });

  const onKeyDown = keyHandler({ list, choose, text, setText, tags, mark, setMark, setAnnouncement, removeTo: (rest) => go(action, term, rest) });
  const markedIndex = mark && isMarked(mark, Date.now()) ? mark.index : -1;

  return (
    <form className={box.search} role="search" action={action} method="get" aria-label={label}>
      <label className={box.label} htmlFor={INPUT_ID}>
        {label}
      </label>
      <TagList tags={tags} markedIndex={markedIndex} action={action} term={term} />
      {filters && <input type="hidden" name="filters" value={filters} />}
      <div className={box.row}>
        <div className={styles.combo}>
          <input
            id={INPUT_ID}
            className="field"
            type="text"
            name="term"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            aria-describedby="tag-search-hint"
            value={text}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={close}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
          />
          <ul id={LISTBOX_ID} role="listbox" aria-label="Javaslatok" className={styles.listbox} hidden={!open}>
            {open && <SuggestionOptions items={items} active={active} choose={choose} />}
          </ul>
        </div>
        <button type="submit" className="button-primary">
          Keresés
        </button>
      </div>
      <p id="tag-search-hint" className={styles.hint}>
        Szóra keres; gépelés közben rovatot, témát vagy szerzőt is választhat címkének.
      </p>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </form>
  );
}

/**
 * The input's typing: ';' commits what stands before it (the rest is the start of the next tag). Typed before the
 * suggestion naming it had come, the text is held and committed when the answer comes.
 */
function useTyping({
  tags,
  list,
  query,
  apply,
  setText,
  onType,
}: {
  tags: SearchTag[];
  list: Suggestions;
  query: string;
  apply(result: AddResult | null, rest: string): void;
  setText(text: string): void;
  onType(): void;
}): (value: string) => void {
  const [pending, setPending] = useState<{ raw: string; rest: string } | null>(null);
  const commit = (raw: string, rest: string) => {
    const result = addTyped(tags, raw, list.items);
    if (result && !result.ok) {
      setText(raw);
      return apply(result, '');
    }
    apply(result, rest);
  };

  useEffect(() => {
    if (!pending || list.answered === null || list.answered !== query) return;
    setPending(null);
    commit(pending.raw, pending.rest);
    // Only the answer for the text held: commit reads this render's tags and suggestions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, list.answered, query]);

  return (value: string) => {
    onType();
    setPending(null);
    const cut = value.lastIndexOf(TAG_SEPARATOR);
    if (cut < 0) return setText(value);
    const raw = value.slice(0, cut);
    const result = addTyped(tags, raw, list.items);
    // Nothing before the ';' but blanks: no tag, the text stays as typed.
    if (!result) return setText(value);
    if (awaitsSuggestion(result, raw, list.answered)) {
      setText(raw);
      setPending({ raw, rest: value.slice(cut + 1) });
      return;
    }
    commit(raw, value.slice(cut + 1));
  };
}

/** The suggestions' popup: what the last autocomplete call offered, whether it is open, the active option. */
interface Suggestions {
  items: AutocompleteItem[];
  open: boolean;
  setOpen(open: boolean): void;
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  close(): void;
  /** Drops the suggestions still on their way: an answer that came after a refusal would talk over it. */
  cancel(): void;
  /** The text `items` answer (null before the first answer). */
  answered: string | null;
}

/** The suggestions for the text typed (not for the term the page came with), one call per pause in typing. */
function useSuggestions(query: string, filters: string, typed: RefObject<boolean>, announce: (text: string) => void): Suggestions {
  const [items, setItems] = useState<AutocompleteItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answered, setAnswered] = useState<string | null>(null);
  const pending = useRef<() => void>(() => {});
  useEffect(() => {
    if (!typed.current) return;
    if (query === '') {
      setItems([]);
      setOpen(false);
      setAnswered(null);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      browserClient()
        .get<{ items: AutocompleteItem[] }>('/api/search/autocomplete', { query: filters ? { term: query, filters } : { term: query }, signal: abort.signal })
        // A refused or failed call shows no suggestions; an aborted one leaves the list to the next keystroke's.
        .catch((err: unknown) => {
          if (abort.signal.aborted) throw err;
          return { items: [] };
        })
        .then((r) => {
          const shown = r.items.slice(0, AUTOCOMPLETE_LIMIT);
          setItems(shown);
          setAnswered(query);
          setOpen(shown.length > 0);
          setActive(-1);
          announce(suggestionsAnnouncement(shown.length));
        })
        .catch(() => {
          /* aborted by the next keystroke, or offline: no suggestions, the form still searches the term */
        });
    }, TYPING_PAUSE_MS);
    pending.current = () => {
      clearTimeout(timer);
      abort.abort();
    };
    return () => pending.current();
  }, [query, filters, typed, announce]);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  return { items, open, setOpen, active, setActive, close, cancel: () => pending.current(), answered };
}

/** The tag a first Backspace marked; the mark shows for its second only (the rule itself reads the clock: backspaceOnEmpty). */
function useDeleteMark(): [DeleteMark | null, (mark: DeleteMark | null) => void] {
  const [mark, setMark] = useState<DeleteMark | null>(null);
  useEffect(() => {
    if (!mark) return;
    const timer = setTimeout(() => setMark(null), Math.max(0, mark.at + TAG_DELETE_MARK_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [mark]);
  return [mark, setMark];
}

interface KeyContext {
  list: Suggestions;
  choose(i: number): void;
  text: string;
  setText(text: string): void;
  tags: SearchTag[];
  mark: DeleteMark | null;
  setMark(mark: DeleteMark | null): void;
  setAnnouncement(text: string): void;
  /** Goes to the search without a removed tag. */
  removeTo(tags: SearchTag[]): void;
}

/** The combobox's keys: arrows move through the suggestions, Enter chooses, Escape closes or clears, Backspace on empty removes a tag in two presses. */
function keyHandler({ list, choose, text, setText, tags, mark, setMark, setAnnouncement, removeTo }: KeyContext) {
  const { items, open, setOpen, active, setActive, close } = list;
  return (e: KeyboardEvent<HTMLInputElement>) => {
    const n = items.length;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (n === 0) return;
        e.preventDefault();
        const down = e.key === 'ArrowDown';
        if (!open) {
          setOpen(true);
          setActive(down ? 0 : n - 1);
        } else setActive((a) => (down ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
        return;
      }
      case 'Enter':
        if (open && active >= 0) {
          e.preventDefault();
          choose(active);
        }
        // Otherwise the form searches the term.
        return;
      case 'Escape':
        if (open) {
          e.preventDefault();
          close();
        } else if (text !== '') {
          e.preventDefault();
          setText('');
        }
        return;
      case 'Backspace': {
        if (e.currentTarget.value !== '' || e.currentTarget.selectionStart !== 0 || e.currentTarget.selectionEnd !== 0) return;
        e.preventDefault();
        const r = backspaceOnEmpty(tags, mark, Date.now());
        if (r.kind === 'mark') {
          setMark(r.mark);
          setAnnouncement(`A(z) „${tags[r.mark.index]!.text}” címke törlésre kijelölve: nyomja meg újra a Backspace-t a törléshez.`);
        } else if (r.kind === 'remove') {
          setMark(null);
          removeTo(r.tags);
        }
        return;
      }
      default:
    }
  };
}

/** The search's tags, each with its removal link (a search without it). */
function TagList({ tags, markedIndex, action, term }: { tags: SearchTag[]; markedIndex: number; action: string; term: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Keresési címkék">
      {tags.map((t, i) => (
        <li key={`${t.type}:${t.value}`} className={styles.tag} data-marked={i === markedIndex ? '' : undefined} data-tag={t.value}>
          <span className={styles.kind}>{TAG_TYPE_LABELS[t.type]}:</span> {t.text}
          {!t.protected && (
            <a
              className={styles.remove}
              href={searchHref(action, { term, filters: filtersOfTags(removeTag(tags, i)) })}
              aria-label={`„${t.text}” címke eltávolítása`}
            >
              <span aria-hidden="true">×</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The popup's options, the active one selected. */
function SuggestionOptions({ items, active, choose }: { items: AutocompleteItem[]; active: number; choose(i: number): void }) {
  return (
    <>
      {items.map((it, i) => (
        // The keyboard chooses through the combobox (aria-activedescendant), never by focusing an option.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={`${it.type}:${it.slug}`}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          className={styles.option}
          // Before the input's blur closes the list.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => choose(i)}
        >
          <span className={styles.kind}>{TAG_TYPE_LABELS[it.type]}:</span> {it.text} <span className={styles.count}>({it.count})</span>
        </li>
      ))}
    </>
  );
}
