/**
 * GET configurator/build/{publicId} (getPcBuild, spec section 7): a saved build for the share
 * and build-overview pages. Read through the route loaders; a 404 shows the 404 page.
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from './endpoints';
import { queryKeys } from './query-keys';

export const savedBuildQueryOptions = (publicId: string) =>
  queryOptions({
    queryKey: queryKeys.savedBuild(publicId),
    queryFn: ({ signal }) =>
      callApi('GET configurator/build/{id}', { params: { id: publicId }, signal }),
    // A build call: its failures show the route's error element, never the global flag.
    meta: { raisesServerError: false },
  });

/** The saved build its route loader has already put in the cache. */
export function useSavedBuild(publicId: string) {
  return useSuspenseQuery(savedBuildQueryOptions(publicId)).data;
}
