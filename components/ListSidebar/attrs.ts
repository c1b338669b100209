// The holdblog recommender's attributes (domain/dataAttributes.ts): written by ListSidebar.tsx, read by
// holdblog.ts and the page script.
import type { DataAttrs } from '../../domain/dataAttributes';

export const HOLDBLOG_ATTR = {
  recommender: 'data-holdblog-recommender',
  card: 'data-holdblog-card',
} as const satisfies DataAttrs;
