import { usePageData } from '../../renderer/usePageData';
import type { StaticPageData } from './+data';
import styles from './Screen.module.css';

export default function Page() {
  const { screen } = usePageData<StaticPageData>();
  return (
    <article className={styles.screen}>
      <h1 className={screen.hiddenTitle ? 'visually-hidden' : undefined}>{screen.title}</h1>
      {screen.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {screen.links.length > 0 && (
        <ul className={styles.links}>
          {screen.links.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
