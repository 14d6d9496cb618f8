// The lint rules of every workspace (flat config). `npm run lint` runs them with zero warnings allowed.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './lint/architecture-plugin.js';

/** Where settings are read from the environment: configuration only (and tools that start processes). */
const READS_ENV = [
  'backend/src/config/**',
  'backend/src/cli/**',
  'frontend/app/lib/site-config.ts',
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.config.ts',
  '**/*.config.mjs',
  'backend/test/**',
  'test/**',
  'frontend/scripts/**',
  'lint/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/coverage/**',
      'test/test-results/**',
      'test/playwright-report/**',
      '**/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Settings come from configuration (backend/src/config, frontend/app/lib/site-config.ts), not process.env.',
        },
      ],
      eqeqeq: ['error', 'smart'],
      // A variable a closure reads before it is first assigned (the response cache's hooks) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'no-console': 'off',
    },
  },
  { files: READS_ENV, rules: { 'no-restricted-properties': 'off' } },
  {
    // Unit tests sit beside the code they test and may reach any module's internals, as backend/test does.
    files: ['backend/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { architecture },
    rules: { 'architecture/boundaries': 'error' },
  },
  {
    // Floating promises lose errors and order: checked with types where the server's work is.
    files: ['backend/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
    },
  },
  {
    files: ['frontend/app/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The rules of hooks. The plugin's React Compiler rules (refs, set-state-in-effect, purity,
      // immutability) stay off: the site and the console are not compiled by it, and the patterns
      // they flag (a ref read while rendering a deferred part, state set from a browser API after
      // hydration) are deliberate here.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['frontend/app/**/*.tsx', 'admin/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['frontend/app/**/*.tsx', 'admin/src/**/*.tsx'],
    // A component's autoFocus (the console's MUI fields in dialogs and single-purpose pages) is its own
    // concern; a DOM element's is checked.
    rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    files: ['frontend/app/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)backend/', message: 'The site and the console reach the backend only through @contracts.' }] },
      ],
    },
  },
  { files: ['test/perf/reference/main.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['backend/src/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./)', message: 'Contracts import nothing but each other.' }] }] },
  },
  prettier,
);
