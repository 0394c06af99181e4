/**
 * POST configurator/searchparts (ADR 108, docs/build-api.md): one part list searched, filtered
 * with counts, priced and judged against the build, a page at a time. Keyed by the list, the
 * build's selections without the list's own choice (each part is judged in its place) and the
 * criteria, so a keystroke or a filter is a new query: TanStack Query aborts the call it no
 * longer needs and the list keeps the previous answer until the new one arrives.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
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

function searchPage(
  field: ConfigureCategory,
  judged: BuildSelections,
  criteria: PartSearchCriteria,
  page: number,
  pageSize: number,
  signal: AbortSignal,
): Promise<PartSearch> {
  return callApi('POST configurator/searchparts', {
    body: buildForSelections(judged),
    query: partSearchRequest(field, criteria, page, pageSize),
    signal,
  });
}

/** One search's pages, keyed by what they answer. */
function partSearchQuery(
  field: ConfigureCategory,
  judged: BuildSelections,
  criteria: PartSearchCriteria,
  pageSize: number,
) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.partSearch(field, judged), criteria, pageSize],
    queryFn: ({ pageParam, signal }) =>
      searchPage(field, judged, criteria, pageParam, pageSize, signal),
    initialPageParam: 1,
    getNextPageParam: (last: PartSearch) =>
      last.page < last.pageCount ? last.page + 1 : undefined,
  });
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
    ...partSearchQuery(field, judged, criteria, pageSize),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Asks for a search's first page now, before the screen renders what asked for it: the list
 * then finds the call on its way (or answered) instead of starting it after its render.
 */
export function prefetchPartSearch(
  queryClient: QueryClient,
  field: ConfigureCategory,
  judged: BuildSelections,
  criteria: PartSearchCriteria,
  pageSize = PART_SEARCH_PAGE_SIZE,
): void {
  void queryClient.prefetchInfiniteQuery(partSearchQuery(field, judged, criteria, pageSize));
}

const NO_PAGES: readonly PartSearch[] = [];

/**
 * Chosen pages of one search, asked for together: a long list the browser holds by name asks
 * only for the pages of the parts in view (their key specs and verdicts). The pages of the
 * previous span stay until the next arrive, so the parts still in view keep their specs.
 */
export function usePartSearchPages(
  field: ConfigureCategory,
  judged: BuildSelections,
  criteria: PartSearchCriteria,
  pages: readonly number[],
  enabled: boolean,
  pageSize = PART_SEARCH_PAGE_SIZE,
): readonly PartSearch[] {
  const answer = useQuery({
    queryKey: [...queryKeys.partSearch(field, judged), criteria, pageSize, 'pages', pages],
    queryFn: ({ signal }) =>
      Promise.all(pages.map((page) => searchPage(field, judged, criteria, page, pageSize, signal))),
    enabled: enabled && pages.length > 0,
    placeholderData: keepPreviousData,
  });
  return (enabled && answer.data) || NO_PAGES;
}
