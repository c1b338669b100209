// The page's stylesheets inlined into its <head> (D-285): vike would link one file per CSS module the page
// uses (about 15 render-blocking requests); their text in one <style> costs the HTML ~3 KB gzip and spares
// the browser every stylesheet round trip before the first paint. Server only (node:fs).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const inlinedSets = new Map<string, { style: string; inlined: Set<string> }>();

/**
 * What the document gets for its stylesheets: one `<style>` of their texts, and the links left to vike (none in a
 * build). Made once per set of stylesheets (a page type's), not per page: the texts are a build's files.
 */
export function inlineStylesheets(srcs: readonly string[], root?: string): { style: string; inlined: ReadonlySet<string> } {
  const key = `${root ?? ''}|${srcs.join('|')}`;
  let made = inlinedSets.get(key);
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
  made = { style: parts.length ? `<style>${parts.join('\n')}</style>` : '', inlined };
  // Outside a build (vite dev) nothing is inlined and nothing kept: the files change under it there.
  if (inlined.size) inlinedSets.set(key, made);
  return made;
}
