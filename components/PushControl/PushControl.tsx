// The push topic control in the footer (D-252): a button that asks for notices about important articles
// ('fontos') or stops them, and a line that says what happened. The button is hidden in the HTML: its island
// (components/PushControl/pushControl.ts) shows it only where the browser can receive push messages, so a reader without
// JavaScript or without Web Push never meets a button that cannot work, nor an empty live region. The box
// itself stays in the layout (empty) so that the island sees it near the viewport.
import { Island } from '../Island/Island';
import { PUSH_CONTROL_TEXTS as T } from '../../domain/push';
import styles from './PushControl.module.css';
import { PUSH_CONTROL_CONTROL_ATTR, PUSH_CONTROL_MESSAGE_ATTR, PUSH_CONTROL_TOGGLE_ATTR } from './attrs';

export function PushControlView() {
  return (
    <div className={styles.push} {...{ [PUSH_CONTROL_CONTROL_ATTR]: true }}>
      <button type="button" className={styles.button} aria-pressed="false" {...{ [PUSH_CONTROL_TOGGLE_ATTR]: true }} hidden>
        {T.subscribe}
      </button>
      <p className={styles.message} role="status" {...{ [PUSH_CONTROL_MESSAGE_ATTR]: true }} hidden />
    </div>
  );
}

export function PushControl() {
  return <Island name="PushControl" component={PushControlView} props={{}} hydrate="visible" />;
}
