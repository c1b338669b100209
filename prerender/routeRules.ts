// The server-provided redirect rules at the edge: the job writes the content API's rules into the output on
// every run (prerender/routeRuleFiles.ts names the files), and nginx is reloaded when they changed; the origin
// reads them from there. So the edge serves a rule from the first run after an editor added it.
import { readFile } from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import type { RouteRule } from '../domain/types';
import { routeRuleProblem } from '../domain/redirects';
import { serverRuleMapLines } from './nginx';
import { routeRuleFiles } from './routeRuleFiles';
import { writeFileAtomic } from './atomicWrite';

/** The rules the edge serves: each path's first, and none the edge cannot (each left out with a log line). */
export function servedRouteRules(rules: readonly RouteRule[], log: (line: string) => void): RouteRule[] {
  const seen = new Set<string>();
  return rules.filter((r) => {
    const problem = routeRuleProblem(r) ?? (seen.has(r.from) ? `a second rule of ${r.from}` : null);
    if (problem) log(`route rules: left out ${JSON.stringify(r).slice(0, 200)}: ${problem}`);
    seen.add(r.from);
    return problem === null;
  });
}

/** Writes the files when the rules changed; true when they did (nginx must then reload to see them). */
export async function writeRouteRules(outDir: string, rules: readonly RouteRule[], log: (line: string) => void): Promise<boolean> {
  const files = routeRuleFiles(outDir);
  const served = servedRouteRules(rules, log);
  const json = JSON.stringify(served);
  if ((await readFile(files.json, 'utf8').catch(() => null)) === json) return false;
  const lines = serverRuleMapLines(served);
  // nginx's maps first: an origin that sees the new JSON never redirects where nginx could not.
  await writeFileAtomic(files.map, lines.to.map((l) => `${l}\n`).join(''));
  await writeFileAtomic(files.map302, lines.status302.map((l) => `${l}\n`).join(''));
  await writeFileAtomic(files.json, json);
  return true;
}

/**
 * The origin's view of the published rules: read again when the file changed, looked at no more than once a
 * second. No file yet (an output of an older job): no server rules.
 */
export function routeRulesIndex(outDir: string, now: () => number = Date.now): () => RouteRule[] {
  const file = routeRuleFiles(outDir).json;
  let rules: RouteRule[] = [];
  let stamp = '';
  let checked = -Infinity;
  return () => {
    if (now() - checked < 1000) return rules;
    checked = now();
    let next = '';
    try {
      const s = statSync(file);
      next = `${s.mtimeMs}:${s.size}`;
    } catch {
      rules = [];
      stamp = '';
      return rules;
    }
    if (next !== stamp) {
      try {
        rules = JSON.parse(readFileSync(file, 'utf8')) as RouteRule[];
        stamp = next;
      } catch {
        // Renamed into place, so never half-written; anything else unreadable keeps the last rules.
      }
    }
    return rules;
  };
}
