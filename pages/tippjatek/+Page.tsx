import styles from '../static/Screen.module.css';

export default function Page() {
  return (
    <article className={styles.screen} data-placeholder>
      <h1>Tippjáték</h1>
      <p>Hamarosan itt lesz: tippjátékunk, amelyben megtippelheti a mérkőzések és a választások eredményét, és összemérheti tudását a többi olvasóéval.</p>
      <ul className={styles.links}>
        <li>
          <a href="/melleklet/eb-2024">Eb 2024</a>
        </li>
        <li>
          <a href="/melleklet/valasztas-2024">Választás 2024</a>
        </li>
      </ul>
    </article>
  );
}
