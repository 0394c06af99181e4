// The node project's test files (vitest.config.ts), named once for Vitest and for lint.

export const NODE_TESTS = [
  'src/domain/**/*.test.ts',
  'src/server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
];

// Files that replace a module with vi.mock: the node project shares one module graph per
// worker, where such a mock would stay unapplied wherever another file loaded the module
// first, so these run isolated (vitest.config.ts) and lint allows vi.mock only in them.
export const NODE_TESTS_MOCKING = ['src/server/db/repositories/saved-build-repository.test.ts'];
