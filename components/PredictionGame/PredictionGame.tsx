// The prediction game's pages (decision D-260): before the close a plain HTML form that the game service
// answers with a 303 to the reader's own tip sheet; after it the real outcome, the readers' averages and, on a
// sheet's page, that sheet's tips and score. No script: everything here works with JavaScript off.
import {
  GAMES,
  GAME_API_PREFIX,
  GAME_TEXTS,
  TURNOUT_FIELD,
  formatCloseTime,
  formatPercent,
  formatScore,
  gameOf,
  gamePath,
  partyField,
  type GameDefinition,
  type GameView,
  type SheetView,
  type Tips,
} from '../../domain/predictionGame';
import styles from './PredictionGame.module.css';
import { formatNumber } from '../../domain/numbers';

export interface PredictionGameProps {
  game: GameDefinition;
  view: GameView;
  /** On a sheet's page: the sheet. */
  sheet: SheetView | null;
  /** The sheet was just sent (its page was reached by the service's 303). */
  saved: boolean;
}

const mineHref = (slug: string) => `${GAME_API_PREFIX}${slug}/sajat`;

function TipForm({ game, tips }: { game: GameDefinition; tips: Tips | null }) {
  const value = (n: number | undefined) => (n === undefined ? undefined : String(n));
  return (
    <form className={styles.form} method="post" action={`${GAME_API_PREFIX}${game.slug}`} data-game-form>
      <fieldset>
        <legend>A pártlisták szavazatai (%)</legend>
        {game.parties.map((p) => (
          <p key={p.id} className={styles.field}>
            <label htmlFor={`tipp-${p.id}`}>{p.name}</label>
            <input
              id={`tipp-${p.id}`}
              name={partyField(p.id)}
              type="number"
              inputMode="decimal"
              min="0"
              max="100"
              step="0.1"
              required
              defaultValue={value(tips?.shares[p.id])}
            />
          </p>
        ))}
      </fieldset>
      <p className={styles.field}>
        <label htmlFor="tipp-reszvetel">{GAME_TEXTS.turnout} (%)</label>
        <input
          id="tipp-reszvetel"
          name={TURNOUT_FIELD}
          type="number"
          inputMode="decimal"
          min="0"
          max="100"
          step="0.1"
          required
          defaultValue={value(tips?.turnout)}
        />
      </p>
      <p className={styles.hint}>A pártokra adott tippek összege legfeljebb 100% lehet; a maradék a többi pártra jut.</p>
      <button type="submit">{tips ? GAME_TEXTS.resubmit : GAME_TEXTS.submit}</button>
    </form>
  );
}

function Results({ game, view, sheet }: { game: GameDefinition; view: GameView; sheet: SheetView | null }) {
  const rows = [
    ...game.parties.map((p) => ({
      id: p.id,
      name: p.name,
      actual: game.outcome?.shares[p.id],
      avg: view.average?.shares[p.id],
      mine: sheet?.tips.shares[p.id],
    })),
    { id: TURNOUT_FIELD, name: GAME_TEXTS.turnout, actual: game.outcome?.turnout, avg: view.average?.turnout, mine: sheet?.tips.turnout },
  ];
  const cell = (n: number | undefined) => (n === undefined ? '–' : formatPercent(n));
  return (
    <section aria-labelledby="tipp-eredmenyek" data-game-results>
      <h2 id="tipp-eredmenyek">Eredmények</h2>
      {sheet?.score != null && (
        <p className={styles.score} data-score>
          {GAME_TEXTS.score}: <strong>{formatScore(sheet.score)}</strong> / 100 pont
        </p>
      )}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>
            {game.outcome ? 'A választás eredménye' : 'Az olvasók tippjei'}
            {`, ${formatNumber(view.sheets)} olvasó tippjeinek átlaga`}
            {sheet ? ' és ennek a tipplapnak a tippjei' : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Párt</th>
              {game.outcome && <th scope="col">{GAME_TEXTS.actual}</th>}
              <th scope="col">{GAME_TEXTS.average}</th>
              {sheet && <th scope="col">{GAME_TEXTS.yourTip}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-row={r.id}>
                <th scope="row">{r.name}</th>
                {game.outcome && <td data-actual>{cell(r.actual)}</td>}
                <td data-average>{cell(r.avg)}</td>
                {sheet && <td data-mine>{cell(r.mine)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint}>A pontszám: 100 pont, levonva a pártokra és a részvételre adott tippek eltérését az eredménytől, százalékpontban.</p>
    </section>
  );
}

export function PredictionGame({ game, view, sheet, saved }: PredictionGameProps) {
  return (
    <article className={styles.game} data-game={game.slug}>
      <h1>{sheet ? `Tipplap – ${game.title}` : game.title}</h1>
      <p>{game.intro}</p>
      {view.open ? (
        <p className={styles.meta}>Tippelni {formatCloseTime(game.closesAt)}-ig lehet; addig a tippek bármikor módosíthatók.</p>
      ) : (
        <p className={styles.meta} data-closed>
          {GAME_TEXTS.closed} (Lezárás: {formatCloseTime(game.closesAt)}.)
        </p>
      )}
      {saved && (
        <p className={styles.saved} role="status" data-saved>
          {GAME_TEXTS.saved}
        </p>
      )}
      {sheet && <p className={styles.hint}>Ennek a tipplapnak saját címe van: könyvjelzővel visszatérhet hozzá, vagy megoszthatja.</p>}
      <p id="nincs-tipp" className={styles.missing}>
        {GAME_TEXTS.noSheet}
      </p>
      {view.open ? (
        <>
          {sheet && (
            <table className={styles.table}>
              <caption>A tipplap tippjei</caption>
              <tbody>
                {game.parties.map((p) => (
                  <tr key={p.id} data-row={p.id}>
                    <th scope="row">{p.name}</th>
                    <td data-mine>{formatPercent(sheet.tips.shares[p.id] ?? 0)}</td>
                  </tr>
                ))}
                <tr data-row={TURNOUT_FIELD}>
                  <th scope="row">{GAME_TEXTS.turnout}</th>
                  <td data-mine>{formatPercent(sheet.tips.turnout)}</td>
                </tr>
              </tbody>
            </table>
          )}
          <h2>{sheet ? 'Tippek módosítása' : 'Az Ön tippjei'}</h2>
          <TipForm game={game} tips={sheet?.tips ?? null} />
        </>
      ) : (
        <Results game={game} view={view} sheet={sheet} />
      )}
      <ul className={styles.links}>
        {!sheet && (
          <li>
            <a href={mineHref(game.slug)} data-mine-link>
              {view.open ? GAME_TEXTS.mine : 'Saját tippjeim és pontszámom'}
            </a>
          </li>
        )}
        {sheet && (
          <li>
            <a href={gamePath(game.slug)}>Vissza a tippjátékhoz</a>
          </li>
        )}
        {game.supplement && (
          <li>
            <a href={game.supplement.path}>{game.supplement.title}</a>
          </li>
        )}
      </ul>
    </article>
  );
}

/** The game list of /melleklet/tippjatek. */
export function PredictionGameList({ now }: { now: number }) {
  return (
    <article className={styles.game}>
      <h1>Tippjáték</h1>
      <p>Tippelje meg a választások eredményét, és mérje össze tudását olvasóinkéval.</p>
      <ul className={styles.list}>
        {GAMES.map((g) => (
          <li key={g.slug}>
            <a href={gamePath(g.slug)}>{g.title}</a>{' '}
            <span className={styles.meta}>{now < g.closesAt ? `– tippelni ${formatCloseTime(g.closesAt)}-ig lehet` : '– lezárult, eredményekkel'}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The supplement's 'Tippjáték' tab: the game in brief (the real outcome once known) and the way to it. */
export function PredictionGameTab({ slug }: { slug: string }) {
  const game = gameOf(slug);
  if (!game) return null;
  return (
    <section className={styles.game} data-game-tab={game.slug}>
      <h2>Tippjáték</h2>
      <p>{game.intro}</p>
      {game.outcome && (
        <table className={styles.table}>
          <caption>A választás eredménye (országos listák, részvétel)</caption>
          <tbody>
            {game.parties.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.name}</th>
                <td>{formatPercent(game.outcome!.shares[p.id] ?? 0)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{GAME_TEXTS.turnout}</th>
              <td>{formatPercent(game.outcome.turnout)}</td>
            </tr>
          </tbody>
        </table>
      )}
      <p>
        <a href={gamePath(game.slug)} data-game-link>
          {game.outcome ? 'Az olvasók tippjei és az Ön pontszáma' : 'Tippeljen!'}
        </a>
      </p>
    </section>
  );
}
