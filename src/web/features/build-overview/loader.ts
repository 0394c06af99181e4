import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunction } from 'react-router';
import { isPreconfiguredBuildId } from '../../../domain/contracts/preconfigured-build-constants';

/**
 * /build-overview/{publicId}: a pre-configured build (its ids start 'pc-') or a saved one,
 * in the cache before the page renders (docs/preconfigured-builds.md). An unknown id answers
 * 404 (the API's 404 passes through); a build with no components left on sale is a 404 too
 * (spec section 2 "404 page"). The page's chunk and the call are imported here on demand.
 */
export function createLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ params }) => {
    const id = params.publicId ?? '';
    const page = import('./build-overview-page');
    const { components } = isPreconfiguredBuildId(id)
      ? await queryClient.ensureQueryData(
          (await import('../../api/preconfigured-build')).preconfiguredBuildQueryOptions(id),
        )
      : await queryClient.ensureQueryData(
          (await import('../../api/saved-build')).savedBuildQueryOptions(id),
        );
    await page;
    if (components.length === 0) throw data('No components', { status: 404 });
    return null;
  };
}
