import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { runEffectsAfterCommit } from './lib/effect-timing';
import { useBuildStore } from './state/build-store';
import { INITIAL_LAYOUT, useLayoutStore } from './state/layout-store';
import { verifyNoUnmatchedRequests } from './test/api-mock';

// Effects run as in the app (lib/effect-timing.ts).
runEffectsAfterCommit();

afterEach(() => {
  cleanup();
  useBuildStore.getState().resetBuild();
  useLayoutStore.setState(INITIAL_LAYOUT);
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Last: a request that matched no handler fails the test that made it.
  verifyNoUnmatchedRequests();
});
