// The holdblog recommender's attributes (domain/dataAttributes.ts): written by ListSidebar.tsx, read by
// holdblog.ts and the page script.
import type { DataAttr } from '../../domain/dataAttributes';

export const HOLDBLOG_RECOMMENDER_ATTR = 'data-holdblog-recommender' satisfies DataAttr;
export const HOLDBLOG_CARD_ATTR = 'data-holdblog-card' satisfies DataAttr;
