// Mobile-app mode (reader-site.md §4: on when the query has isMobileApp), in a module of its own: the ad slots of
// every page, the navigation rules and the podcast buttons all ask it, and every page's script carries it once.
export const APP_QUERY = 'isMobileApp';

export function isAppMode(search: string): boolean {
  return new URLSearchParams(search).has(APP_QUERY);
}
