// Lint (issue #19): typescript-eslint's recommended rules, React hooks and jsx-a11y, over everything we
// write. Formatting is Prettier's (`npm run format:check`), so no stylistic rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import local from './scripts/noImportCircle.mjs';

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
    except: ['./workers', './domain', './config', './node_modules', ...['contentClient/outcome'].flatMap((f) => [`./${f}.mjs`, `./${f}.d.mts`])],
    message: "a render thread loads only domain/, config/ and the content client's outcome.mjs.",
  },
  // The servers read the job's file conventions (prerender/ → server/ is the one direction): what both need sits lower.
  { target: './prerender', from: './server', message: 'prerender/ does not import server/: move what both need to domain/ or config/.' },
  // The page's own code points one way (#34 points 5 and 6): renderer/ → components/ → live/ → domain/. What a lower
  // folder needs from a higher one is handed to it at run time (the island registry, the player's bar, the page hooks).
  {
    target: './renderer',
    from: '.',
    except: ['./renderer', './components', './live', './domain', './contentClient', './config', './node_modules'],
    message: 'renderer/ imports components/, live/, domain/, the content client and config/.',
  },
  {
    target: './components',
    from: '.',
    except: ['./components', './live', './domain', './contentClient', './node_modules'],
    message: 'components/ imports only live/, domain/ and the content client: renderer/ is above it (hand what it needs over at run time).',
  },
  {
    target: './live',
    from: '.',
    except: ['./live', './domain', './contentClient', './node_modules'],
    message: 'live/ imports only domain/ and the content client: components/ and renderer/ are above it.',
  },
  {
    target: ['./!(services|scripts)/**', './*.{ts,mjs}'],
    from: './services/seed',
    message: 'the seed is the stand-ins’ test data: only services/ and scripts/ import it (product data lives in maps/, tools in lib/).',
  },
];

/**
 * Where a data-* attribute's name is spelled (#34 point 5, domain/dataAttributes.ts): each feature's attrs file, which
 * the code writing the attribute and the script reading it both import. The page's code may not spell one elsewhere,
 * nor read `dataset`, whose camel-cased keys hide the name.
 */
const DATA_ATTRIBUTE_FILES = ['**/attrs.ts'];
const DATA_ATTRIBUTE_MESSAGE = 'a data-* name is a constant of an attrs file (domain/dataAttributes.ts), imported by its writer and its reader.';
const DATA_ATTRIBUTE_SYNTAX = [
  { selector: 'Literal[value=/(^|[^a-z])data-[a-z]/]', message: DATA_ATTRIBUTE_MESSAGE },
  { selector: 'TemplateElement[value.raw=/(^|[^a-z])data-[a-z]/]', message: DATA_ATTRIBUTE_MESSAGE },
  { selector: "MemberExpression[property.name='dataset']", message: `no dataset: ${DATA_ATTRIBUTE_MESSAGE}` },
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
    // Import boundaries (#34 point 6): no circle of imports anywhere, type imports included (import-x/no-cycle
    // cannot count them, so the rule is ours), and the strict rows of the layer table.
    plugins: { 'import-x': importX, local },
    settings: {
      // How import-x reads the files an import leads to: TypeScript's parser and resolver.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'local/no-import-circle': 'error' },
  },
  {
    ignores: TESTS,
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: ZONES }] },
  },
  {
    // No function over 100 lines (#34 point 6), every line counted, comments and blank ones too: what a reader
    // must hold in mind at once is the whole function, whatever its lines hold.
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Exempt: the tests (a describe block is a list of cases, bench/ a script of measures) and the seed's
    // generators (a generator is one long recipe of fake data).
    files: [...TESTS, 'services/seed/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: ['renderer/**', 'components/**', 'live/**', 'maps/**'],
    ignores: [...TESTS, ...DATA_ATTRIBUTE_FILES],
    rules: { 'no-restricted-syntax': ['error', ...DATA_ATTRIBUTE_SYNTAX] },
  },
  {
    // Playwright's fixtures: `use` is its callback, not React's hook, and `{}` is "no fixtures needed".
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off', '@typescript-eslint/no-empty-object-type': 'off' },
  },
);
