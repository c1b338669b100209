import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';

// graphql has no exports map: Node gives graphql-http its CommonJS build, vite gives our code the ESM one,
// and graphql refuses a schema from the other copy. Inlined, graphql-http resolves graphql as our code does.
const server = { deps: { inline: ['graphql-http'] } };

const UNIT_FILES = ['**/*.test.ts', '**/*.test.tsx'];
const UNIT_EXCLUDE = ['node_modules/**', 'dist/**', 'data/**', 'e2e/**'];
/** What a test file does to the thread it runs in beyond its own tests: a DOM in place of Node's globals, a module replaced. */
export const CHANGES_ITS_THREAD = /@vitest-environment|\bvi\.(?:mock|doMock|stubGlobal)\(/;

/**
 * The unit files that change their thread (D-431): they run each in a fresh one. The rest share a thread's modules
 * file after file, which spares each file re-importing React, hono and zod (the unit phase 84 s against 122 s).
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const threadChangingFiles = globSync(UNIT_FILES, { cwd: root, ignore: UNIT_EXCLUDE }).filter((file) =>
  CHANGES_ITS_THREAD.test(readFileSync(join(root, file), 'utf8')),
);

const unit = {
  // Worker threads, not child processes: each of the 300 files starts faster (6.3 min against 9 on a loaded
  // machine, the same 3,997 tests passing).
  pool: 'threads' as const,
  // Ceilings against a hang (D-304): the property tests' thousands of runs took over 30 s on a loaded machine.
  testTimeout: 120_000,
  hookTimeout: 120_000,
  server,
};

export default defineConfig({
  test: {
    reporters: ['default', './testing/summary-reporter.ts'],
    // vitest keeps a core back by default: on CI's two cores that ran one test file at a time (228 s; 165 s on both).
    // One file more than the cores: many files wait on a child process, a world or a socket, and the slowest ran
    // alone at the end. On two cores: unit 138 s against 159 s, site 157 s against 203 s (one run each, D-428).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        // `npm run test:unit`: the code's own tests, beside it; no build, no browser.
        test: {
          name: 'unit',
          ...unit,
          // The seeded content store (services/testing/fixture.ts); the isolated files have no use for it.
          globalSetup: ['services/testing/global-setup.ts'],
          include: UNIT_FILES,
          exclude: [...UNIT_EXCLUDE, ...threadChangingFiles],
          isolate: false,
        },
      },
      {
        // The unit files that change their thread, each in a fresh one (isolated, vitest's default).
        test: { name: 'unit-isolated', ...unit, include: threadChangingFiles },
      },
      {
        // The HTTP tier of `npm run test:e2e`: what readers, crawlers and nginx get from a whole running site (one
        // world over the real build, e2e/site/setup.ts), asked over HTTP and read as HTML; no browser.
        test: {
          name: 'site',
          include: ['e2e/site/**/*.test.ts'],
          globalSetup: ['e2e/site/setup.ts'],
          setupFiles: ['e2e/site/env.ts'],
          // Its files ask one world over HTTP and change nothing of their thread (testing/unitProjects.test.ts holds
          // them to it): they share a thread's modules, as `unit` does (import 19 s against 43–49 s, D-431).
          isolate: false,
          // Ceilings against a hang, never deadlines (D-304).
          testTimeout: 120_000,
          hookTimeout: 180_000,
          server,
        },
      },
      {
        // The last phase of `npm run test:e2e`, alone on the machine: kill -9 and content API faults against the
        // prerender CLI (e2e/faults/), each test in its own temporary world; no browser.
        test: {
          name: 'faults',
          include: ['e2e/faults/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 180_000,
          server,
        },
      },
    ],
  },
});
