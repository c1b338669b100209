// A whole test world for a process that is not a Playwright worker (the HTTP tier's vitest setup, the
// benchmarks): the run's template (E2E_TEMPLATE_DIR), or one made here and removed at the end, and one world
// from it in a child process, its addresses set as the E2E_* variables of this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './build';
import { spawnWorld } from './spawn';
import { makeTemplate } from './template';
import type { WorldEnv } from './world';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function worldSession(o: { name: string }): Promise<{ env: WorldEnv; template: string; stop(): Promise<void> }> {
  if (process.env.E2E_SKIP_BUILD !== '1') await buildApp(ROOT);
  let made: string | null = null;
  let template = process.env.E2E_TEMPLATE_DIR;
  if (!template) {
    made = mkdtempSync(join(tmpdir(), 'reader-template-'));
    try {
      await makeTemplate({ dir: made, distDir: join(ROOT, 'dist') });
    } catch (err) {
      rmSync(made, { recursive: true, force: true });
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
      stop: async () => {
        await world.stop();
        if (made) rmSync(made, { recursive: true, force: true });
      },
    };
  } catch (err) {
    if (made) rmSync(made, { recursive: true, force: true });
    throw err;
  }
}
