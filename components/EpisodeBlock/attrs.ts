// The episode block's attribute (domain/dataAttributes.ts): its place among the front page's blocks.
import type { DataAttr } from '../../domain/dataAttributes';

export const EPISODE_BLOCK_POSITION_ATTR = 'data-block-position' satisfies DataAttr;
