// Keeps visitedTags in local storage (domain/visitedTags.ts): an article's tags (its tag list names them)
// and a tag list's own tag. A few lines in the page's one script; a blocked storage is simply skipped.
import { VISITED_TAGS_KEY, readVisitedTags, rememberTags, tagOfPath } from '../../domain/visitedTags';

import { TAG_LIST_SLUGS_ATTR } from './attrs';

export function rememberVisitedTags(root: ParentNode = document, path: string = location.pathname): void {
  const named = root.querySelector<HTMLElement>(`[${TAG_LIST_SLUGS_ATTR}]`)?.getAttribute(TAG_LIST_SLUGS_ATTR)?.split(' ').filter(Boolean) ?? [];
  const own = tagOfPath(path);
  const slugs = own ? [own, ...named] : named;
  if (slugs.length === 0) return;
  try {
    const storage = window.localStorage;
    storage.setItem(VISITED_TAGS_KEY, JSON.stringify(rememberTags(readVisitedTags(storage.getItem(VISITED_TAGS_KEY)), slugs)));
  } catch {
    // Storage blocked or full: nothing is remembered.
  }
}
