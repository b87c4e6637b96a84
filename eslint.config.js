import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import plateau from './tools/eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/src/db/migrations/**',
      '.tmp/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { plateau },
    rules: {
      'plateau/boundaries': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // pdf-lib misreads a Buffer that is a slice of a shared pool (every bytea node-postgres returns):
    // images reach a PDF only through lib/pdf-images.ts, which copies them.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/pdf-images.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'embedJpg', message: 'Use embedJpeg from lib/pdf-images.ts.' },
        { property: 'embedPng', message: 'Use embedPng from lib/pdf-images.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
