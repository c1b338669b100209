// A live-blog post's body: the CMS HTML sanitised and made page-ready like an article's, its third parties' players
// and charts as the same click-to-load placeholders (the body's placeholder kinds), nothing else of the model (a post
// has no widgets and no inserts).
import { renderBody } from '../sanitize';
import { drawPlaceholders } from './embedKinds';

export function renderPostBody(content: string): string {
  return drawPlaceholders(renderBody(content));
}
