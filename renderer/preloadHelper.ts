// What every dynamic import() of the client build goes through (vite names it __vitePreload and puts it in the
// bundle as its own module; renderer/preloadHelperPlugin.ts gives it this one instead). vite's own also
// preloads the imported chunk's scripts, which this build does not ask for (modulePreload: false, D-290), and
// cost every page 1.7 KB of script (D-436). Two duties are left: the stylesheets an imported part needs that its
// page did not link (the player bar's, the live toast's), and the `vite:preloadError` event that
// live/navigation.ts answers by reloading to the page (reader-site.md §4: a chunk that fails to load).

/** A stylesheet by its URL, asked once; a failed one is asked again by the next import that needs it. */
const asked = new Map<string, Promise<void>>();

function stylesheet(href: string): Promise<void> {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')) if (link.href === href) return Promise.resolve();
  let loading = asked.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => {
        asked.delete(href);
        link.remove();
        reject(new Error(`Unable to preload CSS for ${href}`));
      };
      document.head.append(link);
    });
    asked.set(href, loading);
  }
  return loading;
}

/** Tells the page an import failed; throws on unless a listener took it (preventDefault), as vite's does. */
function failed(err: unknown): undefined {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: err });
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw err;
  return undefined;
}

/**
 * `load` (the import itself) once the stylesheets `deps` names are in the page. `deps` are the build's file
 * paths under the site's root (`assets/static/x.css`): with modulePreload off vite lists stylesheets only.
 */
export function __vitePreload<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  const sheets = (deps ?? []).map((dep) => stylesheet(new URL(`/${dep}`, location.href).href));
  return Promise.allSettled(sheets).then((results) => {
    for (const r of results) if (r.status === 'rejected') failed(r.reason);
    return load().catch(failed) as Promise<T>;
  });
}
