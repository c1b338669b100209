// Where a page's stylesheet goes when the prerender job publishes it as a file (D-424): one file per set of CSS
// modules (a page type's), under /assets/ (cached for good, domain/serving.ts), named by its text's hash, so a
// name never changes its content and a new build's set takes a new name. Server only (node:crypto).
import { createHash } from 'node:crypto';

const DIR = '/assets/styles/';
const HREF = /^\/assets\/styles\/[\w-]{8,64}\.css$/;

/** The URL path of the stylesheet with this text: 16 characters of its SHA-256 (base64url). */
export const stylesheetHref = (text: string): string => `${DIR}${createHash('sha256').update(text).digest('base64url').slice(0, 16)}.css`;

/** Whether a path has the shape stylesheetHref gives (what a render worker reports is checked before it becomes a file). */
export const isStylesheetHref = (href: string): boolean => HREF.test(href);
