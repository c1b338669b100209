// The HTTP tier's one world (testing/world/): the run's build and template, every service over a copy of it.
// Its addresses reach the tests as the E2E_* variables (e2e/fixtures.ts e2eEnv() reads them), provided to
// every test file of the tier, with the template it was copied from.
import type { TestProject } from 'vitest/node';
import { worldSession } from '../../testing/world/session';
import type { WorldEnv } from '../../testing/world/world';

export default async function setup(project: TestProject) {
  const world = await worldSession({ name: 'site' });
  project.provide('world', world.env);
  project.provide('template', world.template);
  project.provide('distDir', world.distDir);
  return () => world.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    world: WorldEnv;
    /** The run's world template (testing/world/template.ts): a seeded store and its full build. */
    template: string;
    /** The run's build (testing/world/build.ts): a temporary folder, never the checkout's dist/. */
    distDir: string;
  }
}
