import { useEffect, useState } from 'react';
import type { FlagSlug } from '../../domain/types';
import { liveTag } from '../../domain/live';
import { minutesStillChange } from '../../domain/constants';
import { nowUnix, onTick } from '../../live/clock';
import styles from './LiveBadge.module.css';
import { BADGE_BADGE_ATTR, BADGE_LABEL_ATTR, BADGE_MINUTES_ATTR, BADGE_UPDATED_ATTR, DATE_TOLD_ATTR } from '../../live/attrs';

export interface LiveBadgeProps {
  flags: { slug: FlagSlug }[];
  updatedAt: number;
  /** Unix seconds the server rendered at; the browser recomputes from its own clock once hydrated. */
  renderedAt: number;
}

/** ÉLŐ, or FRISSÜL with the minutes since the last update and then 'frissült' alone (reader-site.md §4 "Live tag"). */
export default function LiveBadge({ flags, updatedAt, renderedAt }: LiveBadgeProps) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(nowUnix());
    // On the page's one 15 s tick (live/clock.ts), which pauses with the tab; once the minutes have
    // become 'frissült' the text cannot change again and the badge stops listening.
    const changing = (t: number) => flags.some((f) => f.slug === 'refresh') && minutesStillChange(updatedAt, t);
    return onTick((t) => {
      setNow(t);
      return changing(t);
    });
  }, [flags, updatedAt]);
  const tag = liveTag({ flags, updatedAt }, now);
  if (!tag) return null;
  return (
    <span
      className={styles.badge}
      {...{ [BADGE_BADGE_ATTR]: tag.badge === 'ÉLŐ' ? 'live' : 'refresh' }}
      {...{ [BADGE_UPDATED_ATTR]: tag.text ? updatedAt : undefined }}
      {...{ [DATE_TOLD_ATTR]: tag.text ? renderedAt : undefined }}
    >
      <span className={styles.label} {...{ [BADGE_LABEL_ATTR]: '' }}>
        {tag.label}
      </span>
      {tag.text && (
        <span className={styles.minutes} {...{ [BADGE_MINUTES_ATTR]: '' }}>
          {tag.text}
        </span>
      )}
    </span>
  );
}
