/** GET configurator/allcasecomponents?caseSize=N (0 = all): the case screen's carousel. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseSizeFilter } from '../../domain/catalog/categories';
import type { CaseItem } from '../../domain/contracts/catalog';
import { TIMINGS } from '../../domain/timings';
import { callApi } from './endpoints';
import { queryKeys } from './query-keys';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The answer is handed over 500 ms after it arrives (spec section 7 "Handling of answers"):
 * timed from its arrival, so a long list is read and parsed within the wait, not before it.
 */
export async function fetchCaseList(
  caseSize: CaseSizeFilter,
  signal?: AbortSignal,
): Promise<CaseItem[]> {
  let handOver: Promise<void> | undefined;
  const cases = await callApi('GET configurator/allcasecomponents', {
    query: { caseSize },
    signal,
    onResponse: () => void (handOver = delay(TIMINGS.caseFetchDelayMs)),
  });
  await (handOver ?? delay(TIMINGS.caseFetchDelayMs));
  return Array.isArray(cases) ? cases : [];
}

export const caseListQueryOptions = (caseSize: CaseSizeFilter) =>
  queryOptions({
    queryKey: queryKeys.caseList(caseSize),
    queryFn: ({ signal }) => fetchCaseList(caseSize, signal),
    // A failed case list leaves the list null (a spinner shows): no error page (spec section 7).
    meta: { raisesServerError: false },
  });

/** The case list for a size: null while loading or after a failure. */
export function useCaseList(caseSize: CaseSizeFilter): CaseItem[] | null {
  const query = useQuery(caseListQueryOptions(caseSize));
  return query.isSuccess ? query.data : null;
}
