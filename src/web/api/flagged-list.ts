/**
 * POST configurator/…withflag (spec section 7 "Flagged lists"): a category's list with
 * `isCompatible` for the current build. Keyed by the selections WITHOUT the category's own
 * choice (the server judges each candidate in its place), so choosing a part refetches the
 * other categories' flags, not its own. Asked for as flags in list order with reasons
 * (`view=flags`, ADR 034): use-category-items lays them over the component list.
 */
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { buildForSelections, type BuildSelections } from '../../domain/build/build-selections';
import type { ConfigureCategory } from '../../domain/catalog/categories';
import type { CompactFlags } from '../../domain/contracts/compact-list';
import { callApi, type EndpointKey } from './endpoints';
import { queryKeys } from './query-keys';

/** Categories with a flagged list (the CPU list is filtered by chipset, the OS has no flags). */
export type FlaggedCategory = Exclude<ConfigureCategory, 'cpu' | 'os'>;

const ENDPOINTS: Record<FlaggedCategory, EndpointKey> = {
  motherboard: 'POST configurator/motherboardcomponentswithflag',
  memory: 'POST configurator/memorycomponentswithflag',
  gpu: 'POST configurator/gpucomponentswithflag',
  storage: 'POST configurator/storagecomponentswithflag',
  secondaryStorage: 'POST configurator/storagecomponentswithflag',
  tertiaryStorage: 'POST configurator/storagecomponentswithflag',
  psu: 'POST configurator/psucomponentswithflag',
  coolingCpu: 'POST configurator/cpucoolingcomponentswithflag',
  fans: 'POST configurator/fanscomponentswithflag',
  soundcard: 'POST configurator/soundcardsswithflag',
  networking: 'POST configurator/networkingsswithflag',
};

export function hasFlaggedList(category: ConfigureCategory): category is FlaggedCategory {
  return category in ENDPOINTS;
}

/** The selections a category's flags depend on: its own choice (and the fan total) left out. */
export function flagSelections(
  category: FlaggedCategory,
  selections: BuildSelections,
): BuildSelections {
  const judged = { ...selections, [category]: null };
  if (category === 'fans') judged.fansTotal = null;
  return judged;
}

function fetchFlaggedList(
  category: FlaggedCategory,
  selections: BuildSelections,
  signal: AbortSignal,
): Promise<CompactFlags> {
  const body = buildForSelections(selections);
  const endpoint = ENDPOINTS[category];
  if (endpoint === 'POST configurator/storagecomponentswithflag') {
    // The field names the storage slot judged, so the answer never depends on the wizard step.
    const field = category as 'storage' | 'secondaryStorage' | 'tertiaryStorage';
    return callApi(endpoint, { body, query: { field, view: 'flags' }, signal });
  }
  return callApi(endpoint as 'POST configurator/gpucomponentswithflag', {
    body,
    query: { view: 'flags' },
    signal,
  });
}

export const flaggedListQueryOptions = (category: FlaggedCategory, selections: BuildSelections) => {
  const judged = flagSelections(category, selections);
  return queryOptions({
    queryKey: queryKeys.flaggedList(category, judged),
    queryFn: ({ signal }) => fetchFlaggedList(category, judged, signal),
  });
};

/**
 * Starts the flag calls a choice will need, before the screen draws it: each category whose
 * flags are held for `build` (its dropdown has asked for them) gets them for `candidate` too.
 * The dropdowns then find the call on its way (same query key) instead of starting it after
 * their render, which on a slow phone takes longer than the call.
 */
export function prefetchFlagsForChoice(
  queryClient: QueryClient,
  build: BuildSelections,
  candidate: BuildSelections,
): void {
  for (const category of Object.keys(ENDPOINTS) as FlaggedCategory[]) {
    const held = queryClient.getQueryData(flaggedListQueryOptions(category, build).queryKey);
    if (held !== undefined)
      void queryClient.prefetchQuery(flaggedListQueryOptions(category, candidate));
  }
}

/** `enabled` false keeps the query idle (a caller that needs flags only for some categories). */
export function useFlaggedList(
  category: FlaggedCategory,
  selections: BuildSelections,
  enabled = true,
) {
  return useQuery({
    ...flaggedListQueryOptions(category, selections),
    enabled,
    placeholderData: keepPreviousData,
  });
}
