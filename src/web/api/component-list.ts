/**
 * GET configurator/all…components (spec section 7 "Component lists"): the list of one
 * configurator category, filtered as the spec says (chipset, case size, case). Keyed by those
 * filters only, so choosing another part does not refetch a list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuildSelections } from '../../domain/build/build-selections';
import type { ConfigureCategory } from '../../domain/catalog/categories';
import type { ComponentItem } from '../../domain/contracts/catalog';
import { callApi } from './endpoints';
import { queryKeys } from './query-keys';

type Fetch = (selections: BuildSelections, signal: AbortSignal) => Promise<ComponentItem[]>;

interface ListSpec {
  /** The selections the list depends on, as its cache key. */
  filters: (selections: BuildSelections) => Record<string, string | number | null>;
  fetch: Fetch;
}

const chipsetOf = (s: BuildSelections) => s.chipset ?? 0;
const none = () => ({});

/** Storage's three fields share one list. */
const storage: ListSpec = {
  filters: none,
  fetch: (_, signal) => callApi('GET configurator/allstoragecomponents', { signal }),
};

const LISTS: Record<ConfigureCategory, ListSpec> = {
  cpu: {
    filters: (s) => ({ chipset: chipsetOf(s) }),
    fetch: (s, signal) =>
      callApi('GET configurator/allcpucomponents', { query: { chipset: chipsetOf(s) }, signal }),
  },
  motherboard: {
    filters: (s) => ({ chipset: chipsetOf(s), caseSize: s.caseSize ?? 0 }),
    fetch: (s, signal) =>
      callApi('GET configurator/allmotherboardcomponents', {
        query: { caseSize: s.caseSize ?? 0, chipset: chipsetOf(s) },
        signal,
      }),
  },
  memory: {
    filters: none,
    fetch: (_, signal) => callApi('GET configurator/allmemorycomponents', { signal }),
  },
  gpu: {
    filters: none,
    fetch: (_, signal) => callApi('GET configurator/allgpucomponents', { signal }),
  },
  storage,
  secondaryStorage: storage,
  tertiaryStorage: storage,
  psu: {
    filters: none,
    fetch: (_, signal) => callApi('GET configurator/allpsucomponents', { signal }),
  },
  coolingCpu: {
    filters: (s) => ({ chipset: chipsetOf(s) }),
    fetch: (s, signal) =>
      callApi('GET configurator/allcpucoolingcomponents', {
        query: { chipset: chipsetOf(s) },
        signal,
      }),
  },
  fans: {
    filters: (s) => ({ caseId: s.case }),
    fetch: (s, signal) =>
      callApi('GET configurator/allcasecoolingcomponents', {
        query: { caseId: s.case ?? '' },
        signal,
      }),
  },
  soundcard: {
    filters: none,
    fetch: (_, signal) => callApi('GET configurator/allsoundcardcomponents', { signal }),
  },
  networking: {
    filters: none,
    fetch: (_, signal) => callApi('GET configurator/allnetworkingcomponents', { signal }),
  },
  os: {
    filters: none,
    fetch: (_, signal) => callApi('GET configurator/allOperatingSystemComponents', { signal }),
  },
};

/** The list key's category: the three storage fields share one list. */
const listName = (category: ConfigureCategory) =>
  category === 'secondaryStorage' || category === 'tertiaryStorage' ? 'storage' : category;

export const componentListQueryOptions = (
  category: ConfigureCategory,
  selections: BuildSelections,
) => {
  const spec = LISTS[category];
  return queryOptions({
    queryKey: queryKeys.componentList(listName(category), spec.filters(selections)),
    queryFn: ({ signal }) => spec.fetch(selections, signal),
  });
};

/** The list shown for a category (a failure raises the error page: spec section 2). */
export function useComponentList(category: ConfigureCategory, selections: BuildSelections) {
  return useQuery(componentListQueryOptions(category, selections));
}
