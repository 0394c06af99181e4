/**
 * POST configurator/validate (spec section 7 "Build calls"): issues, warnings, total and the
 * power estimate of a build. A query keyed by the selections, so the total and the power meter
 * come from the cache while the shopper moves between steps. Failures are only logged.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Build } from '../../domain/build/build-model';
import {
  buildForSelections,
  selectionsOf,
  type BuildSelections,
} from '../../domain/build/build-selections';
import { callApi } from './endpoints';
import { queryKeys } from './query-keys';

export const validationQueryOptions = (selections: BuildSelections) =>
  queryOptions({
    queryKey: queryKeys.validation(selections),
    queryFn: ({ signal }) =>
      callApi('POST configurator/validate', { body: buildForSelections(selections), signal }),
    meta: { raisesServerError: false },
  });

/** The validation of the build as it stands; the previous answer stays shown while the next loads. */
export function useValidation(build: Build) {
  return useQuery({
    ...validationQueryOptions(selectionsOf(build)),
    placeholderData: keepPreviousData,
  });
}
