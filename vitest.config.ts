import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'dist/**', 'data/**', 'e2e/**'],
    reporters: ['default', './testing/summary-reporter.ts'],
    globalSetup: ['content/testing/global-setup.ts'],
    testTimeout: 30_000,
    // vitest keeps a core back by default: on CI's two cores that ran one test file at a time (228 s; 165 s on both).
    maxWorkers: availableParallelism(),
    // graphql has no exports map: Node gives graphql-http its CommonJS build, vite gives our code the ESM one,
    // and graphql refuses a schema from the other copy. Inlined, graphql-http resolves graphql as our code does.
    server: { deps: { inline: ['graphql-http'] } },
    hookTimeout: 120_000,
  },
});
