import { usePageData } from '../../renderer/usePageData';
import type { ExchangePageData } from './+data';
import screen from '../static/Screen.module.css';
import styles from './Exchange.module.css';

const TREND: Record<'up' | 'down' | 'flat', string> = { up: 'emelkedett', down: 'csökkent', flat: 'nem változott' };

export default function Page() {
  const d = usePageData<ExchangePageData>();
  return (
    <article className={screen.screen}>
      <h1>Árfolyamok</h1>
      {d.rows.length === 0 ? (
        <p>Nincs még elérhető információ.</p>
      ) : (
        <>
          <p>
            {`Egy egység deviza ára ${d.sign === 'Ft' ? 'forintban' : 'lejben'} (${d.currency}). Frissítve: `}
            <time dateTime={d.date}>{d.dateText}</time>
          </p>
          <div className={styles.scroll}>
            <table className={styles.table} data-currency-table={d.currency}>
              <caption className="visually-hidden">{`Devizaárfolyamok, ${d.currency}`}</caption>
              <thead>
                <tr>
                  <th scope="col">Deviza</th>
                  <th scope="col">Árfolyam</th>
                  <th scope="col">Napi változás</th>
                  <th scope="col">Havi változás</th>
                </tr>
              </thead>
              <tbody>
                {d.rows.map((r) => (
                  <tr key={r.code} data-currency={r.code}>
                    <th scope="row">
                      <abbr title={r.name}>{r.code}</abbr> <span className={styles.name}>{r.name}</span>
                    </th>
                    <td>{r.rate}</td>
                    <td className={styles[r.trend]}>
                      {r.day}
                      <span className="visually-hidden">{`, ${TREND[r.trend]}`}</span>
                    </td>
                    <td>{r.range}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={screen.muted}>Tájékoztató jellegű középárfolyamok; a bankok és a pénzváltók saját árfolyamon váltanak.</p>
        </>
      )}
    </article>
  );
}
