import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../lib/error-reporting';
import { ErrorPage } from '../site/error-page/error-page';

/** The router's errorElement (e.g. a route chunk that failed to load): logged, then the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    void reportError(error, { kind: 'route-error' });
  }, [error]);
  return <ErrorPage />;
}
