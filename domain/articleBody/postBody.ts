// A live-blog post's body: the CMS HTML sanitised and made page-ready like an article's, its third parties' players
// and charts as the same click-to-load placeholders (the body's placeholder kinds), nothing else of the model (a post
// has no widgets and no inserts).
import { renderBody } from '../sanitize';
import { drawPlaceholders } from './embedKinds';
import { POST_BODIES_KEPT } from '../constants';

export function renderPostBody(content: string): string {
  return drawPlaceholders(renderBody(content));
}

const kept = new Map<string, { content: string; html: string }>();

/**
 * renderPostBody of a post, kept per thread by id and version (the last POST_BODIES_KEPT): a live blog's pages are
 * drawn anew for each new post, and processed every earlier post again (D-400). A hit needs the same content too,
 * so an unversioned change (a draft in a preview) is never served stale.
 */
export function postBodyHtml(post: { id: number; version: number; content: string }): string {
  const key = `${post.id}|${post.version}`;
  const hit = kept.get(key);
  // Most recently used last: the first key is the one to drop.
  kept.delete(key);
  if (hit && hit.content === post.content) {
    kept.set(key, hit);
    return hit.html;
  }
  const html = renderPostBody(post.content);
  kept.set(key, { content: post.content, html });
  if (kept.size > POST_BODIES_KEPT) kept.delete(kept.keys().next().value!);
  return html;
}
