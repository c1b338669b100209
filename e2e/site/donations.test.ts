// reader-site.md §5: with the donations flag on, the main site's support routes are a 404 and no page points to
// them; off again, they are back. An editor flips it (`npm run editor -- donations on|off`); the render server
// follows its shared data, the cron job's next run re-renders every page and takes the support pages' files
// down, or puts them back. The flag is global, so this file has a world of its own: the tier's shared one stays
// as the other files read it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnWorld, type WorldProcess } from '../../testing/world/spawn';
import { SUPPORT_PATHS } from '../../domain/screens';
import { runEditor } from '../../services/editor/cli';
import { ask, documentOf } from './http';

/**
 * Against a hang only: the change is published by one run over every page of the world, the support pages near its
 * end (the run goes in URL order). On a machine kept busy by other work that run took over 150 s.
 */
const CEILING_MS = 10 * 60_000;

let world: WorldProcess;
beforeAll(async () => {
  world = await spawnWorld({ template: inject('template'), name: 'donations' });
}, 180_000);
afterAll(() => world?.stop());

const servers = () => ({ render: world.env.E2E_BASE_URL, origin: world.env.E2E_ORIGIN_URL, nginx: world.env.E2E_NGINX_URL! });

/** What a reader sees of the support area on every server: each support route's status, and whether the front page links it. */
async function seen(): Promise<string[]> {
  const out: string[] = [];
  for (const [name, base] of Object.entries(servers())) {
    for (const path of SUPPORT_PATHS) out.push(`${name} ${path} ${(await ask(base, path)).status}`);
    const front = await ask(base, '/');
    const links = documentOf(front.body, front.url).querySelectorAll('a[href="/tamogatas"], a[href^="/tamogatas/"], a[href^="/tamogatas?"]').length;
    out.push(`${name} / ${front.status} ${links > 0 ? 'links the support area' : 'no support link'}`);
  }
  return out;
}

const expected = (status: number, front: string) =>
  Object.keys(servers()).flatMap((name) => [...SUPPORT_PATHS.map((path) => `${name} ${path} ${status}`), `${name} / 200 ${front}`]);

describe('the donations flag', () => {
  it(
    'on: every support route is a 404 on the render server, the origin and nginx, and the front page no longer links it; off: back',
    async () => {
      const db = world.env.E2E_CONTENT_DB;
      expect(await seen()).toEqual(expected(200, 'links the support area'));
      expect(runEditor(['donations', 'on'], db)).toMatchObject({ code: 0 });
      await expect.poll(seen, { timeout: CEILING_MS, interval: 500 }).toEqual(expected(404, 'no support link'));
      expect(runEditor(['donations', 'off'], db)).toMatchObject({ code: 0 });
      await expect.poll(seen, { timeout: CEILING_MS, interval: 500 }).toEqual(expected(200, 'links the support area'));
    },
    2 * CEILING_MS + 30_000,
  );
});
