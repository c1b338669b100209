import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContentApp } from '../../api/app';
import { openDb } from '../../store/schema';
import { sharedStore } from '../../testing/fixture';
import { crestSvg, ensureFootballImages, footballImages, initials } from './images';
import { footballModel } from './model';
import { teamById } from './teams';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));

describe('the football images', () => {
  it('writes every image the model names once, leaving existing files alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'football-media-'));
    const count = [...footballImages()].length;
    expect(ensureFootballImages(dir)).toBe(count);
    expect(files(dir)).toHaveLength(count);
    const crest = join(dir, 'football', 'teams', '103.svg');
    writeFileSync(crest, 'edited');
    expect(ensureFootballImages(dir)).toBe(0);
    expect(readFileSync(crest, 'utf8')).toBe('edited');
  });

  it('has a file for every team logo, player photo, coach photo, league logo and flag the service answers', () => {
    const paths = new Set([...footballImages()].map(([path]) => path));
    const m = footballModel({ startedAt: Date.UTC(2026, 10, 23, 18) });
    const named = new Set<string>();
    const add = (p: string | null) => p && named.add(p);
    m.countries().forEach((c) => add(c.flag));
    [1, 2, 3, 4].flatMap((c) => m.leagues(c)).forEach((l) => add(l.league.logo));
    for (const id of [m.live[0]!.id, 122063, 424001]) {
      const f = m.fixture(id, Date.UTC(2026, 10, 23, 18))!;
      add(f.teams.home.logo);
      add(f.league.logo);
      f.lineups.forEach((l) => add(l.coach.photo));
    }
    for (const list of Object.values(m.topLists(271, 2026, Date.UTC(2027, 5, 1))!)) list.forEach((p) => add(p.player.photo));
    expect(named.size).toBeGreaterThan(40);
    for (const p of named) expect(paths.has(p), p).toBe(true);
  });

  it('draws a crest in the team colours with its letters, an avatar with initials', () => {
    const crest = crestSvg(teamById(1));
    expect(crest).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(crest).toContain('#1a7a3a');
    expect(crest).toContain('>FTC</text>');
    expect(initials('Szabó Dániel')).toBe('SD');
    expect(initials('Min-jae Kim')).toBe('MJ');
  });

  it('are served under /media as image/svg+xml', async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'football-served-'));
    ensureFootballImages(mediaDir);
    const db = openDb(sharedStore().dbPath);
    try {
      const app = createContentApp({ db, mediaDir, serviceToken: 'x', log: () => {} });
      const res = await app.request('/media/football/teams/1.svg');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await res.text()).toContain('FTC');
    } finally {
      db.close();
    }
  });
});
