// The parts of a page that show shared data (reader-site.md §3 "Common data"): complete in the static HTML from
// the shell's data; the refresh call's changes are drawn into them by shared.ts (loaded only where a part is).
import { pipShown, SHARED_TEXTS, type SharedView } from '../../domain/sharedData';
import { dataProps } from '../../domain/dataAttributes';
import { partHtml } from './markup';
import type { SharedPart } from './parts';
import { SHARED_ATTR, SHARED_PIP_URL_ATTR } from './attrs';
import styles from './SharedData.module.css';

function Part({ part, view, as: Tag = 'p', label }: { part: Exclude<SharedPart, 'placeholder' | 'pip'>; view: SharedView; as?: 'p' | 'nav'; label?: string }) {
  const html = partHtml(part, view);
  return (
    <Tag className={styles[part]} aria-label={label} hidden={html === ''} {...dataProps({ [SHARED_ATTR]: part })} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** A flooding warning in force, on top of the front page under its breaking band (which the header joins). */
export function FloodWarning({ view }: { view: SharedView }) {
  return <Part part="flood" view={view} />;
}

/** The front page's band of weather, trending tags and the DW promotion, below its first stories (a phone's first screen is theirs). */
export function SharedStrip({ view }: { view: SharedView }) {
  return (
    <div className={styles.row}>
      <Part part="weather" view={view} />
      <Part part="trending" view={view} as="nav" label={SHARED_TEXTS.trending} />
      <Part part="promo" view={view} />
    </div>
  );
}

/**
 * The picture-in-picture live video, in a corner of the page while the newsroom has it on; a <details> the
 * reader opens and closes (pipOpen: how it starts). Always in the page where it may appear, hidden while off,
 * so that switching it on reaches an open page by the refresh call.
 */
export function PipVideo({ view }: { view: SharedView }) {
  const p = view.pipStatus;
  return (
    <aside
      className={styles.pip}
      aria-label={SHARED_TEXTS.pip}
      hidden={!pipShown(p, null)}
      {...dataProps({ [SHARED_ATTR]: 'pip', [SHARED_PIP_URL_ATTR]: p.pipUrl })}
      dangerouslySetInnerHTML={{ __html: partHtml('pip', view) }}
    />
  );
}
