import type { LoaderFunction } from 'react-router';
import type { ChipsetFilterId } from '../../../domain/catalog/categories';
import {
  CHIPSET_FILTER_IDS,
  CHIPSET_FILTER_OPTIONS,
  FILTER_ALL_ID,
  PRECONFIGURED_LIST_PARAMS as PARAMS,
} from '../../../domain/contracts/preconfigured-build-constants';
import type { BuildsPage, FilterEntry } from '../../../domain/contracts/preconfigured-builds';
import { buildFiltersQueryOptions } from '../../api/build-filters';
import { buildsPageQueryOptions, listQuery, type BuildsListFilters } from '../../api/builds-page';
import type { LoaderContext } from '../../lib/page-data';

/** A whole number ≥ 1 as written in a URL, else null ('2', not '2.5', '-1' or 'two'). */
function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

function chipsetOf(text: string | null): ChipsetFilterId {
  const option = CHIPSET_FILTER_OPTIONS.find((o) => String(o.id) === text);
  return option ? option.id : CHIPSET_FILTER_IDS.all;
}

/**
 * The URL's filters. Anything unreadable falls back to "any" (page 1), never to an error: old
 * or edited links still open.
 */
export function readListFilters(search: URLSearchParams): BuildsListFilters {
  return {
    chipset: chipsetOf(search.get(PARAMS.chipset)),
    gameId: positiveInt(search.get(PARAMS.game)) ?? FILTER_ALL_ID,
    resolutionId: positiveInt(search.get(PARAMS.resolution)) ?? FILTER_ALL_ID,
    pageNumber: positiveInt(search.get(PARAMS.page)) ?? 1,
  };
}

/** What the page renders: the URL's filters, the dropdowns' entries and the page of builds. */
export interface ListLoaderData {
  filters: BuildsListFilters;
  games: FilterEntry[];
  resolutions: FilterEntry[];
  page: BuildsPage;
}

/**
 * /pre-configured-pcs: the Game and Resolution entries and the page the URL's filters ask for,
 * through the query cache (ensureQueryData), before the page renders; again on each filter or
 * page change (the URL changed). The page reads this answer, not the cache (ADR 071). On the
 * server the same answers come through the services (ADR 094).
 */
export function createLoader({ queryClient, services }: LoaderContext): LoaderFunction {
  return async ({ request }): Promise<ListLoaderData> => {
    const filters = readListFilters(new URL(request.url).searchParams);
    const query = listQuery(filters);
    const filterOptions = (kind: 'game' | 'resolution') => {
      const options = buildFiltersQueryOptions(kind);
      return services ? { ...options, queryFn: () => services.filters(kind) } : options;
    };
    const pageOptions = buildsPageQueryOptions(query);
    const [games, resolutions, page] = await Promise.all([
      queryClient.ensureQueryData(filterOptions('game')),
      queryClient.ensureQueryData(filterOptions('resolution')),
      queryClient.ensureQueryData(
        services
          ? {
              ...pageOptions,
              queryFn: () => services.buildsPage({ ...query, featured: undefined }),
            }
          : pageOptions,
      ),
    ]);
    return { filters, games, resolutions, page };
  };
}
