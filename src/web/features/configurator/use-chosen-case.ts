import { useQuery } from '@tanstack/react-query';
import type { CaseItem } from '../../../domain/contracts/catalog';
import { apiGet } from '../../lib/api-client';

/** GET configurator/casecomponent?id=… for the summary; null while loading or when it fails. */
export function useChosenCase(id: string | null): CaseItem | null {
  const query = useQuery({
    queryKey: ['configurator', 'casecomponent', id],
    queryFn: () =>
      apiGet<CaseItem>(`configurator/casecomponent?id=${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });
  return query.isSuccess ? query.data : null;
}
