// The minutes counter (specialised-features.md §4, §9): the hours left, in the Hungarian number form. The
// server renders the number of the render's day, so the page is complete without JavaScript; as a live
// island (renderer/islands.ts) it asks for the reader's own day at once and every 60 s on the page's one
// scheduler, and redraws itself without React (D-237).
import { MINUTES_TEXTS } from '../../domain/minutes';
import { Island } from '../Island/Island';
import { redrawOnChange } from '../../live/drawView';
import { createMinutesStore, watchMinutes } from '../../live/minutes';
import styles from './MinutesCounter.module.css';

export interface MinutesCounterProps {
  day: string;
  text: string;
}

export function MinutesCounterView({ day, text }: MinutesCounterProps) {
  return (
    <p className={styles.number} data-minutes-day={day}>
      <strong data-minutes-hours="">{text}</strong> {MINUTES_TEXTS.unit}
    </p>
  );
}

/** The box on the page: its title and caption are static; only the number is the island. */
export function MinutesCounter(props: MinutesCounterProps) {
  return (
    <section className={styles.box} aria-labelledby="minutes-counter" data-minutes-counter="">
      <h2 id="minutes-counter" className={styles.title}>
        {MINUTES_TEXTS.title}
      </h2>
      <Island name="MinutesCounter" component={MinutesCounterView} props={props} hydrate="load" />
      <p className={styles.caption}>{MINUTES_TEXTS.caption}</p>
    </section>
  );
}

/** The island in the browser: the poller and the number redrawn in place. */
export function mount(el: HTMLElement, props: MinutesCounterProps): () => void {
  const store = createMinutesStore(props);
  const unsubscribe = redrawOnChange(store, el, () => <MinutesCounterView day={store.day} text={store.text} />);
  const stop = watchMinutes(store);
  return () => {
    stop();
    unsubscribe();
  };
}
