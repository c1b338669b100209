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
    expect(await rulesFired('domain/sites.ts', code)).toContain('import-x/no-cycle');
  });

  it.each([
    ['domain/probe.ts', "import { rootLogger } from '../config/log';\nexport const l = rootLogger;\n"],
    ['config/probe.ts', "import { startOrigin } from '../server/origin';\nexport const s = startOrigin;\n"],
    ['contentClient/probe.ts', "import { SETTINGS } from '../config/settings';\nexport const s = SETTINGS;\n"],
    ['lib/probe.ts', "import { SITES } from '../domain/sites';\nexport const s = SITES;\n"],
    ['maps/probe.ts', "import { PODCASTS } from '../services/seed/podcasts';\nexport const p = PODCASTS;\n"],
    ['prerender/probe.ts', "import { seedStore } from '../services/seed/seed';\nexport const s = seedStore;\n"],
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
