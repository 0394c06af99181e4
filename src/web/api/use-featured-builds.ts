/**
 * The home page's featured builds (spec sections 2 and 9: getbuilds featured, pageSize 6,
 * pageNumber 1). Apart from builds-page.ts so that neither page's chunks carry the other's
 * code (bundle budget, ADR 071); both call the same endpoint with the same key factory.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_BUILDS_QUERY } from '../../domain/contracts/preconfigured-build-constants';
import { callApi, type GetBuildsQuery } from './endpoints';
import { queryKeys } from './query-keys';

export const FEATURED_QUERY: GetBuildsQuery = {
  featured: 'true',
  pageSize: FEATURED_BUILDS_QUERY.pageSize,
  pageNumber: FEATURED_BUILDS_QUERY.pageNumber,
};

export const featuredBuildsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.buildsPage(FEATURED_QUERY),
    queryFn: ({ signal }) =>
      callApi('GET configurator/getbuilds', { query: FEATURED_QUERY, signal }),
    // A failure leaves the section with its link only: the home page stays usable.
    meta: { raisesServerError: false },
  });

/** Fetched once the listing nears the view (`enabled`). */
export function useFeaturedBuilds(enabled: boolean) {
  return useQuery({ ...featuredBuildsQueryOptions(), enabled });
}
