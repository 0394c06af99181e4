import './styles/fonts/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import { hydrate } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import {
  freshQueries,
  pathAndSearch,
  readHydrationData,
  resolveLazyMatches,
} from './app/hydration';
import { createQueryClient } from './app/query-client';
import { appRoutes, createAppRouter } from './app/router';
import { replayEarlyTap, takeEarlyTap } from './app/early-taps';
import { finishInitialLoading, trackPageviews } from './app/start';
import { csrfToken } from './lib/api-client';
import { installErrorReporting } from './lib/error-reporting';
import { unregisterLeftoverServiceWorker } from './lib/service-worker';
import { readSiteConfig } from './lib/site-config';
import { useBuildStore } from './state/build-store';

installErrorReporting();
unregisterLeftoverServiceWorker();
csrfToken.start();

/**
 * Once the server's markup is hydrated (ADR 094): reads the stored build, then makes again a
 * press the shopper made before the scripts ran (early-taps.ts).
 */
function AfterHydration() {
  useEffect(() => {
    useBuildStore.getState().restore();
    replayEarlyTap();
  }, []);
  return null;
}

async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const routes = appRoutes({ queryClient, services: null });
  const siteConfig = readSiteConfig();
  // A page the server rendered (ADR 094): its query cache and loader data come with it.
  const server = readHydrationData(document);
  if (server) {
    // Styles injected at run time (Radix's scroll lock) carry the page's CSP nonce.
    setNonce(server.nonce);
    hydrate(queryClient, freshQueries(server.data.queries, Date.now()));
    await resolveLazyMatches(routes, window.location);
  }
  // Back or Forward pressed before the router listened (a reload, then Back on a slow phone) moved
  // the URL off the page the server rendered: its markup and data belong to another URL, so the
  // page is drawn for the URL shown instead (the queries the server sent still count).
  const rendered = server?.data.url === pathAndSearch(window.location) ? server : null;
  const router = createAppRouter(routes, rendered?.data.router);
  trackPageviews(router);
  void finishInitialLoading(router);
  if (server && !rendered) {
    takeEarlyTap();
    useBuildStore.getState().restore();
    container.replaceChildren();
  } else if (rendered) {
    // From here React keeps a press made while it hydrates, and makes it then.
    takeEarlyTap();
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} queryClient={queryClient} siteConfig={siteConfig} siteLoader={false} />
        <AfterHydration />
      </StrictMode>,
    );
    return;
  }
  // The Vite dev server serves the page without server rendering.
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} siteConfig={siteConfig} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
