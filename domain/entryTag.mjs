// The page names its module script on <html data-entry> and starts it after `load` (entryScript.ts, D-300).
// vike writes its own <script type="module" async> for the entry and lets no injectFilter leave it out, so
// both renderers (server/ssr.ts, workers/render-worker.mjs) take that one tag out of what vike wrote. Plain
// JavaScript: the render worker runs without the TypeScript loader. Its types: entryTag.d.mts.

/** The attribute of <html> naming the page's module script. */
export const ENTRY_ATTRIBUTE = 'data-entry';

/**
 * The page script a document names (its build, D-205), or null.
 * @param {{ documentElement: { getAttribute(name: string): string | null } }} doc
 * @returns {string | null}
 */
export function entryOf(doc) {
  return doc.documentElement.getAttribute(ENTRY_ATTRIBUTE);
}

const ESCAPE = /[.*+?^${}()|[\]\\]/g;

/**
 * The page without vike's tag for the script its <html data-entry> names; a page naming none as it is. Throws
 * when a page names a script but holds no such tag: vike changed how it writes it, and the page would load
 * its script twice.
 * @param {string} html
 * @returns {string}
 */
export function withoutEntryTag(html) {
  const head = html.slice(0, html.indexOf('>', html.indexOf('<html')) + 1);
  const named = new RegExp(`\\s${ENTRY_ATTRIBUTE}="([^"]+)"`).exec(head);
  if (!named) return html;
  const src = named[1].replace(ESCAPE, '\\$&');
  const tag = new RegExp(`<script src="${src}" type="module" async></script>`);
  if (!tag.test(html)) throw new Error(`the page names its script ${named[1]} but vike wrote no <script src> for it`);
  return html.replace(tag, '');
}
