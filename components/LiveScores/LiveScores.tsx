// Score boxes that may still change (specialised-features.md §4: a live fixture is refreshed every 15 s
// until finished): the smallest live part of the football screen, reused by the day list (a list, polled as
// the league's day) and an article's match box (one fixture, polled by id; a match view is a live part of its own,
// FootballMatch/FootballMatchView.tsx, redrawn whole). The
// server renders the boxes; `MatchScores` makes them an island only when one is live or kicks off within a
// day, so a page of finished matches loads no island code. In the browser the island starts one poller on the
// page's scheduler (live/football.ts) and redraws the boxes from what it brings, without React (D-237).
import { scoresAreLive, type ScoreBox, type ScorePoll } from '../../domain/football/score';
import { createScoresStore, watchScores } from '../../live/football';
import { redrawOnChange } from '../../live/drawView';
import { Island } from '../Island/Island';
import { MatchScore, type MatchScoreSize } from '../MatchScore/MatchScore';
import styles from './LiveScores.module.css';

export interface LiveScoresProps {
  boxes: ScoreBox[];
  /** What one poll asks for: the fixture by id, or the league's day. */
  poll: ScorePoll;
  /** The match view each box links to (a row of a list), by position. */
  hrefs?: (string | null)[];
  /** 'header': one box, large (an article's match box); 'row': a list. */
  size?: MatchScoreSize;
  /** The list's accessible name. */
  label?: string;
}

/** What the widget draws: one large box, or a list of rows. */
export function LiveScoresView({ boxes, hrefs, size = 'row', label }: Omit<LiveScoresProps, 'poll'>) {
  if (size === 'header') return boxes[0] ? <MatchScore box={boxes[0]} size="header" /> : null;
  return (
    <ul className={styles.list} aria-label={label} data-live-scores>
      {boxes.map((b, i) => (
        <li key={b.id}>
          <MatchScore box={b} href={hrefs?.[i] ?? null} />
        </li>
      ))}
    </ul>
  );
}

/** The island in the browser: the poller, and the boxes redrawn in place whenever it brings news. */
export function mount(el: HTMLElement, props: LiveScoresProps): () => void {
  const store = createScoresStore({ boxes: props.boxes });
  const unsubscribe = redrawOnChange(store, el, () => <LiveScoresView boxes={store.boxes} hrefs={props.hrefs} size={props.size} label={props.label} />);
  const stop = watchScores(props.poll, store);
  return () => {
    stop();
    unsubscribe();
  };
}

/** The boxes on a page: the live island when one may change soon (at `nowUnix`, the render's time), else plain HTML. */
export function MatchScores({ nowUnix, ...props }: LiveScoresProps & { nowUnix: number }) {
  return scoresAreLive(props.boxes, nowUnix) ? (
    <Island name="LiveScores" component={LiveScoresView} props={props} hydrate="visible" />
  ) : (
    <LiveScoresView {...props} />
  );
}
