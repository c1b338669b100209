import { useEffect, useState } from 'react';
import type { FlagSlug } from '../../domain/types';
import { LIVE_REFRESH_MS, liveTag } from '../../domain/live';
import styles from './LiveBadge.module.css';

export interface LiveBadgeProps {
  flags: { slug: FlagSlug }[];
  updatedAt: number;
  /** Unix seconds the server rendered at; the browser recomputes from its own clock once hydrated. */
  renderedAt: number;
}

/** ÉLŐ or FRISSÜL with the minutes since the last update (reader-site.md §4 "Live tag"). */
export default function LiveBadge({ flags, updatedAt, renderedAt }: LiveBadgeProps) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Math.floor(Date.now() / 1000));
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const tag = liveTag({ flags, updatedAt }, now);
  if (!tag) return null;
  return (
    <span className={styles.badge} data-badge={tag.badge === 'ÉLŐ' ? 'live' : 'refresh'}>
      <span className={styles.label}>{tag.badge}</span>
      {tag.text && <span className={styles.minutes}>{tag.text}</span>}
    </span>
  );
}
