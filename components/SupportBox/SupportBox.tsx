import styles from './SupportBox.module.css';

/** The support/donation link inside article content. */
export function SupportBox() {
  return (
    <aside className={styles.box} aria-label="Támogatás">
      <p>
        <strong>A független újságírás olvasói támogatásból él.</strong> Ha fontosnak tartja a munkánkat, támogasson minket.
      </p>
      <a className={styles.button} href="/tamogatas">
        Támogatom
      </a>
    </aside>
  );
}
