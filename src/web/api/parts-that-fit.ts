/**
 * POST configurator/partsthatfit (ADR 109): up to three in-stock parts of a field that leave
 * no issue naming them in this build, cheapest first, each with its price difference against
 * the field's current part. Keyed by the selections, like the other build calls.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Build } from '../../domain/build/build-model';
import { buildForSelections, selectionsOf } from '../../domain/build/build-selections';
import type { PartField } from '../../domain/contracts/part-search';
import { callApi } from './endpoints';

/** Issue 36: "up to three" parts that fit. */
export const PARTS_THAT_FIT_LIMIT = 3;

const partsThatFitQueryOptions = (build: Build, field: PartField) => {
  const selections = selectionsOf(build);
  return queryOptions({
    queryKey: ['api', 'parts-that-fit', field, selections] as const,
    queryFn: ({ signal }) =>
      callApi('POST configurator/partsthatfit', {
        body: buildForSelections(selections),
        query: { field, limit: PARTS_THAT_FIT_LIMIT },
        signal,
      }),
    // A failed suggestion list says so in place; the modal around it still works.
    meta: { raisesServerError: false },
  });
};

export function usePartsThatFit(build: Build, field: PartField) {
  return useQuery(partsThatFitQueryOptions(build, field));
}
