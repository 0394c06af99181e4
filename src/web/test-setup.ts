import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useBuildStore } from './state/build-store';
import { INITIAL_LAYOUT, useLayoutStore } from './state/layout-store';
import { verifyNoUnmatchedRequests } from './test/api-mock';

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
