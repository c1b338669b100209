// `npm run editor -- redirect add|remove|list …`: the server-provided redirect rules (reader-site.md §2, the
// content API's /api/route-rules) as the newsroom keeps them. The prerender job's next run publishes them to the
// edge (prerender/routeRules.ts), so a rule added here is served by the origin and nginx without a deploy.
import type { RouteRule } from '../../domain/types';
import { ROUTE_RULE_LIMITS, routeRuleProblem } from '../../domain/redirects';
import { stmt, type Db } from '../store/schema';

export const REDIRECT_USAGE = `redirect add <útvonal> <cél> [301|302]   (kiszolgálói átirányítás; a cél útvonal vagy https:// cím, alapból 301)
  redirect remove <útvonal>
  redirect list`;

const KEY = 'route-rules';

function rulesOf(db: Db): RouteRule[] {
  const row = stmt(db, 'SELECT value FROM settings WHERE key = ?').get(KEY) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as RouteRule[]) : [];
}

function save(db: Db, rules: RouteRule[]): void {
  stmt(db, 'INSERT INTO settings(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(KEY, JSON.stringify(rules));
}

const line = (r: RouteRule) => `${r.from} → ${r.to} (${r.status})`;

export function runRedirect(rest: string[], db: Db, usage: string): { code: number; out: string } {
  const [action, from, to, status, ...extra] = rest;
  if (action === 'list' && rest.length === 1) return { code: 0, out: rulesOf(db).map(line).join('\n') || '(nincs kiszolgálói átirányítás)' };
  if (action === 'remove' && from !== undefined && rest.length === 2) {
    const rules = rulesOf(db);
    const kept = rules.filter((r) => r.from !== from);
    if (kept.length === rules.length) return { code: 1, out: `Nincs ilyen átirányítás: ${from}` };
    save(db, kept);
    return { code: 0, out: `redirect removed: ${from}` };
  }
  if (action === 'add' && from !== undefined && to !== undefined && extra.length === 0) {
    if (status !== undefined && status !== '301' && status !== '302') return { code: 2, out: `Az átirányítás kódja 301 vagy 302, nem ${status}\n${usage}` };
    const rule: RouteRule = { from, to, status: status === '302' ? 302 : 301 };
    const problem = routeRuleProblem(rule);
    if (problem) return { code: 2, out: `Az átirányítás nem menthető: ${problem}\n${usage}` };
    // A rule replaces the one of its path: one path has one target.
    const rules = [...rulesOf(db).filter((r) => r.from !== from), rule];
    if (rules.length > ROUTE_RULE_LIMITS.rules) return { code: 2, out: `Legfeljebb ${ROUTE_RULE_LIMITS.rules} kiszolgálói átirányítás lehet` };
    save(db, rules);
    return { code: 0, out: `redirect ${line(rule)}` };
  }
  return { code: 2, out: `Ismeretlen redirect művelet: ${rest.join(' ') || '(nincs)'} (add, remove vagy list)\n${usage}` };
}
