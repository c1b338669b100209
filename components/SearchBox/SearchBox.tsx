import styles from './SearchBox.module.css';

/** The list's search field: a plain GET form to the list's own path, so it works without JavaScript. */
export function SearchBox({ action, label, term }: { action: string; label: string; term: string }) {
  return (
    <form className={styles.search} role="search" action={action} method="get" aria-label={label}>
      <label className={styles.label} htmlFor="list-search-term">
        {label}
      </label>
      <div className={styles.row}>
        <input id="list-search-term" className="field" type="search" name="term" defaultValue={term} maxLength={200} autoComplete="off" />
        <button type="submit" className="button-primary">
          Keresés
        </button>
      </div>
    </form>
  );
}
