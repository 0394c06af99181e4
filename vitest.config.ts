import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/domain/**/*.test.ts',
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // The components run on Preact here as in the build (ADR 015). Every library goes
        // through Vite's resolver, ESM builds first, so each import of React meets the aliases.
        resolve: {
          conditions: ['module', 'browser', 'development|production'],
          mainFields: ['module', 'browser', 'main'],
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          alias: [
            ...preactAliases,
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
          server: { deps: { inline: true } },
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
        },
      },
    ],
  },
});
