// Lint (issue #19): typescript-eslint's recommended rules, React hooks and jsx-a11y, over everything we
// write. Formatting is Prettier's (`npm run format:check`), so no stylistic rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
    // Playwright's fixtures: `use` is its callback, not React's hook, and `{}` is "no fixtures needed".
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off', '@typescript-eslint/no-empty-object-type': 'off' },
  },
);
