import { usePageData } from '../../renderer/usePageData';
import type { ImpressPageData } from './+data';
import screen from '../static/Screen.module.css';
import styles from './Impress.module.css';

export default function Page() {
  const d = usePageData<ImpressPageData>();
  return (
    <article className={screen.screen}>
      <h1>Impresszum</h1>
      {d.html && <div dangerouslySetInnerHTML={{ __html: d.html }} />}
      {d.staff.length > 0 && (
        <section aria-labelledby="szerkesztoseg" data-staff>
          <h2 id="szerkesztoseg">Szerkesztőség</h2>
          {d.staff.map((g) => (
            <section key={g.title} className={styles.group} aria-label={g.title}>
              <h3>{g.title}</h3>
              <ul className={styles.people}>
                {g.people.map((p) => (
                  <li key={`${p.name}|${p.role}`}>
                    <span className={styles.name}>{p.name}</span>
                    <span className={styles.role}>{p.role}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      )}
    </article>
  );
}
