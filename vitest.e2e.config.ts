import { defineConfig } from 'vitest/config';

// Browser journeys: one Chromium, one server per file, run files one after another (2 cores).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
