import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { SiteConfig } from '../../domain/contracts/site-config';
import { SiteConfigContext } from '../lib/site-config';
import { SiteLoader } from '../site/loader/site-loader';
import type { AppRouter } from './router';

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  siteConfig: SiteConfig;
}

export function App({ router, queryClient, siteConfig }: AppProps) {
  return (
    <SiteConfigContext value={siteConfig}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <SiteLoader />
      </QueryClientProvider>
    </SiteConfigContext>
  );
}
