// visitedTags (reader-site.md §3 "Local browser storage: visitedTags (list of tag slugs)"): the tags of what
// the reader opened, kept in the browser only — never sent anywhere. Newest first, each slug once, capped.

/** The local storage key (the spec's name). */
export const VISITED_TAGS_KEY = 'visitedTags';
/** How many slugs are kept (ours: the spec does not say; D-266). */
export const VISITED_TAGS_MAX = 50;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The stored list read leniently: anything that is not a list of slugs counts as empty or is dropped. */
export function readVisitedTags(raw: string | null): string[] {
  try {
    const v: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && SLUG.test(s)) : [];
  } catch {
    return [];
  }
}

/** The list after visiting `slugs`: they come first (in their order), earlier ones follow without repeats. */
export function rememberTags(stored: readonly string[], slugs: readonly string[], max: number = VISITED_TAGS_MAX): string[] {
  const fresh = slugs.filter((s) => SLUG.test(s));
  return [...new Set([...fresh, ...stored])].slice(0, max);
}

/** The tag of a tag list's path ('/cimke/{slug}', also under a sub-site's prefix); null for other paths. */
export function tagOfPath(path: string): string | null {
  const m = /^\/(?:(?:after|g7|karakter)\/)?cimke\/([^/]+)\/?$/.exec(path);
  if (!m) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
  return SLUG.test(slug) ? slug : null;
}
