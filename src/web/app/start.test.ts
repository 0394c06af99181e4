import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../domain/timings';
import { csrfToken } from '../lib/api-client';
import { INITIAL_LAYOUT, useLayoutStore } from '../state/layout-store';
import { finishInitialLoading, trackPageviews } from './start';

beforeEach(() => {
  useLayoutStore.setState(INITIAL_LAYOUT);
  window.dataLayer = [];
  // Settings never answer, and the landing activity is not under test here.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/', element: null },
  { path: '/pre-configurator', element: null },
];

describe('start-up', () => {
  it('logs a pageview for the first location and each pathname change', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/pre-configurator'] });
    const stop = trackPageviews(router);
    await router.navigate('/pre-configurator?x=1');
    await router.navigate('/');
    stop();
    expect(window.dataLayer).toEqual([
      { event: 'pageview', path: '/pre-configurator' },
      { event: 'pageview', path: '/' },
    ]);
  });

  it('lifts the loader even when the settings call hangs', async () => {
    vi.useFakeTimers();
    csrfToken.start();
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    const done = finishInitialLoading(router);
    await vi.advanceTimersByTimeAsync(TIMINGS.siteLoaderMaxWaitMs - 1);
    expect(useLayoutStore.getState().isLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(useLayoutStore.getState().isLoading).toBe(false);
    csrfToken.stop();
  });
});
