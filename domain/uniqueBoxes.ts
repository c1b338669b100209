// Which editor's text (a unique item or group, specialised-features.md §3) a list page's sidebar shows:
// the blog's group (13) on the Holdblog's section page, the entertainment sub-site's group (27) on /after,
// the book recommendation on /karakter. Only HTML items are shown; a JSON setting (karakter-rovatok,
// sport-leagues) or a link (after-spotify) is read by the code that needs it.

/** §3: the unique groups' ids. */
export const UNIQUE_GROUP_ENTERTAINMENT = 27;
export const UNIQUE_GROUP_BLOG = 13;
/** §3: the book recommendation item. */
export const UNIQUE_BOOKS = 'konyvajanlo';

export type UniqueSource = { kind: 'group'; id: number; title: string } | { kind: 'item'; slug: string; title: string };

export function uniqueBoxFor(path: string): UniqueSource | null {
  if (path === '/rovat/holdblog') return { kind: 'group', id: UNIQUE_GROUP_BLOG, title: 'A Holdblogról' };
  if (path === '/after') return { kind: 'group', id: UNIQUE_GROUP_ENTERTAINMENT, title: 'Az After ajánlója' };
  if (path === '/karakter') return { kind: 'item', slug: UNIQUE_BOOKS, title: 'Könyvajánló' };
  return null;
}

/** Whether an item's content is HTML to show (not a JSON setting or a bare link). */
export function isShownContent(content: string): boolean {
  return content.trimStart().startsWith('<');
}
