/**
 * The play and pause icons in one: the button's data-state shows one of them (its CSS module). A component of
 * its own so that the player bar's chunk does not bring the episode card (and its links and images) along.
 */
export function PlayIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path data-icon="play" d="M8 5v14l11-7z" />
      <path data-icon="pause" d="M7 5h4v14H7zM13 5h4v14h-4z" />
    </svg>
  );
}
