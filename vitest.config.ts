import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { NODE_TESTS, NODE_TESTS_MOCKING } from './test/node-test-files.js';

export default defineConfig({
  plugins: [react()],
  test: {
    // Both cores (Vitest's default leaves one free: 1 worker on 2 cores).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS,
          exclude: NODE_TESTS_MOCKING,
          // One module graph per worker, not per file: loading the server's modules again for
          // each of ~120 files was most of this project's time. Each file still opens its own
          // apps and databases.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-mocking',
          environment: 'node',
          include: NODE_TESTS_MOCKING,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
          // React's development build renders every component twice under StrictMode.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
