import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { importWallZones } from './tools/eslint/import-walls.js';
import { noImportCycle } from './tools/eslint/no-import-cycle.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const resolverExtensions = ['.ts', '.tsx', '.js', '.mjs', '.json'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'test-results/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Feature walls and no cycles (DESIGN.md §2 rule 1), checked on resolved paths: see tools/eslint/import-walls.js.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX, chairside: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      // `@chairside/shared/*` resolves through the workspace link (its package.json exports).
      'import-x/resolver-next': [createNodeResolver({ extensions: resolverExtensions })],
    },
    rules: {
      // An import that does not resolve is not checked: typecheck fails on it, and lint-walls.test.ts proves each spelling resolves.
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importWallZones(root) }],
      'chairside/no-import-cycle': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // The web's `@/*` alias comes from its tsconfig paths.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: resolverExtensions, tsconfig: { configFile: `${root}/apps/web/tsconfig.json` } })],
    },
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Mantine's date components come through components/ui (date-field, month-calendar): those
    // bring the pickers' styles, button names and readable day cells with every use.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@mantine/dates', message: 'Use DateField or MonthCalendar from @/components/ui.' }] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
