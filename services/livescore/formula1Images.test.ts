import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContentApp } from '../api/app';
import { openDb } from '../store/schema';
import { sharedStore } from '../testing/fixture';
import { formula1Model } from './formula1';
import { ensureFormula1Images, formula1Images, teamLogoSvg } from './formula1Images';

const STARTED = Date.UTC(2026, 5, 14, 12);
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));

describe('the Formula 1 pictures', () => {
  it("the service's drivers and teams carry their picture: result rows, standings, team and driver detail with its seasons", () => {
    const m = formula1Model({ startedAt: STARTED });
    const race = m.races(2026, STARTED).find((r) => (m.result(r.id, STARTED) ?? []).length > 0)!;
    const row = m.result(race.id, STARTED)![0]!;
    expect(row.driver.image).toBe(`/media/formula-1/drivers/${row.driver.id}.svg`);
    const standings = m.drivers(2026, STARTED);
    expect(standings).toHaveLength(20);
    for (const d of standings) expect(d.driverImage).toBe(`/media/formula-1/drivers/${d.id}.svg`);
    expect(m.team(3)!.logo).toBe('/media/formula-1/teams/3.svg');
    const driver = m.driver(5)!;
    expect(driver.image).toBe('/media/formula-1/drivers/5.svg');
    expect(driver.teams.map((t) => t.team.logo)).toEqual(driver.teams.map(() => '/media/formula-1/teams/3.svg'));
  });

  it('has a file for every picture the service names, written once, existing files left alone', () => {
    const m = formula1Model({ startedAt: STARTED });
    const paths = new Set([...formula1Images()].map(([path]) => path));
    const named = [
      ...m.drivers(2026, STARTED).map((d) => d.driverImage),
      ...Array.from({ length: 10 }, (_, i) => m.team(i + 1)!.logo),
      ...Array.from({ length: 20 }, (_, i) => m.driver(i + 1)!.image),
    ];
    for (const p of named) expect(paths.has(p!), String(p)).toBe(true);
    expect(paths.size).toBe(30);
    const dir = mkdtempSync(join(tmpdir(), 'f1-media-'));
    expect(ensureFormula1Images(dir)).toBe(30);
    expect(files(dir)).toHaveLength(30);
    const logo = join(dir, 'formula-1', 'teams', '2.svg');
    writeFileSync(logo, 'edited');
    expect(ensureFormula1Images(dir)).toBe(0);
    expect(readFileSync(logo, 'utf8')).toBe('edited');
  });

  it("draws a team's logo in its colour with its short name, a driver's portrait with initials", () => {
    expect(teamLogoSvg(2, 'Ferrari')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*width="64" height="64"/);
    expect(teamLogoSvg(2, 'Ferrari')).toContain('>FER</text>');
    const portrait = new Map(formula1Images()).get('/media/formula-1/drivers/1.svg')!;
    expect(portrait).toContain('>MV</text>');
  });

  it('are served under /media as image/svg+xml', async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'f1-served-'));
    ensureFormula1Images(mediaDir);
    const db = openDb(sharedStore().dbPath);
    try {
      const app = createContentApp({ db, mediaDir, serviceToken: 'x', log: () => {} });
      const res = await app.request('/media/formula-1/drivers/7.svg');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    } finally {
      db.close();
    }
  });
});
