import { useQuery } from '@tanstack/react-query';
import type { CaseSizeFilter } from '../../../domain/catalog/categories';
import type { CaseItem } from '../../../domain/contracts/catalog';
import { TIMINGS } from '../../../domain/timings';
import { apiGet } from '../../lib/api-client';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** GET configurator/allcasecomponents?caseSize=N (0 = all); the result arrives 500 ms late (spec section 7). */
export async function fetchCaseList(caseSize: CaseSizeFilter): Promise<CaseItem[]> {
  const cases = await apiGet<CaseItem[]>(`configurator/allcasecomponents?caseSize=${caseSize}`);
  await delay(TIMINGS.caseFetchDelayMs);
  return Array.isArray(cases) ? cases : [];
}

export const caseListQuery = (caseSize: CaseSizeFilter) => ({
  queryKey: ['configurator', 'allcasecomponents', caseSize] as const,
  queryFn: () => fetchCaseList(caseSize),
});

/** The case list for a size: null while loading or after a failure (the spinner shows). */
export function useCaseList(caseSize: CaseSizeFilter): CaseItem[] | null {
  const query = useQuery(caseListQuery(caseSize));
  return query.isSuccess ? query.data : null;
}
