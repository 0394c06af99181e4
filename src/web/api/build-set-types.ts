/** GET configurator/allBuildSetTypes: the build targets assist mode offers (AssistModeGroup). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './endpoints';
import { queryKeys } from './query-keys';

export const buildSetTypesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.buildSetTypes(),
    queryFn: ({ signal }) => callApi('GET configurator/allBuildSetTypes', { signal }),
    staleTime: Infinity,
  });

export function useBuildSetTypes() {
  return useQuery(buildSetTypesQueryOptions());
}
