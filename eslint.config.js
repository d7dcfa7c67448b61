// Lint rules, including the import direction of ARCHITECTURE.md as errors.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importDirection } from './scripts/eslint-import-direction.js';
import { importCycles } from './scripts/eslint-import-cycles.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'functions/lib', 'functions/node_modules', 'coverage', '.emulator-data', 'bench-results', 'test-results', 'playwright-report', 'bench/dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // The import direction of ARCHITECTURE.md and no import cycles, as errors.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { arch: { rules: { 'import-direction': importDirection, 'import-cycles': importCycles } } },
    rules: { 'arch/import-direction': 'error', 'arch/import-cycles': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
