import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { HttpError } from '../lib/api-client';
import { reportError } from '../lib/error-reporting';
import { ErrorPage } from '../site/error-page/error-page';
import { NotFoundPage } from '../site/not-found/not-found-page';
import { SiteFrame } from '../site/site-frame/site-frame';

/** A loader's "not found" (a 404 answer, or a thrown 404 response) versus anything else. */
export function isNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof HttpError && error.status === 404;
}

/**
 * The router's errorElement: a 404 from a loader (a missing shared build, an empty
 * pre-configured build) shows the 404 page; anything else (a route chunk that failed to load,
 * a loader that failed) is logged and shows the error page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isNotFound(error);
  useEffect(() => {
    if (!notFound) void reportError(error, { kind: 'route-error' });
  }, [error, notFound]);
  if (notFound) {
    return (
      <SiteFrame>
        <NotFoundPage />
      </SiteFrame>
    );
  }
  return <ErrorPage />;
}
