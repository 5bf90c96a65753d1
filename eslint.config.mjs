// Lint: npx eslint .
// Not type-checked on purpose (fast); `tsc --noEmit` per project does the type checking.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCES = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const TESTS = ['**/*.{spec,test}.{ts,tsx}', '**/*.int-spec.ts', '**/*.e2e.ts', 'frontend/e2e/**/*.{ts,tsx}'];

export default defineConfig([
  globalIgnores(['**/dist/', '**/node_modules/', '**/.nx/', '**/coverage/', 'tmp/', 'test-results/']),

  {
    files: [SOURCES],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': 'error',
    },
  },

  // Server code, workspace scripts and config files run on Node.
  {
    files: ['backend/**', 'tools/**', 'libs/**', '*.{js,cjs,mjs,ts,mts}', 'frontend/*.{js,cjs,mjs,ts,mts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // The browser app.
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },

  // Tests: jest's recommended rules; a focused test (describe.only, it.only, fit) would
  // silently skip the rest of the suite, so it is an error.
  {
    files: TESTS,
    extends: [jest.configs['flat/recommended']],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { 'jest/no-focused-tests': 'error' },
  },

  // Scripts, browser tests and the CLI write to the terminal on purpose.
  {
    files: ['tools/**', 'frontend/e2e/**', 'backend/src/cli.ts'],
    rules: { 'no-console': 'off' },
  },
]);
