/**
 * GET configurator/getbuilds?{query} (spec section 7 "Listing and filters"): a page of
 * pre-configured builds, featured (the home page) or filtered (/pre-configured-pcs). The GET
 * form carries the same fields as the POST body and, unlike a POST, needs no anti-forgery
 * token first and is cached by the browser (ETag, max-age): see ADR 070. No hooks here: the
 * listing reads its loader's data (ADR 071); the home page's featured query is in use-featured-builds.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  FILTER_ALL_ID,
  PRECONFIGURED_LIST_PAGE_SIZE,
} from '../../domain/contracts/preconfigured-build-constants';
import type { ChipsetFilterId } from '../../domain/catalog/categories';
import { callApi, type GetBuildsQuery } from './endpoints';
import { queryKeys } from './query-keys';

/** The listing page's filters as the API names them; 0 (or absent) means any. */
export interface BuildsListFilters {
  chipset: ChipsetFilterId;
  gameId: number;
  resolutionId: number;
  pageNumber: number;
}

/** Only the filters that narrow the list are sent, so equal pages share one cache entry. */
export function listQuery(filters: BuildsListFilters): GetBuildsQuery {
  const query: GetBuildsQuery = {
    pageSize: PRECONFIGURED_LIST_PAGE_SIZE,
    pageNumber: filters.pageNumber,
  };
  if (filters.chipset !== FILTER_ALL_ID) query.chipset = filters.chipset;
  if (filters.gameId !== FILTER_ALL_ID) query.gameId = filters.gameId;
  if (filters.resolutionId !== FILTER_ALL_ID) query.resolutionId = filters.resolutionId;
  return query;
}

export const buildsPageQueryOptions = (query: GetBuildsQuery) =>
  queryOptions({
    queryKey: queryKeys.buildsPage(query),
    queryFn: ({ signal }) => callApi('GET configurator/getbuilds', { query, signal }),
  });
