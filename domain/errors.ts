// The error page of specialised-features.md "Error page".

export const ERROR_TEXTS = {
  notFound: {
    title: 'A keresett oldal nem található.',
    text: 'Lehet, hogy elírta a címet, vagy a cikket áthelyeztük, esetleg már nem elérhető. A címlapról mindent megtalál.',
  },
  server: {
    title: 'Belső kiszolgálóhiba.',
    text: 'Az oldalt most nem tudjuk megjeleníteni, a hibán már dolgozunk. Kérjük, próbálja újra néhány perc múlva.',
  },
  back: 'Vissza a címlapra',
} as const;

export const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse|headlesschrome\/[\d.]+ \(compatible/i;

/** Crawlers and link previewers get the status code without an error page body. */
export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}

/** What a crawler gets instead of the error page, from every server alike: the status as the title, no body. */
export function botErrorHtml(status: number): string {
  return `<!DOCTYPE html><html lang="hu"><head><meta charset="utf-8"><title>${status}</title><meta name="robots" content="noindex"></head><body></body></html>`;
}

/**
 * The server error page where no page of the site can be had: the CDN with every origin down (prerender/varnish.ts),
 * a renderer whose error page failed too (server/render.ts). The error page's texts and its button in one file with
 * nothing to load, without the site's frame.
 */
export function bareServerErrorHtml(): string {
  const t = ERROR_TEXTS.server;
  const style =
    'body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a;background:#fff}main{max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center}' +
    'a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:4px;background:#c8102e;color:#fff;font-weight:700;text-decoration:none}';
  return (
    `<!DOCTYPE html><html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${t.title}</title><meta name="robots" content="noindex"><style>${style}</style></head>` +
    `<body><main><h1>${t.title}</h1><p>${t.text}</p><a href="/">${ERROR_TEXTS.back}</a></main></body></html>`
  );
}

/** The path the prerender job renders the domain's 404.html from: the page every edge answers a path without a file with. */
export const STATIC_NOT_FOUND_PATH = '/404';
/** The file of it in each domain's output. */
export const STATIC_NOT_FOUND_FILE = '404.html';

/**
 * The path the prerender job renders the domain's server error page from ('Belső kiszolgálóhiba.', specialised-features.md
 * "Error page"): the error page with the server's texts in a prerender run only; a reader asking it gets the 404.
 */
export const STATIC_SERVER_ERROR_PATH = '/500';
/** The file of it in each domain's output, which the edge answers when a page cannot be made (domain/serving.ts RENDER_FAILURE). */
export const STATIC_SERVER_ERROR_FILE = '500.html';
/** The error pages' paths in the output: the edge's answers only, never asked for themselves (a 404). */
export const ERROR_PAGE_PATHS: ReadonlySet<string> = new Set([`/${STATIC_NOT_FOUND_FILE}`, `/${STATIC_SERVER_ERROR_FILE}`]);

/** The variable nginx's 404.html shows the request's path from (prerender/nginx.ts sets it from $request_uri). */
export const NOT_FOUND_PATH_VAR = 'hirter_not_found_path';

/**
 * Where the static 404.html names the path asked ('Page Not Found: {path}', reader-site.md §8): an SSI echo nginx
 * fills in, HTML-escaped; the origin fills it in alike (withNotFoundPath).
 */
export const NOT_FOUND_PATH_SLOT = `<!--# echo var="${NOT_FOUND_PATH_VAR}" default="" -->`;

/** nginx's SSI `entity` escaping: & < > and " (ngx_escape_html). */
const escapeLikeNginx = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The static 404 page for a request: its path slot filled with the path as sent (no query), as nginx fills it. */
export function withNotFoundPath(html: string, rawPath: string): string {
  return html.split(NOT_FOUND_PATH_SLOT).join(escapeLikeNginx(rawPath));
}
