import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunction } from 'react-router';
import { savedBuildQueryOptions } from '../../api/saved-build';

/**
 * /share/{publicId}: the saved build in the cache before the page renders. An unknown id
 * answers 404 (the API's 404 passes through); a build with no components left on sale is
 * a 404 too (spec section 2 "404 page").
 */
export function createLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ params }) => {
    const saved = await queryClient.ensureQueryData(savedBuildQueryOptions(params.publicId ?? ''));
    if (saved.components.length === 0) throw data('No components', { status: 404 });
    return null;
  };
}
