/**
 * POST configurator/buildOverview?route=… (spec section 7): the chosen parts with their texts,
 * build time, total and case image, for the overview. Keyed by the selections and the route.
 * Failures are only logged (spec section 8 "Overview failure").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Build } from '../../domain/build/build-model';
import {
  buildForSelections,
  selectionsOf,
  type BuildSelections,
} from '../../domain/build/build-selections';
import type { OVERVIEW_ROUTES } from '../../domain/contracts/build-api';
import { callApi } from './endpoints';
import { queryKeys } from './query-keys';

export type OverviewRoute = (typeof OVERVIEW_ROUTES)[number];

export const buildOverviewQueryOptions = (
  selections: BuildSelections,
  route: OverviewRoute | null = null,
) =>
  queryOptions({
    queryKey: queryKeys.buildOverview(selections, route),
    queryFn: ({ signal }) =>
      callApi('POST configurator/buildOverview', {
        body: buildForSelections(selections),
        query: { route: route ?? undefined },
        signal,
      }),
    meta: { raisesServerError: false },
  });

export function useBuildOverview(build: Build, route: OverviewRoute | null = null) {
  return useQuery(buildOverviewQueryOptions(selectionsOf(build), route));
}
