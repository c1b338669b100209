import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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
  const [items, setItems] = useState<AutocompleteItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [mark, setMark] = useState<DeleteMark | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const typed = useRef(false);
  const filters = serializeFilters(filtersOfTags(tags));

  // Autocomplete follows the text typed after the last ';' (§4 "Autocomplete loads as the term changes").
  const query = text.slice(text.lastIndexOf(TAG_SEPARATOR) + 1).trim();
  useEffect(() => {
    if (!typed.current) return;
    if (query === '') {
      setItems([]);
      setOpen(false);
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
          setOpen(shown.length > 0);
          setActive(-1);
          setAnnouncement(suggestionsAnnouncement(shown.length));
        })
        .catch(() => {
          /* aborted by the next keystroke, or offline: no suggestions, the form still searches the term */
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query, filters]);

  // The mark shows for its second only; the rule itself reads the clock (backspaceOnEmpty).
  useEffect(() => {
    if (!mark) return;
    const timer = setTimeout(() => setMark(null), Math.max(0, mark.at + TAG_DELETE_MARK_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [mark]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const apply = (result: AddResult | null, rest: string) => {
    if (!result) return;
    if (!result.ok) {
      setAnnouncement(TAG_REFUSAL_MESSAGES[result.refusal](result.text));
      return;
    }
    close();
    setText(rest);
    go(action, '', result.tags);
  };

  const choose = (i: number) => apply(addSuggestion(tags, items[i]!), '');

  const onChange = (value: string) => {
    typed.current = true;
    setMark(null);
    const cut = value.lastIndexOf(TAG_SEPARATOR);
    if (cut >= 0) {
      // ';' commits what stands before it; the rest is the start of the next tag.
      const result = addTyped(tags, value.slice(0, cut), items);
      if (result && !result.ok) {
        setText(value.slice(0, cut));
        apply(result, '');
        return;
      }
      if (result) return apply(result, value.slice(cut + 1));
    }
    setText(value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
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
          go(action, term, r.tags);
        }
        return;
      }
      default:
    }
  };

  const markedIndex = mark && isMarked(mark, Date.now()) ? mark.index : -1;

  return (
    <form className={box.search} role="search" action={action} method="get" aria-label={label}>
      <label className={box.label} htmlFor={INPUT_ID}>
        {label}
      </label>
      {tags.length > 0 && (
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
      )}
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
            {open &&
              items.map((it, i) => (
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
