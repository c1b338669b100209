import { SUPPORT_TEXTS as T } from '../../domain/housePromos';
import styles from './SupportBox.module.css';

/** The support/donation link inside article content. */
export function SupportBox() {
  return (
    <aside className={styles.box} aria-label="Támogatás">
      <p>
        <strong>{T.title}</strong> {T.text}
      </p>
      <a className={styles.button} href={T.href}>
        {T.cta}
      </a>
    </aside>
  );
}
