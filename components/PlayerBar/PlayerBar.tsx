// The global player's bar (specialised-features.md §2, §3): fixed at the bottom of the window, or made small in
// the left or right corner; play and pause, 15 s back and forward, the position to seek, the speed, closing.
// Client only (components/PlayerBar/mount.tsx renders it when a reader presses play); it reads the player's store.
// valtio/react only in this chunk: a page without a player loads none of it.
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { SKIP_SECONDS, nextRate, rateText, resumeOffered } from '../../domain/podcast/player';
import { PODCAST_TEXTS, playLabel, resumeText, speedLabel } from '../../domain/podcast/texts';
import { formatDuration } from '../../domain/duration';
import { dispatch, type PlayerStore } from '../../live/player/store';
import type { PlayerAudio } from '../../live/player/audio';
import { PlayIcon } from '../PlayIcon/PlayIcon';
import styles from './PlayerBar.module.css';
import { EPISODE_PLAY_ATTR, PLAYER_BAR_ATTR, PLAYER_MINIMALIZED_ATTR, PLAYER_MINIMALIZE_ATTR, PLAYER_RESTORE_ATTR } from '../../live/player/attrs';

export interface PlayerBarProps {
  store: PlayerStore;
  control: Pick<PlayerAudio, 'seek' | 'skip' | 'setRate'>;
}

export default function PlayerBar({ store, control }: PlayerBarProps) {
  const snap = useSnapshot(store);
  const { state } = snap;
  const ep = state.episode;
  // The button that made the bar small, full or closed went with what it was in, and the focus to <body>: the
  // keyboard goes on at its counterpart, or after a close at the episode's own play button on the page.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next) document.querySelector<HTMLElement>(next)?.focus();
  });
  const pressThenFocus = (selector: string, action: Parameters<typeof dispatch>[1]) => () => {
    focusNext.current = selector;
    dispatch(store, action);
  };
  if (!state.visible || !ep) return null;
  const playing = state.playing;
  const length = snap.duration > 0 ? snap.duration : ep.duration;
  const toggle = () => dispatch(store, { type: playing ? 'pause' : 'resume' });
  // Back from an earlier page, not played here yet (a reload: no sound starts by itself): the one button says from where.
  const resume = resumeOffered(state, snap.position, snap.cameBack) ? resumeText(snap.position) : null;
  const playButton = (
    <button
      type="button"
      className={resume ? `${styles.play} ${styles.resume}` : styles.play}
      onClick={toggle}
      aria-label={resume ? `${resume}: ${ep.title}` : playLabel(playing, ep.title)}
      data-state={playing ? 'playing' : 'paused'}
      data-player-play
    >
      <PlayIcon className={styles.icon} />
      {resume && <span aria-hidden="true">{resume}</span>}
    </button>
  );
  const image = ep.image && <img className={styles.image} src={ep.image} alt="" width={48} height={48} />;

  if (state.minimalized !== 'none') {
    return (
      <div className={`${styles.mini} ${state.minimalized === 'left' ? styles.left : styles.right}`} data-player-bar data-minimalized={state.minimalized}>
        {image}
        {playButton}
        <button
          type="button"
          className={styles.tool}
          onClick={pressThenFocus(`[${PLAYER_MINIMALIZE_ATTR}]`, { type: 'restore' })}
          aria-label={PODCAST_TEXTS.restore}
          data-player-restore
        >
          <span aria-hidden="true">⤢</span>
        </button>
      </div>
    );
  }
  return (
    <div className={styles.bar} {...{ [PLAYER_BAR_ATTR]: true }} {...{ [PLAYER_MINIMALIZED_ATTR]: 'none' }}>
      <div className={styles.info}>
        {image}
        <div className={styles.text}>
          <p className={styles.podcast}>
            <a href={ep.podcast.page}>{ep.podcast.name}</a>
          </p>
          <p className={styles.title}>
            <a href={ep.page}>{ep.title}</a>
          </p>
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.skip} onClick={() => control.skip(-SKIP_SECONDS)} aria-label={PODCAST_TEXTS.back} data-player-back>
          <span aria-hidden="true">−{SKIP_SECONDS}</span>
        </button>
        {playButton}
        <button type="button" className={styles.skip} onClick={() => control.skip(SKIP_SECONDS)} aria-label={PODCAST_TEXTS.forward} data-player-forward>
          <span aria-hidden="true">+{SKIP_SECONDS}</span>
        </button>
      </div>
      <SeekBar position={snap.position} length={length} seek={control.seek} />
      <BarTools rate={snap.rate} setRate={control.setRate} pressThenFocus={pressThenFocus} closeTo={`[${EPISODE_PLAY_ATTR}="${CSS.escape(ep.slug)}"]`} />
    </div>
  );
}

/** Where the episode is, the slider to move it, and its length. */
function SeekBar({ position, length, seek }: { position: number; length: number; seek: PlayerBarProps['control']['seek'] }) {
  return (
    <div className={styles.seek}>
      <span className={styles.time} data-player-position>
        {formatDuration(position)}
      </span>
      <input
        type="range"
        min={0}
        max={Math.max(1, Math.floor(length))}
        step={1}
        value={Math.floor(position)}
        onChange={(e) => seek(Number(e.currentTarget.value))}
        aria-label={PODCAST_TEXTS.seek}
        aria-valuetext={`${formatDuration(position)} / ${formatDuration(length)}`}
      />
      <span className={styles.time}>{formatDuration(length)}</span>
    </div>
  );
}

/** The corners the bar can be made small in, each with its button's label and arrow. */
const MINIMALIZE_SIDES = [
  { side: 'left', label: PODCAST_TEXTS.minimalizeLeft, glyph: '⇤' },
  { side: 'right', label: PODCAST_TEXTS.minimalizeRight, glyph: '⇥' },
] as const;

/** The speed, making the bar small in a corner, and closing it. */
function BarTools({
  rate,
  setRate,
  pressThenFocus,
  closeTo,
}: {
  rate: number;
  setRate: PlayerBarProps['control']['setRate'];
  /** The press's action, and where the keyboard goes once it is done. */
  pressThenFocus: (selector: string, action: Parameters<typeof dispatch>[1]) => () => void;
  /** The episode's play button on the page. */
  closeTo: string;
}) {
  return (
    <div className={styles.tools}>
      <button type="button" className={styles.tool} onClick={() => setRate(nextRate(rate))} aria-label={speedLabel(rate)} data-player-speed>
        <span aria-hidden="true">{rateText(rate)}</span>
      </button>
      {MINIMALIZE_SIDES.map(({ side, label, glyph }) => (
        <button
          key={side}
          type="button"
          className={styles.tool}
          onClick={pressThenFocus(`[${PLAYER_RESTORE_ATTR}]`, { type: 'minimalize', side })}
          aria-label={label}
          data-player-minimalize={side}
        >
          <span aria-hidden="true">{glyph}</span>
        </button>
      ))}
      <button type="button" className={styles.tool} onClick={pressThenFocus(closeTo, { type: 'close' })} aria-label={PODCAST_TEXTS.close} data-player-close>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
