// What a body becomes (sanitised, its embeds found, its placeholders drawn) depends on its content alone, and a
// render thread meets a live blog's posts again and again: its pages, drawn anew for each new post, processed
// every earlier post again. Kept per thread by document, version and use, the last BODIES_KEPT of them; a hit
// must have the same content too, so an unversioned change (a draft in a preview) is never served stale.
// Not an article's own body: a run meets it once (a full build) or as a new version (an edit), and keeping
// a full build's bodies cost it 100 MB and 4 % more CPU in GC (D-400).
import { BODIES_KEPT } from '../constants';

interface Versioned {
  id: number;
  version: number;
  content: string;
}

const kept = new Map<string, { content: string; made: unknown }>();

/** `make(doc.content)`, or its result for this document, version and `use` made earlier in this thread. */
export function byVersion<T>(use: string, doc: Versioned, make: (content: string) => T): T {
  const key = `${use}|${doc.id}|${doc.version}`;
  const hit = kept.get(key);
  if (hit && hit.content === doc.content) {
    // Most recently used last: the first key is the one to drop.
    kept.delete(key);
    kept.set(key, hit);
    return hit.made as T;
  }
  const made = make(doc.content);
  kept.set(key, { content: doc.content, made });
  if (kept.size > BODIES_KEPT) kept.delete(kept.keys().next().value!);
  return made;
}
