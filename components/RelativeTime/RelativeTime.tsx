import { isoDate, relativeDate } from '../../domain/dates';
import { DATE_RELATIVE_ATTR, DATE_TOLD_ATTR } from '../../live/attrs';

/**
 * A date told relative to the render ('most', '5 perce', 'ma 12:00', a date), on the clock of the page's site;
 * the live layer tells it again as time passes (live/start.ts), so a static page read an hour later is not an
 * hour behind.
 */
export function RelativeTime({ unix, now, zone, className, title }: { unix: number; now: number; zone: string; className?: string; title?: string }) {
  return (
    <time className={className} dateTime={isoDate(unix, zone)} title={title} {...{ [DATE_RELATIVE_ATTR]: unix }} {...{ [DATE_TOLD_ATTR]: now }}>
      {relativeDate(unix, now, zone)}
    </time>
  );
}
