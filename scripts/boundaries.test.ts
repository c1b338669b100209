// The import boundaries of eslint.config.mjs (#34 point 6) are rules that fire: a circle and an import across a
// strict row of the layer table are lint errors. Linted as text under a real path, so no file is written.
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function rulesFired(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('import boundaries', () => {
  it('pass the files as they are', async () => {
    expect(await rulesFired('domain/sites.ts', readFileSync('domain/sites.ts', 'utf8'))).toEqual([]);
  });

  it('refuse a circle of imports', async () => {
    // domain/ads.ts imports domain/sites.ts: sites importing ads back closes a circle.
    const code = `import { AD_ZONE_PREFIX } from './ads';\n${readFileSync('domain/sites.ts', 'utf8')}\nexport const zone = AD_ZONE_PREFIX;\n`;
    expect(await rulesFired('domain/sites.ts', code)).toContain('local/no-import-circle');
  });

  it('refuse a circle of type imports', async () => {
    // domain/facades.ts takes its types from domain/facade.ts: the leaf taking a type back closes a circle.
    const code = `import type { EmbedKind } from './facades';\n${readFileSync('domain/facade.ts', 'utf8')}\nexport type Kind = EmbedKind;\n`;
    expect(await rulesFired('domain/facade.ts', code)).toContain('local/no-import-circle');
  });

  it('refuse a function over 100 lines, except in a seed generator', async () => {
    const code = `export function long(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(98)}  return n;\n}\n`;
    expect(await rulesFired('server/probe.ts', code)).toContain('max-lines-per-function');
    expect(await rulesFired('services/seed/probe.ts', code)).toEqual([]);
  });

  it.each([
    ['domain/probe.ts', "import { rootLogger } from '../config/log';\nexport const l = rootLogger;\n"],
    ['config/probe.ts', "import { startOrigin } from '../server/origin';\nexport const s = startOrigin;\n"],
    ['contentClient/probe.ts', "import { SETTINGS } from '../config/settings';\nexport const s = SETTINGS;\n"],
    ['prerender/probe.ts', "import { startOrigin } from '../server/origin';\nexport const s = startOrigin;\n"],
    ['workers/probe.ts', "import { entryLoaderScript } from '../renderer/entryScript';\nexport const e = entryLoaderScript;\n"],
    // The page's code points one way: renderer/ → components/ → live/ → domain/.
    ['renderer/probe.ts', "import { startOrigin } from '../server/origin';\nexport const s = startOrigin;\n"],
    ['components/Probe/probe.ts', "import { loadShell } from '../../renderer/shell';\nexport const l = loadShell;\n"],
    ['live/probe.ts', "import PlayerBar from '../components/PlayerBar/PlayerBar';\nexport const p = PlayerBar;\n"],
    ['live/player/probe.ts', "import { startPage } from '../../renderer/page';\nexport const s = startPage;\n"],
    ['lib/probe.ts', "import { SITES } from '../domain/sites';\nexport const s = SITES;\n"],
    ['maps/probe.ts', "import { PODCASTS } from '../services/seed/podcasts';\nexport const p = PODCASTS;\n"],
    ['prerender/seedProbe.ts', "import { seedStore } from '../services/seed/seed';\nexport const s = seedStore;\n"],
  ])('refuse %s an import its row does not allow', async (filePath, code) => {
    expect(await rulesFired(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  it('let the stand-in services, the scripts and the tests import the seed', async () => {
    const code = "import { seedStore } from '../services/seed/seed';\nexport const s = seedStore;\n";
    expect(await rulesFired('scripts/probe.ts', code)).toEqual([]);
    expect(await rulesFired('prerender/probe.test.ts', code)).toEqual([]);
    expect(await rulesFired('services/editor/probe.ts', "import { seedStore } from '../seed/seed';\nexport const s = seedStore;\n")).toEqual([]);
  });
});

describe('data-* names (#34 point 5)', () => {
  it.each([
    ['a selector', 'live/probe.ts', "export const blog = () => document.querySelector('[data-live-blog]');\n"],
    ['a template selector', 'components/Quiz/probe.ts', 'export const q = (id: string) => document.querySelector(`[data-question="${id}"]`);\n'],
    ['getAttribute', 'renderer/probe.ts', "export const site = () => document.documentElement.getAttribute('data-site');\n"],
    ['dataset', 'live/player/probe.ts', 'export const v = (el: HTMLElement) => el.dataset.version;\n'],
  ])('refuse a script spelling one outside an attrs file: %s', async (_, filePath, code) => {
    expect(await rulesFired(filePath, code)).toContain('no-restricted-syntax');
  });

  it('take them in an attrs file', async () => {
    expect(await rulesFired('live/attrs.ts', readFileSync('live/attrs.ts', 'utf8'))).toEqual([]);
  });
});
