import { usePageData } from '../../renderer/usePageData';
import type { ExchangePageData } from './+data';
import screen from '../static/Screen.module.css';
import styles from './Exchange.module.css';

const TREND: Record<'up' | 'down' | 'flat', string> = { up: 'emelkedett', down: 'csökkent', flat: 'nem változott' };

/** '2026-11-22' → '2026. 11. 22.' (the Hungarian short date), without a time zone to get wrong. */
const shortDate = (iso: string) => `${iso.slice(0, 4)}. ${iso.slice(5, 7)}. ${iso.slice(8, 10)}.`;

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
            <time dateTime={d.date}>{shortDate(d.date)}</time>
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
