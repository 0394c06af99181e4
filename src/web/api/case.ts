/** GET configurator/casecomponent?id=…: one case, for the summaries. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseItem } from '../../domain/contracts/catalog';
import { callApi } from './endpoints';
import { queryKeys } from './query-keys';

export const caseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.case(id),
    queryFn: ({ signal }) => callApi('GET configurator/casecomponent', { query: { id }, signal }),
  });

/** The chosen case; null while loading, without a case, or when it failed. */
export function useChosenCase(id: string | null): CaseItem | null {
  const query = useQuery({ ...caseQueryOptions(id ?? ''), enabled: id !== null });
  return query.isSuccess ? query.data : null;
}
