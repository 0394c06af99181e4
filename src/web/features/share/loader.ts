import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunction } from 'react-router';

/**
 * /share/{publicId}: the saved build in the cache before the page renders. An unknown id
 * answers 404 (the API's 404 passes through); a build with no components left on sale is
 * a 404 too (spec section 2 "404 page"). The page's own chunk loads meanwhile; both it and
 * the call are imported here on demand, keeping the route's initial JavaScript small.
 */
export function createLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ params }) => {
    const [{ savedBuildQueryOptions }] = await Promise.all([
      import('../../api/saved-build'),
      import('./share-page'),
    ]);
    const saved = await queryClient.ensureQueryData(savedBuildQueryOptions(params.publicId ?? ''));
    if (saved.components.length === 0) throw data('No components', { status: 404 });
    return null;
  };
}
