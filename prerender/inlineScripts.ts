// The hashes of the pages' inline scripts for the Content-Security-Policy (domain/serving.ts): read off the
// rendered HTML itself, so the hash is of exactly the text the build wrote (a function's source text
// differs between the bundle and the TypeScript the servers run).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SITES } from '../domain/sites';

/** Hashes of the executable inline scripts of an HTML page (`<script>` without attributes). */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) out.add(`sha256-${createHash('sha256').update(m[1]!).digest('base64')}`);
  return [...out].sort();
}

/**
 * The inline scripts of the static output, from each domain's front page (it holds every kind: the colour
 * mode's and the auto block's); read again when a front page changes.
 */
export function outputScriptHashes(outDir: string, recheckMs = 1000): () => string[] {
  let seen = '';
  let hashes: string[] = [];
  let checkedAt = -Infinity;
  const domains = [...new Set(Object.values(SITES).map((s) => s.domain))];
  return () => {
    // The front pages change with a deploy, not per request: look at them at most once a second.
    const now = Date.now();
    if (now - checkedAt < recheckMs) return hashes;
    checkedAt = now;
    const files = domains.map((d) => join(outDir, d, 'index.html'));
    const stamp = files
      .map((f) => {
        try {
          return String(statSync(f).mtimeMs);
        } catch {
          return '-';
        }
      })
      .join('|');
    if (stamp === seen) return hashes;
    const all = new Set<string>();
    for (const f of files) {
      try {
        for (const h of inlineScriptHashes(readFileSync(f, 'utf8'))) all.add(h);
      } catch {
        /* no front page yet: no inline script allowed until there is one */
      }
    }
    seen = stamp;
    hashes = [...all].sort();
    return hashes;
  };
}
