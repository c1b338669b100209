// Lint (issue #19): typescript-eslint's recommended rules, React hooks and jsx-a11y, over everything we
// write. Formatting is Prettier's (`npm run format:check`), so no stylistic rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Test files: they may reach across the layers for fixtures (docs/architecture.md "Known exceptions"). */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'testing/**', 'bench/**'];

/**
 * The layer table of docs/architecture.md where it is strict: a folder's code imports only what its row
 * allows. `domain/` is the floor and imports nothing outside itself; `lib/` nothing either; `config/` only `domain/`;
 * the content client only `domain/`; the render threads only what a thread may load; and the seed code is the
 * stand-in services' and the scripts' alone (tests may seed their worlds with it).
 */
const ZONES = [
  { target: './domain', from: '.', except: ['./domain', './node_modules'], message: 'domain/ is pure: it imports nothing outside domain/.' },
  { target: './lib', from: '.', except: ['./lib', './node_modules'], message: 'lib/ holds general tools: it imports nothing outside lib/.' },
  { target: './config', from: '.', except: ['./config', './domain', './node_modules'], message: 'config/ imports only domain/.' },
  { target: './contentClient', from: '.', except: ['./contentClient', './domain', './node_modules'], message: 'the content client imports only domain/.' },
  {
    target: './workers',
    from: '.',
    // An .mjs import resolves to its .d.mts declarations.
    except: [
      './workers',
      './domain',
      './config',
      './node_modules',
      ...['contentClient/outcome', 'renderer/entryTag'].flatMap((f) => [`./${f}.mjs`, `./${f}.d.mts`]),
    ],
    message: 'a render thread loads only domain/, config/ and the two shared .mjs files.',
  },
  {
    target: ['./!(services|scripts)/**', './*.{ts,mjs}'],
    from: './services/seed',
    message: 'the seed is the stand-ins’ test data: only services/ and scripts/ import it (product data lives in maps/, tools in lib/).',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '**/*.d.mts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    // The classic hook rules; the React Compiler's rules (set-state-in-effect, immutability…) do not apply:
    // islands read browser-only state in an effect after hydration on purpose (the server cannot know it).
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused names are errors, but a leading underscore says "on purpose" (a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Our control-character regexes exist to refuse control characters in paths, slugs and headers.
      'no-control-regex': 'off',
    },
  },
  {
    // Import boundaries (#34 point 6): no circle of imports anywhere, and the strict rows of the layer table.
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the files an import leads to: TypeScript's parser and resolver.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    ignores: TESTS,
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: ZONES }] },
  },
  {
    // Playwright's fixtures: `use` is its callback, not React's hook, and `{}` is "no fixtures needed".
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off', '@typescript-eslint/no-empty-object-type': 'off' },
  },
);
