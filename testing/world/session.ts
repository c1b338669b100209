// A whole test world for a process that is not a Playwright worker (the HTTP tier's vitest setup, the
// benchmarks): the run's template (E2E_TEMPLATE_DIR), or one made here and removed at the end, and one world
// from it in a child process, its addresses set as the E2E_* variables of this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testBuild } from './build';
import { spawnWorld } from './spawn';
import { makeTemplate } from './template';
import type { WorldEnv } from './world';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function worldSession(o: { name: string }): Promise<{ env: WorldEnv; template: string; distDir: string; stop(): Promise<void> }> {
  const build = await testBuild(ROOT);
  let made: string | null = null;
  let template = process.env.E2E_TEMPLATE_DIR;
  if (!template) {
    made = mkdtempSync(join(tmpdir(), 'reader-template-'));
    try {
      await makeTemplate({ dir: made, distDir: build.distDir });
    } catch (err) {
      rmSync(made, { recursive: true, force: true });
      build.remove();
      throw err;
    }
    template = made;
  }
  try {
    const world = await spawnWorld({ template, name: o.name });
    Object.assign(process.env, world.env);
    return {
      env: world.env,
      template,
      distDir: build.distDir,
      stop: async () => {
        await world.stop();
        if (made) rmSync(made, { recursive: true, force: true });
        build.remove();
      },
    };
  } catch (err) {
    if (made) rmSync(made, { recursive: true, force: true });
    build.remove();
    throw err;
  }
}
