import type { LoaderFunction, RouteObject } from 'react-router';
import { ROUTE_PATTERNS } from '../../domain/paths';
import type { LoaderContext } from '../lib/page-data';

/**
 * One line per screen. Each screen is `src/web/features/<feature>/route.tsx`, lazy-loaded as
 * its own chunk (the bench measures per-route bundles by that file name), exporting
 * `Component`. A screen that reads an id or filters also has `loader.ts` exporting
 * `createLoader(context)`: loaded in parallel with the screen's chunk (granular lazy), it
 * puts the data in the query cache with ensureQueryData before the screen renders, and throws
 * a 404 for a missing build (the route error element then shows the 404 page).
 */
type LoaderModule = { createLoader: (context: LoaderContext) => LoaderFunction };

const withLoader = (context: LoaderContext, load: () => Promise<LoaderModule>) => async () =>
  (await load()).createLoader(context);

const component = (load: () => Promise<{ Component: RouteObject['Component'] }>) => async () =>
  (await load()).Component;

/** A route's `handle`. */
export interface RouteHandle {
  /**
   * The server renders only the page's frame: what fills it is the build in the browser's
   * local storage, drawn once the scripts run; the frame's heading is chosen before the first
   * paint by the build-frame script (ADR 130).
   */
  filledInBrowser?: boolean;
}

const FILLED_IN_BROWSER: RouteHandle = { filledInBrowser: true };

export function featureRoutes(context: LoaderContext): RouteObject[] {
  return [
    {
      index: true,
      lazy: {
        loader: withLoader(context, () => import('../features/home/loader')),
        Component: component(() => import('../features/home/route')),
      },
    },
    {
      path: ROUTE_PATTERNS.preConfigurator,
      lazy: () => import('../features/pre-configurator/route'),
    },
    {
      path: ROUTE_PATTERNS.configurator,
      handle: FILLED_IN_BROWSER,
      lazy: () => import('../features/configurator/route'),
    },
    {
      path: ROUTE_PATTERNS.preConfiguredPcs,
      lazy: {
        loader: withLoader(context, () => import('../features/pre-configured-list/loader')),
        Component: component(() => import('../features/pre-configured-list/route')),
      },
    },
    {
      path: ROUTE_PATTERNS.overview,
      handle: FILLED_IN_BROWSER,
      lazy: {
        loader: withLoader(context, () => import('../features/overview/loader')),
        Component: component(() => import('../features/overview/route')),
      },
    },
    {
      path: ROUTE_PATTERNS.share,
      lazy: {
        loader: withLoader(context, () => import('../features/share/loader')),
        Component: component(() => import('../features/share/route')),
      },
    },
    {
      path: ROUTE_PATTERNS.buildOverview,
      lazy: {
        loader: withLoader(context, () => import('../features/build-overview/loader')),
        Component: component(() => import('../features/build-overview/route')),
      },
    },
    { path: '*', lazy: () => import('../features/not-found/route') },
  ];
}
