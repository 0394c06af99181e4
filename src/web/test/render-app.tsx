/**
 * Renders the whole app as main.tsx does — every provider, the real route tree with its
 * loaders, the modal host — at a path, over the API mock. Component tests of screens use this;
 * small units may render alone with renderWithShell (test-render.tsx).
 */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { Build } from '../../domain/build/build-model';
import type { SiteConfig } from '../../domain/contracts/site-config';
import { DEFAULT_SITE_CONFIG } from '../../domain/contracts/site-config-defaults';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/router';
import { useBuildStore } from '../state/build-store';
import { useLayoutStore } from '../state/layout-store';
import { mockApi, type ApiMock, type MockHandlers } from './api-mock';

export interface RenderAppOptions {
  /** Request handlers; settings, errors and the landing activity answer by default. */
  api?: MockHandlers;
  /** The build in the store (as restored from local storage) before the app starts. */
  build?: Build;
  config?: Partial<SiteConfig>;
  /** Pages visited before `path`, oldest first (for the browser's Back). */
  history?: string[];
}

export function renderApp(path: string, options: RenderAppOptions = {}) {
  const api: ApiMock = mockApi(options.api);
  const queryClient = createQueryClient();
  // Retries keep their count, without the real back-off wait.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  if (options.build) useBuildStore.getState().setBuild(options.build);
  // The site loader's overlay is start-up's business (app/start.ts), not the screens'.
  useLayoutStore.getState().setLoading(false);
  const router = createMemoryRouter(appRoutes({ queryClient, services: null }), {
    initialEntries: [...(options.history ?? []), path],
  });
  const siteConfig = { ...DEFAULT_SITE_CONFIG, ...options.config };
  const view = render(<App router={router} queryClient={queryClient} siteConfig={siteConfig} />);
  return { ...view, api, router, queryClient };
}
