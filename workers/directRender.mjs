// The prerender worker's direct path: a page that vike has rendered once in this thread (its route, data
// hook, Page and onRenderHtml known) is rendered again by calling those same functions, without vike's
// renderPage, whose per-page context copying, freezing, asset collection and tag injection cost about as
// much CPU as React's render (D-402). Only what is sure to come out as vike would write it goes this way:
// a URL that exactly one page's route takes, whose data hook returns and whose document is whole
// (renderer/+onRenderHtml.tsx renderedDocument). Anything else, a redirect, a 404, an error, a page not seen
// yet, answers null and goes through vike, which stays the one authority on those.
/**
 * @typedef {{ Page: unknown, data: (pageContext: object) => unknown, onRenderHtml: (pageContext: object) => unknown, getPageAssets: unknown }} KnownPage
 * @typedef {{ pageId: string, routeFunction: (pageContext: object) => unknown }} RouteEntry
 */

/** @type {Promise<RouteEntry[] | null> | null} */
let routing = null;
/** @type {Map<string, KnownPage>} */
const known = new Map();

/**
 * Every page's route function, or null when some page routes otherwise (a route string, a filesystem
 * route) or vike does not say: then vike's precedence rules decide, and every page goes through vike.
 * @returns {Promise<RouteEntry[] | null>}
 */
function routes() {
  routing ??= import('vike/__internal')
    .then(({ getPagesAndRoutes }) => getPagesAndRoutes())
    .then(({ pageRoutes }) =>
      pageRoutes.every((r) => r.routeType === 'FUNCTION' && typeof r.routeFunction === 'function')
        ? pageRoutes.map((r) => ({ pageId: r.pageId, routeFunction: /** @type {RouteEntry['routeFunction']} */ (r.routeFunction) }))
        : null,
    )
    // A vike without this export for integrations: every page through renderPage, as before D-402.
    .catch(() => null);
  return routing;
}

/**
 * Takes a page's functions from a page vike rendered with 200.
 * @param {Record<string, any>} pageContext vike's answer
 */
export function learn(pageContext) {
  const id = pageContext.pageId;
  if (!id || known.has(id) || pageContext.httpResponse?.statusCode !== 200) return;
  const exports = pageContext.exports ?? {};
  if (typeof exports.data !== 'function' || typeof exports.onRenderHtml !== 'function' || !pageContext.Page) return;
  known.set(id, { Page: pageContext.Page, data: exports.data, onRenderHtml: exports.onRenderHtml, getPageAssets: pageContext.__getPageAssets });
}

/**
 * vike's URL parts for a plain path as the job asks for them; null for one vike would decode, resolve or
 * redirect (an escape, a dot segment, an empty segment, a trailing slash).
 * @param {string} url
 */
function urlParts(url) {
  if (!/^\/[\x21-\x7e]*$/.test(url) || /[%#]/.test(url)) return null;
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const segments = pathname.split('/').slice(1);
  if (pathname !== '/' && segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  const searchOriginal = q === -1 ? null : url.slice(q);
  const params = new URLSearchParams(searchOriginal ?? '');
  /** @type {Record<string, string>} */
  const search = {};
  /** @type {Record<string, string[]>} */
  const searchAll = {};
  for (const [k, v] of params) {
    search[k] = v;
    (searchAll[k] ??= []).push(v);
  }
  return {
    pathname,
    urlParsed: { href: url, protocol: null, hostname: null, port: null, origin: null, pathname, pathnameOriginal: pathname, search, searchAll, searchOriginal },
  };
}

/**
 * The page rendered directly, or null: vike must render it.
 * @param {{ url: string, host: string, site: string, contentApiUrl: string, dataGeneration: string, build: string, file?: string }} task
 * @returns {Promise<{ pageContext: Record<string, any>, body: string } | null>}
 */
export async function renderDirect(task) {
  const all = await routes();
  const parts = urlParts(task.url);
  if (!all || !parts) return null;
  /** @type {Record<string, any>} */
  const pageContext = {
    urlOriginal: task.url,
    urlPathname: parts.pathname,
    urlParsed: parts.urlParsed,
    host: task.host,
    siteSlug: task.site,
    contentApiUrl: task.contentApiUrl,
    dataGeneration: task.dataGeneration,
    build: task.build,
    publishesStylesheet: Boolean(task.file),
    is404: null,
  };
  let match = null;
  for (const r of all) {
    const answer = r.routeFunction(pageContext);
    if (answer === false || answer === undefined || answer === null) continue;
    if (match) return null;
    match = { pageId: r.pageId, answer };
  }
  const page = match && known.get(match.pageId);
  if (!match || !page) return null;
  const routeParams = typeof match.answer === 'object' ? (/** @type {{ routeParams?: object }} */ (match.answer).routeParams ?? {}) : {};
  Object.assign(pageContext, { pageId: match.pageId, routeParams, Page: page.Page, __getPageAssets: page.getPageAssets });
  try {
    pageContext.data = await page.data(pageContext);
    const rendered = /** @type {{ pageContext?: Record<string, unknown> }} */ (await page.onRenderHtml(pageContext));
    const body = rendered?.pageContext?.renderedDocument;
    if (typeof body !== 'string') return null;
    Object.assign(pageContext, rendered.pageContext);
    return { pageContext, body };
  } catch {
    // A redirect, a 404 or a failure: vike renders it again, by its own rules.
    return null;
  }
}
