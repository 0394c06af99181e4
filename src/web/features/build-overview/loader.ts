import { data, type LoaderFunction } from 'react-router';
import { isPreconfiguredBuildId } from '../../../domain/contracts/preconfigured-build-constants';
import { orNotFound, type LoaderContext } from '../../lib/page-data';

/**
 * /build-overview/{publicId}: a pre-configured build (its ids start 'pc-') or a saved one,
 * in the cache before the page renders (docs/preconfigured-builds.md). An unknown id answers
 * 404 (the API's 404 passes through); a build with no components left on sale is a 404 too
 * (spec section 2 "404 page"). The call is imported here on demand; the router loads the page's
 * chunk in parallel. On the server the build is read through the services (ADR 094).
 */
export function createLoader({ queryClient, services }: LoaderContext): LoaderFunction {
  return async ({ params }) => {
    const id = params.publicId ?? '';
    let components: readonly unknown[];
    if (isPreconfiguredBuildId(id)) {
      const options = (
        await import('../../api/preconfigured-build')
      ).preconfiguredBuildQueryOptions(id);
      ({ components } = await queryClient.ensureQueryData(
        services
          ? { ...options, queryFn: () => orNotFound(services.preconfiguredBuild(id)) }
          : options,
      ));
    } else {
      const options = (await import('../../api/saved-build')).savedBuildQueryOptions(id);
      ({ components } = await queryClient.ensureQueryData(
        services ? { ...options, queryFn: () => orNotFound(services.savedBuild(id)) } : options,
      ));
    }
    if (components.length === 0) throw data('No components', { status: 404 });
    return null;
  };
}
