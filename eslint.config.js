import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import rigforge from './eslint/layer-rules.js';
import { NODE_TESTS, NODE_TESTS_MOCKING } from './test/node-test-files.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      '.scratch*/**',
      'test-results/**',
      'node_modules/**',
      'coverage/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { rigforge, 'react-hooks': reactHooks },
    rules: {
      'rigforge/layers': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The browser's initial bundle cannot afford zod: see eslint/layer-rules.js.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'rigforge/browser-no-zod': 'error' },
  },
  {
    // The node tests share one module graph per worker (see test/node-test-files.js).
    files: NODE_TESTS,
    ignores: NODE_TESTS_MOCKING,
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'List the file in NODE_TESTS_MOCKING (test/node-test-files.js).',
        })),
      ],
    },
  },
);
