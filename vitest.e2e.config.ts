import { defineConfig } from 'vitest/config';

// Browser journeys: one production server for the run, one Chromium per file,
// files one after another (the machines have 2 cores).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // A real browser on a shared 2-core machine: polls wait for CSS transitions and lazy chunks.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
