import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import type { SiteConfig } from '../../domain/contracts/site-config';
import { SiteConfigContext } from '../lib/site-config';
import { SiteLoader } from '../site/loader/site-loader';
import type { AppRouter } from './router';

interface ProvidersProps {
  queryClient: QueryClient;
  siteConfig: SiteConfig;
  children: ReactNode;
}

/** The providers every page renders in, in the browser and on the server (entry-server.tsx). */
export function AppProviders({ queryClient, siteConfig, children }: ProvidersProps) {
  return (
    <SiteConfigContext value={siteConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </SiteConfigContext>
  );
}

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  siteConfig: SiteConfig;
  /**
   * The full-site loader over the first route load (false when the server rendered the page:
   * it is loaded when it arrives, and the server's markup has no loader to hydrate).
   */
  siteLoader?: boolean;
}

export function App({ router, queryClient, siteConfig, siteLoader = true }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} siteConfig={siteConfig}>
      <RouterProvider router={router} />
      {siteLoader ? <SiteLoader /> : null}
    </AppProviders>
  );
}
