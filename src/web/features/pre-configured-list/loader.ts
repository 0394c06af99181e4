import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { buildFiltersQueryOptions } from '../../api/build-filters';
import { buildsPageQueryOptions, listQuery } from '../../api/builds-page';
import { readListFilters } from './list-filters';

/**
 * /pre-configured-pcs: the Game and Resolution entries and the page the URL's filters ask for,
 * in the cache before the page renders (again on each filter or page change: the URL changed).
 */
export function createLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const filters = readListFilters(new URL(request.url).searchParams);
    await Promise.all([
      queryClient.ensureQueryData(buildFiltersQueryOptions('game')),
      queryClient.ensureQueryData(buildFiltersQueryOptions('resolution')),
      queryClient.ensureQueryData(buildsPageQueryOptions(listQuery(filters))),
    ]);
    return null;
  };
}
