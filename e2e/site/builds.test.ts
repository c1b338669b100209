// Every page names the build it belongs to (the page registers that build's service worker, live/navigation.ts):
// the output's latest build, alike on the render server, the static origin and nginx. (The worker a first visit
// installs, and a new build's: e2e/live.spec.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { findArticle } from '../corpus';
import { e2eEnv } from '../env';
import { page, servers } from './http';
import { MAIN_DOMAIN } from '../../domain/sites';

it.each(Object.entries(servers()))("a page names the output's latest build on the %s", async (_name, base) => {
  const { id } = JSON.parse(readFileSync(join(e2eEnv().outDir, MAIN_DOMAIN, 'builds', 'latest.json'), 'utf8')) as { id: string };
  const live = await findArticle(`a.visible = 1 AND a.type = 'liveblog' AND a.site_slug = 'main' AND a.doc LIKE '%"live":true%'`);
  for (const path of ['/', live.path]) expect((await page(base, path)).documentElement.getAttribute('data-build'), path).toBe(id);
});
