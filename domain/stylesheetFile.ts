// Where a page's stylesheet goes when the prerender job publishes it as a file (D-424): one file per set of CSS
// modules (a page type's), under /assets/ (cached for good, domain/serving.ts), named by its text's hash, so a
// name never changes its content and a new build's set takes a new name.

const DIR = '/assets/styles/';
const HREF = /^\/assets\/styles\/[\w-]{8,64}\.css$/;

/** The URL path of the stylesheet whose text has this hash. */
export const stylesheetHref = (hash: string): string => `${DIR}${hash}.css`;

/** Whether a path is one stylesheetHref makes (what a render worker reports is checked before it becomes a file). */
export const isStylesheetHref = (href: string): boolean => HREF.test(href);
