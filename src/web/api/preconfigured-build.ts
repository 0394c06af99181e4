/**
 * GET configurator/preconfiguredbuild/{id} (spec section 7): a pre-configured build for
 * /build-overview/{publicId}. Read through the route loader; a 404 shows the 404 page.
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from './endpoints';
import { queryKeys } from './query-keys';

export const preconfiguredBuildQueryOptions = (publicId: string) =>
  queryOptions({
    queryKey: queryKeys.preconfiguredBuild(publicId),
    queryFn: ({ signal }) =>
      callApi('GET configurator/preconfiguredbuild/{id}', { params: { id: publicId }, signal }),
    // A build call: its failures show the route's error element, never the global flag.
    meta: { raisesServerError: false },
  });

/** The pre-configured build its route loader has already put in the cache. */
export function usePreconfiguredBuild(publicId: string) {
  return useSuspenseQuery(preconfiguredBuildQueryOptions(publicId)).data;
}
