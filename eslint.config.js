import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Feature boundaries (DESIGN.md §2 rule 1). */
const apiBoundary = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/(?![^/]+\\.service$)',
  message: 'An API feature reaches another feature only through its <feature>.service.ts.',
};
/** The same from a feature's sub-folder (features/<feature>/<use case>/…): its siblings are the feature's own. */
const apiNestedBoundary = {
  regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/(?![^/]+\\.service$)',
  message: apiBoundary.message,
};
const webBoundary = {
  regex: '^@/features/',
  message: 'Web features never import each other; compose them in app/routes.',
};

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
    files: ['apps/api/src/features/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiBoundary] }] },
  },
  {
    files: ['apps/api/src/features/*/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiNestedBoundary] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webBoundary] }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
