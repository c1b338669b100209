import styles from './SearchBox.module.css';
import { searchPlaceholder } from '../../domain/sharedData';
import { dataProps } from '../../domain/dataAttributes';
import { SHARED_ATTR } from '../SharedData/attrs';

/**
 * The list's search field: a plain GET form to the list's own path, so it works without JavaScript. Its
 * placeholder is the newsroom's first suggestion; the shared data poll turns them (components/SharedData).
 */
export function SearchBox({ action, label, term, placeholders }: { action: string; label: string; term: string; placeholders: readonly string[] }) {
  return (
    <form className={styles.search} role="search" action={action} method="get" aria-label={label}>
      <label className={styles.label} htmlFor="list-search-term">
        {label}
      </label>
      <div className={styles.row}>
        <input
          id="list-search-term"
          className="field"
          type="search"
          name="term"
          defaultValue={term}
          maxLength={200}
          autoComplete="off"
          placeholder={searchPlaceholder(placeholders, 0, '') || undefined}
          {...dataProps({ [SHARED_ATTR]: 'placeholder' })}
        />
        <button type="submit" className="button-primary">
          Keresés
        </button>
      </div>
    </form>
  );
}
