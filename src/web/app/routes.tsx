import type { RouteObject } from 'react-router';

/**
 * One line per screen. Each module is `src/web/features/<feature>/route.tsx`, lazy-loaded
 * (its own chunk; the bench measures per-route bundles by that file name), and exports
 * `Component` (and optionally `loader`, `ErrorBoundary`…, see react-router's route.lazy).
 * Add a screen above the catch-all, e.g.:
 *   { path: 'pre-configurator', lazy: () => import('../features/pre-configurator/route') },
 */
export const featureRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../features/home/route') },
  { path: 'pre-configurator', lazy: () => import('../features/pre-configurator/route') },
  { path: 'configurator', lazy: () => import('../features/configurator/route') },
  { path: '*', lazy: () => import('../features/not-found/route') },
];
