import { data, type LoaderFunction } from 'react-router';
import { orNotFound, type LoaderContext } from '../../lib/page-data';
import { SharePage } from './share-page-chunk';

/**
 * /share/{publicId}: the saved build in the cache before the page renders. An unknown id
 * answers 404 (the API's 404 passes through); a build with no components left on sale is
 * a 404 too (spec section 2 "404 page"). The page's own chunk loads meanwhile; both it and
 * the call are imported here on demand, keeping the route's initial JavaScript small. On the
 * server the build is read through the services (ADR 094).
 */
export function createLoader({ queryClient, services }: LoaderContext): LoaderFunction {
  return async ({ params }) => {
    const id = params.publicId ?? '';
    const [{ savedBuildQueryOptions }] = await Promise.all([
      import('../../api/saved-build'),
      SharePage.preload(),
    ]);
    const options = savedBuildQueryOptions(id);
    const saved = await queryClient.ensureQueryData(
      services ? { ...options, queryFn: () => orNotFound(services.savedBuild(id)) } : options,
    );
    if (saved.components.length === 0) throw data('No components', { status: 404 });
    return null;
  };
}
