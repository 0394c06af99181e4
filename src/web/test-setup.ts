import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useBuildStore } from './state/build-store';
import { INITIAL_LAYOUT, useLayoutStore } from './state/layout-store';
import { verifyNoUnmatchedRequests } from './test/api-mock';

// Every render in a test runs in StrictMode, as the app does in development: effects run,
// clean up and run again, so one that is not idempotent fails here first.
// findBy…/waitFor wait up to 3 s: lazy route chunks load for real, slower on a busy machine.
configure({ reactStrictMode: true, asyncUtilTimeout: 3_000 });

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
