import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { featureRoutes } from './routes';

/** The site loader covers the first lazy route load, so nothing renders meanwhile. */
const HydrateFallback = () => null;

/** The route tree; loaders read and fill `queryClient` (route loaders with ensureQueryData). */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback,
      children: featureRoutes(queryClient),
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
