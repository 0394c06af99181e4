import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import type { LoaderContext } from '../lib/page-data';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { featureRoutes } from './routes';

/** The site loader covers the first lazy route load, so nothing renders meanwhile. */
const HydrateFallback = () => null;

/** The route tree; loaders read and fill `queryClient` (route loaders with ensureQueryData). */
export function appRoutes(context: LoaderContext): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback,
      children: featureRoutes(context),
    },
  ];
}

/** The browser's router; `hydrationData` is the server's (ADR 094) when it rendered the page. */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}

export type AppRouter = ReturnType<typeof createAppRouter>;
