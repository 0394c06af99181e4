/**
 * POST configurator/searchparts (ADR 108, docs/build-api.md): one part list searched, filtered
 * with counts, priced and judged against the build, a page at a time. Keyed by the list, the
 * build's selections without the list's own choice (each part is judged in its place) and the
 * criteria, so a keystroke or a filter is a new query: TanStack Query aborts the call it no
 * longer needs and the list keeps the previous answer until the new one arrives.
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { buildForSelections, type BuildSelections } from '../../domain/build/build-selections';
import type { ConfigureCategory } from '../../domain/catalog/categories';
import type { PartSort } from '../../domain/catalog/part-search';
import type { PartSearch } from '../../domain/contracts/part-search';
import { callApi, type PartSearchRequest } from './endpoints';
import { queryKeys } from './query-keys';

/** What the shopper narrowed a list by. Prices in pounds. */
export interface PartSearchCriteria {
  text: string;
  /** Facet key → accepted values. */
  filters: Readonly<Record<string, readonly string[]>>;
  minPrice: number | null;
  maxPrice: number | null;
  compatibleOnly: boolean;
  sort: PartSort;
}

/** Parts per page: the most the call answers (well under 150 KB on the wire). */
export const PART_SEARCH_PAGE_SIZE = 100;

export function partSearchRequest(
  field: ConfigureCategory,
  criteria: PartSearchCriteria,
  page: number,
  pageSize: number,
): PartSearchRequest {
  const filter = Object.entries(criteria.filters).flatMap(([key, values]) =>
    values.map((value) => `${key}:${value}`),
  );
  return {
    field,
    q: criteria.text.trim() === '' ? undefined : criteria.text.trim().slice(0, 100),
    filter: filter.length > 0 ? filter : undefined,
    minPrice: criteria.minPrice ?? undefined,
    maxPrice: criteria.maxPrice ?? undefined,
    compatible: criteria.compatibleOnly ? 'true' : undefined,
    sort: criteria.sort,
    page,
    pageSize,
  };
}

/** `judged`: the build's selections with the list's own choice left out. */
export function usePartSearch(
  field: ConfigureCategory,
  judged: BuildSelections,
  criteria: PartSearchCriteria,
  enabled: boolean,
  pageSize = PART_SEARCH_PAGE_SIZE,
) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.partSearch(field, judged), criteria, pageSize],
    queryFn: ({ pageParam, signal }): Promise<PartSearch> =>
      callApi('POST configurator/searchparts', {
        body: buildForSelections(judged),
        query: partSearchRequest(field, criteria, pageParam, pageSize),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
    enabled,
    placeholderData: keepPreviousData,
  });
}
