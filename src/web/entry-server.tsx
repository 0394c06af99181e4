/**
 * The web app's server entry (ADR 094), built by Vite into dist/web-server/entry-server.js and
 * loaded by the server at run time: it matches the route, runs its loaders through the services
 * the server hands over (the API's own, no HTTP call to itself), renders the page with React's
 * streaming renderer once everything is ready, and returns the markup with the hydration data
 * (the router's loader data and the dehydrated query cache) for the browser.
 */
import { PassThrough } from 'node:stream';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import {
  NONCE_PLACEHOLDER,
  type PageDataServices,
  type PageRenderRequest,
  type PageRenderResult,
} from '../domain/contracts/page-render';
import { AppProviders } from './app/app';
import { BUILD_FRAME_SCRIPT } from './app/build-frame';
import { EARLY_TAPS_SCRIPT } from './app/early-taps';
import { pathAndSearch, type HydrationData } from './app/hydration';
import { appRoutes } from './app/router';
import type { RouteHandle } from './app/routes';
import { RenderedChunks } from './lib/lazy-chunk';

/** Route errors as JSON: a 404 stays a route error response for the error element. */
function serialisedErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { status: error.status, statusText: error.statusText, internal: false, data: error.data }
        : { message: error instanceof Error ? error.message : 'Error' },
    ]),
  );
}

function statusOf(context: StaticHandlerContext): number {
  if (context.statusCode !== 200) return context.statusCode;
  // The catch-all route renders the 404 page.
  return context.matches.at(-1)?.route.path === '*' ? 404 : 200;
}

/**
 * Renders with renderToPipeableStream and resolves with the markup once all of it is ready.
 * The whole page is sent at once, so no Suspense boundary is outlined to be revealed by an
 * inline script (React does so for large ones); any script React still writes carries the
 * nonce placeholder the server swaps for the response's nonce.
 */
function renderMarkup(element: React.ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      nonce: NONCE_PLACEHOLDER,
    });
    signal?.addEventListener('abort', () => stream.abort(), { once: true });
  });
}

export async function render(
  request: PageRenderRequest,
  services: PageDataServices,
): Promise<PageRenderResult> {
  // One cache per request; nothing is retried or refetched while the page renders.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const { query, dataRoutes } = createStaticHandler(appRoutes({ queryClient, services }));
  const context = await query(new Request(request.url, { signal: request.signal }));
  if (context instanceof Response) {
    return {
      status: context.status,
      location: context.headers.get('Location'),
      html: '',
      hydration: '',
    };
  }
  const router = createStaticRouter(dataRoutes, context);
  const chunks = new Set<string>();
  const html = await renderMarkup(
    <StrictMode>
      <RenderedChunks value={chunks}>
        <AppProviders queryClient={queryClient} siteConfig={request.site}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </RenderedChunks>
    </StrictMode>,
    request.signal,
  );
  const filledInBrowser = context.matches.some(
    (match) => (match.route.handle as RouteHandle | undefined)?.filledInBrowser,
  );
  const data: HydrationData = {
    url: pathAndSearch(new URL(request.url)),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serialisedErrors(context.errors),
    },
    queries: dehydrate(queryClient),
  };
  return {
    status: statusOf(context),
    location: null,
    html,
    // Safe inside <script type="application/json">: no '<' can close it.
    hydration: JSON.stringify(data).replace(/</g, '\\u003c'),
    chunks: [...chunks],
    // A frame filled in from the stored build learns, before its first paint, which heading to show.
    bootScript: filledInBrowser ? EARLY_TAPS_SCRIPT + BUILD_FRAME_SCRIPT : EARLY_TAPS_SCRIPT,
  };
}
