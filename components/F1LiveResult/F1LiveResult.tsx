// The shown session's result while it may still change (specialised-features.md §2, §4): the live tag, the
// laps, the result table and the note that live data is not necessarily real-time. The server renders the
// current state; as an island (renderer/islands.ts) it polls every 15 s on the page's one scheduler while the
// session is Live, redraws itself from each answer without React (D-237), and stops when it is Completed.
import type { ResultRow } from '../../domain/sports/types';
import { lapsText } from '../../domain/formula1/format';
import { raceState } from '../../domain/formula1/status';
import { F1_LIVE_NOTE, F1_LIVE_TAG, F1_TEXTS } from '../../domain/formula1/texts';
import { ResultTable } from '../F1Tables/F1Tables';
import { createF1ResultStore, watchF1Result } from '../../live/formula1';
import { redrawOnChange } from '../../live/drawView';
import styles from './F1LiveResult.module.css';

export interface F1LiveResultProps {
  /** The `futam` shown: the session id, or its negation for the starting grid. */
  futam: number;
  status: string;
  laps: { current: number | null; total: number | null };
  rows: ResultRow[] | null;
  caption: string;
}

/** What the component draws (the props, or what the poller brought since). */
export function F1LiveResultView({ status, laps, rows, caption }: Omit<F1LiveResultProps, 'futam'>) {
  const live = raceState(status) === 'live';
  const lapInfo = lapsText(laps);
  return (
    <div className={styles.result} data-f1-result data-status={raceState(status)}>
      {(live || lapInfo) && (
        <p className={styles.meta}>
          {live && (
            <span className={styles.live} data-f1-live>
              {F1_LIVE_TAG}
            </span>
          )}
          {lapInfo && (
            <span data-f1-laps>
              {`${F1_TEXTS.laps}: `}
              {lapInfo}
            </span>
          )}
        </p>
      )}
      <ResultTable rows={rows} caption={caption} />
      {live && (
        <p className={styles.note} data-f1-note>
          {F1_LIVE_NOTE}
        </p>
      )}
    </div>
  );
}

/** The island in the browser: while the session is Live, the poller, and the result redrawn in place. */
export function mount(el: HTMLElement, props: F1LiveResultProps): () => void {
  if (raceState(props.status) !== 'live') return () => {};
  const store = createF1ResultStore({ status: props.status, laps: props.laps, rows: props.rows });
  const unsubscribe = redrawOnChange(store, el, () => <F1LiveResultView status={store.status} laps={store.laps} rows={store.rows} caption={props.caption} />);
  const stop = watchF1Result(props.futam, store);
  return () => {
    stop();
    unsubscribe();
  };
}
