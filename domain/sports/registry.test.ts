import { describe, expect, it } from 'vitest';
import { SPORTS } from './registry';
import { livescoreKey, livescoreApiPath } from './sport';
import { matchRoute, ROUTE_NAMES } from '../routes';
import { queryScreenForwarded } from '../serving';
import { screenPaths } from '../screens';
import { EMBED_KINDS } from '../articleBody/embedKinds';
import { listViewFor } from '../listViews';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('the sports registry', () => {
  it('gives each sport its own name, path, service and dependency key', () => {
    expect(unique(SPORTS.map((s) => s.name))).toBe(true);
    expect(unique(SPORTS.map((s) => s.path))).toBe(true);
    expect(unique(SPORTS.map((s) => s.service))).toBe(true);
    expect(unique(SPORTS.map(livescoreKey))).toBe(true);
    // A sport's name is its route's name: it must be no other route's.
    expect(unique(ROUTE_NAMES)).toBe(true);
  });

  it.each(SPORTS.map((s) => [s.name, s] as const))("routes %s's screen on both domains, prerenders its default state, forwards its query states", (_, s) => {
    expect(matchRoute('main', s.path, { donationsOff: false }).name).toBe(s.name);
    expect(matchRoute('ro', s.path, { donationsOff: false }).name).toBe(s.name);
    expect(screenPaths('main', { donationsOff: false, docSlugs: [] })).toContain(s.path);
    expect(queryScreenForwarded(s.path, '')).toBe(false);
    for (const p of s.params) expect(queryScreenForwarded(s.path, `?${p}=1`)).toBe(true);
    expect(queryScreenForwarded(s.path, '?utm_source=x')).toBe(false);
  });

  it("lists the sports' body embeds first among the kinds", () => {
    const kinds = SPORTS.flatMap((s) => s.embedKinds.map((k) => k.name));
    expect(EMBED_KINDS.slice(0, kinds.length).map((k) => k.name)).toEqual(kinds);
  });

  it("gives each sport a tab in the sport section's menu, in the registry's order", () => {
    const v = listViewFor('main', '/rovat/sport');
    expect(v && 'tabs' in v ? v.tabs?.slice(1).map((t) => [t.label, t.href]) : null).toEqual(SPORTS.map((s) => [s.title, s.path]));
  });

  it('reads the live-score data for the browser through the content API', () => {
    expect(SPORTS.map((s) => livescoreApiPath(s, 'x'))).toEqual(['/api/livescore/football/x', '/api/livescore/formula-1/x']);
    expect(SPORTS.map(livescoreKey)).toEqual(['livescore:football', 'livescore:formula-1']);
  });
});
