import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import rigforge from './eslint/layer-rules.js';

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
);
