// The page's stylesheet: the text of every CSS module its type uses, in vike's order, as one (D-285). vike would
// link one file per module (about 15 render-blocking requests). A page the prerender job publishes links that
// text as one file of its own, which the job writes beside it (D-424): the same 32 KB was otherwise compressed
// and written again into every page. A page rendered on demand (render server, preview) owns no output, and gets
// the text inline in a <style>. Server only (node:fs).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stylesheetHref } from '../domain/stylesheetFile';

/** The client build's folder (`dist/client`): the first ancestor of this bundle holding `client/` beside `server/`. */
function findClientDir(from: string): string | null {
  let dir = from;
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'client')) && existsSync(join(dir, 'server', 'entry.mjs'))) return join(dir, 'client');
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return null;
}

let clientDir: string | null | undefined;
const texts = new Map<string, string | null>();

/** A built stylesheet's text by its URL path (`/assets/static/x.css`), or null outside a build (vite dev). */
export function stylesheetText(src: string, root?: string): string | null {
  if (!/^\/assets\/[\w./-]+\.css$/.test(src) || src.includes('..')) return null;
  const dir = root ?? (clientDir ??= findClientDir(dirname(fileURLToPath(import.meta.url))));
  if (!dir) return null;
  const key = `${dir}|${src}`;
  if (!texts.has(key)) {
    try {
      texts.set(key, readFileSync(join(dir, src), 'utf8'));
    } catch {
      texts.set(key, null);
    }
  }
  return texts.get(key) ?? null;
}

export interface PageStylesheet {
  /** The modules' texts as one stylesheet ('' when none could be read). */
  text: string;
  /** Where the job publishes `text` (domain/stylesheetFile.ts), named by its hash; null without a text. */
  href: string | null;
  /** The text in a <style> element, for a page that links no file. */
  style: string;
  /** The stylesheets it holds: vike links only the others (none in a build). */
  inlined: ReadonlySet<string>;
}

const sets = new Map<string, PageStylesheet>();

/** The page's stylesheet of the modules `srcs`, made once per set (a page type's), not per page: the texts are a build's files. */
export function pageStylesheet(srcs: readonly string[], root?: string): PageStylesheet {
  const key = `${root ?? ''}|${srcs.join('|')}`;
  let made = sets.get(key);
  if (made) return made;
  const inlined = new Set<string>();
  const parts: string[] = [];
  for (const src of srcs) {
    const text = stylesheetText(src, root);
    if (text === null) continue;
    inlined.add(src);
    // A stylesheet cannot end the element early: '</style' is refused by the build's CSS, but guard anyway.
    parts.push(text.replace(/<\/style/gi, '<\\/style').trim());
  }
  const text = parts.join('\n');
  const href = text ? stylesheetHref(text) : null;
  made = { text, href, style: text ? `<style>${text}</style>` : '', inlined };
  // Outside a build (vite dev) nothing is read and nothing kept: the files change under it there.
  if (inlined.size) sets.set(key, made);
  return made;
}
