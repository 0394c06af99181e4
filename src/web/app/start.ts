import { TIMINGS } from '../../domain/timings';
import { csrfToken } from '../lib/api-client';
import { logPageview } from '../lib/pageviews';
import { useLayoutStore } from '../state/layout-store';
import type { AppRouter } from './router';

/** Logs a pageview for the first location and every later pathname change. */
export function trackPageviews(router: AppRouter): () => void {
  let last = router.state.location.pathname;
  logPageview(last);
  return router.subscribe((state) => {
    if (state.location.pathname === last) return;
    last = state.location.pathname;
    logPageview(last);
  });
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The loader goes once the first route has rendered and the settings call finished or failed. */
export async function finishInitialLoading(router: AppRouter): Promise<void> {
  // A hanging settings call must not hold the whole site behind the loader.
  const settingsSettled = Promise.race([csrfToken.ready(), delay(TIMINGS.siteLoaderMaxWaitMs)]);
  await Promise.all([whenRouterReady(router), settingsSettled]);
  // Let the first route paint under the overlay before it lifts.
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  useLayoutStore.getState().setLoading(false);
}
