// The holdblog recommender in the browser (specialised-features.md §4 "The holdblog recommender shows 4
// random"): the page carries the section's newest articles, the newest 4 shown; here 4 of them are drawn at
// random for this visit. Loaded only by a page with the box.
import { HOLDBLOG_SHOWN, pickRandomIndexes } from '../../domain/recommender';
import { HOLDBLOG_CARD_ATTR, HOLDBLOG_RECOMMENDER_ATTR } from './attrs';

export function drawHoldblog(root: ParentNode, random: () => number = Math.random): void {
  const box = root.querySelector(`[${HOLDBLOG_RECOMMENDER_ATTR}]`);
  if (!box) return;
  const cards = Array.from(box.querySelectorAll<HTMLElement>(`[${HOLDBLOG_CARD_ATTR}]`));
  const shown = new Set(pickRandomIndexes(cards.length, HOLDBLOG_SHOWN, random));
  cards.forEach((card, i) => (card.hidden = !shown.has(i)));
}
