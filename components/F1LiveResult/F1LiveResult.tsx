// The shown session's result while it may still change (specialised-features.md §2, §4): the live tag, the
// laps, the result table and the note that live data is not necessarily real-time. The server renders the
// current state; as an island (renderer/islands.ts) it polls every 15 s on the page's one scheduler while the
// session is Live, and stops when it is Completed.
import { useEffect, useState } from 'react';
// valtio/react only in this island's chunk: a page without a live session loads none of it.
import { useSnapshot } from 'valtio/react';
import type { ResultRow } from '../../domain/sports/types';
import { lapsText } from '../../domain/formula1/format';
import { raceState } from '../../domain/formula1/status';
import { F1_LIVE_NOTE, F1_LIVE_TAG, F1_TEXTS } from '../../domain/formula1/texts';
import { ResultTable } from '../F1Tables/F1Tables';
import { createF1ResultStore } from '../../live/formula1';
import { watchF1Result } from '../../live/formula1';
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

export default function F1LiveResult(props: F1LiveResultProps) {
  const [store] = useState(() => createF1ResultStore({ status: props.status, laps: props.laps, rows: props.rows }));
  const snap = useSnapshot(store);
  useEffect(() => (raceState(props.status) === 'live' ? watchF1Result(props.futam, store) : undefined), [props.futam, props.status, store]);
  return <F1LiveResultView status={snap.status} laps={snap.laps} rows={snap.rows as ResultRow[] | null} caption={props.caption} />;
}
