/**
 * GET configurator/getgamefilters and getresolutionfilters (spec section 7): the Game and
 * Resolution dropdowns of /pre-configured-pcs (entries: id, name, categoryName), read by its
 * route loader (ADR 071).
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './endpoints';
import { queryKeys } from './query-keys';

export type BuildFilterKind = 'game' | 'resolution';

const ENDPOINT = {
  game: 'GET configurator/getgamefilters',
  resolution: 'GET configurator/getresolutionfilters',
} as const;

export const buildFiltersQueryOptions = (kind: BuildFilterKind) =>
  queryOptions({
    queryKey: queryKeys.buildFilters(kind),
    queryFn: ({ signal }) => callApi(ENDPOINT[kind], { signal }),
    // The entries change only with the catalogue: keep them for the visit.
    staleTime: Infinity,
  });
