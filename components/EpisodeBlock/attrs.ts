// The episode block's attribute (domain/dataAttributes.ts): its place among the front page's blocks.
import type { DataAttrs } from '../../domain/dataAttributes';

export const EPISODE_BLOCK_ATTR = {
  position: 'data-block-position',
} as const satisfies DataAttrs;
