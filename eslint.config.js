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
  {
    // The node tests share one module graph per worker (vitest.config.ts): a module replaced
    // with vi.mock there would stay real wherever another file loaded it first.
    files: ['src/{domain,server}/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    ignores: ['src/server/db/repositories/saved-build-repository.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'List the file in NODE_TESTS_MOCKING (vitest.config.ts) and in eslint.config.js.',
        })),
      ],
    },
  },
);
