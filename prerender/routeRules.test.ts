import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteRule } from '../domain/types';
import { routeRulesIndex, writeRouteRules } from './routeRules';
import { routeRuleFiles } from './routeRuleFiles';
import { nginxConfig } from './nginx';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const outDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'route-rules-'));
  dirs.push(d);
  return d;
};

const RULES: RouteRule[] = [
  { from: '/regi', to: '/uj', status: 301 },
  { from: '/Kampany', to: 'https://kampany.example.org/?a=$1', status: 302 },
  { from: '/api/x', to: '/uj', status: 301 },
  { from: '/regi', to: '/masodik', status: 301 },
];

describe('the server rules published for the edge', () => {
  it('writes the rules the edge can serve for the origin and nginx, once per change, each left-out rule logged', async () => {
    const dir = outDir();
    const log: string[] = [];
    expect(await writeRouteRules(dir, RULES, (l) => log.push(l))).toBe(true);
    const files = routeRuleFiles(dir);
    expect(JSON.parse(readFileSync(files.json, 'utf8'))).toEqual(RULES.slice(0, 2));
    expect(readFileSync(files.map, 'utf8')).toBe('"/regi" "/uj";\n"~^!\\\\/Kampany$" "https://kampany.example.org/?a=${hirter_dollar}1";\n');
    expect(readFileSync(files.map302, 'utf8')).toBe('"~^!\\\\/Kampany$" "302";\n');
    expect(log).toEqual([expect.stringMatching(/left out .*\/api\/x.*not redirected/), expect.stringMatching(/left out .*\/masodik.*a second rule of \/regi/)]);
    expect(await writeRouteRules(dir, RULES, () => {})).toBe(false);
    expect(await writeRouteRules(dir, [], () => {})).toBe(true);
    expect(readFileSync(files.map, 'utf8')).toBe('');
  });

  it('the origin reads them again when the file changed, at most once a second', async () => {
    const dir = outDir();
    let now = 0;
    const rules = routeRulesIndex(dir, () => now);
    expect(rules()).toEqual([]);
    await writeRouteRules(dir, RULES.slice(0, 1), () => {});
    expect(rules()).toEqual([]);
    now += 1000;
    expect(rules()).toEqual(RULES.slice(0, 1));
  });

  it("nginx.conf includes the job's files unless rules are given inline", () => {
    const conf = nginxConfig({ outDir: '/srv/out' });
    expect(conf).toContain('include "/srv/out/route-rules.map*";');
    expect(conf).toContain('include "/srv/out/route-rules-302.map*";');
    expect(conf).toMatch(/^\s*map_hash_bucket_size 256;$/m);
    expect(nginxConfig({ outDir: '/srv/out', serverRules: RULES })).not.toContain('route-rules.map');
  });
});
